import type { WalletService } from '../wallet/wallet.service';

/**
 * The part of the wallet service payments uses: the ledger is written only through it. Postings
 * made inside our transaction (`{ tx }`) are announced to the members after our commit.
 */
export type WalletPort = Pick<WalletService, 'post' | 'balanceOf' | 'announce'>;
