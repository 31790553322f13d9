import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Every transaction matching the list's filters, saved as a CSV file. */
export function exportTransactionsCsv(query: Record<string, string>): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(
    call(walletAdminEndpoints.transactionsCsv, { query }),
    `betogether-transactions-${day}.csv`,
  );
}
