import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import type { DomainEvents } from '../../platform/events/event-bus';
import type { Logger } from '../../platform/logger';
import { hasUsedDevice } from '../auth/auth.read';
import type { UsersService } from '../users/users.service';
import type { UserRow } from '../users/users.tables';
import '../auth/auth.events';
import type { PostResult, WalletService } from './wallet.service';

/** Providers that ignore dots in the local part (and treat googlemail.com as gmail.com). */
const dotlessDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox, one spelling: lower case, without a `+tag` (plus addressing delivers to the same
 * mailbox at nearly every provider), and without dots at Gmail.
 */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split('+')[0] ?? local;
  const dotless = dotlessDomains[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

type EmailVerifiedEvent = DomainEvents['auth.email-verified'];

type Refusal =
  | 'no_referrer'
  | 'referrer_unverified'
  | 'same_account'
  | 'same_email'
  | 'same_device'
  | 'no_bonus';

type Deps = {
  wallet: Pick<WalletService, 'post' | 'announce'>;
  users: Pick<UsersService, 'findById'>;
  referral: { referrerCoins: number; newMemberCoins: number };
  log: Pick<Logger, 'info'>;
};

/**
 * The referral bonus: when a member who signed up through a referral link verifies their email,
 * the referrer and the new member each receive coins from `promotions`, once per new account
 * (the keys name the new account), inside the verification's own transaction. Refused for a
 * self-referral: same account, same mailbox, or a device the referrer has signed in on.
 */
export function createReferralBonus(deps: Deps) {
  async function refusal(tx: Executor, event: EmailVerifiedEvent): Promise<Refusal | UserRow> {
    const { user } = event;
    if (!user.referredById) return 'no_referrer';
    if (user.referredById === user.id) return 'same_account';
    const referrer = await deps.users.findById(tx, user.referredById);
    if (!referrer) return 'no_referrer';
    if (!referrer.emailVerifiedAt) return 'referrer_unverified';
    if (normalizeEmail(referrer.email) === normalizeEmail(user.email)) return 'same_email';
    if (await hasUsedDevice(tx, referrer.id, event.deviceHash)) return 'same_device';
    if (deps.referral.referrerCoins <= 0 && deps.referral.newMemberCoins <= 0) return 'no_bonus';
    return referrer;
  }

  return {
    /** Runs in the verification's transaction; the balances are announced after its commit. */
    async onEmailVerified(tx: Executor, event: EmailVerifiedEvent): Promise<void> {
      const outcome = await refusal(tx, event);
      if (typeof outcome === 'string') {
        if (outcome !== 'no_referrer')
          deps.log.info({ userId: event.user.id, reason: outcome }, 'referral bonus not granted');
        return;
      }
      const referrer = outcome;
      const { user } = event;
      const posted: PostResult[] = [];
      if (deps.referral.referrerCoins > 0) {
        const coins = deps.referral.referrerCoins;
        posted.push(
          await deps.wallet.post(
            {
              idempotencyKey: `referral-bonus:${user.id}:referrer`,
              type: 'referral_bonus',
              description: `Referral bonus: ${user.firstName} ${user.lastName} joined with your link`,
              metadata: { role: 'referrer', referredUserId: user.id },
              entries: [
                { account: { platform: 'promotions' }, coins: -coins },
                { account: { userId: referrer.id }, coins },
              ],
            },
            { tx },
          ),
        );
      }
      if (deps.referral.newMemberCoins > 0) {
        const coins = deps.referral.newMemberCoins;
        posted.push(
          await deps.wallet.post(
            {
              idempotencyKey: `referral-bonus:${user.id}:new-member`,
              type: 'referral_bonus',
              description: `Welcome bonus: invited by ${referrer.firstName} ${referrer.lastName}`,
              metadata: { role: 'new_member', referrerId: referrer.id },
              entries: [
                { account: { platform: 'promotions' }, coins: -coins },
                { account: { userId: user.id }, coins },
              ],
            },
            { tx },
          ),
        );
      }
      await afterCommit(tx, () => {
        for (const result of posted) if (!result.replayed) deps.wallet.announce(result.transaction);
      });
    },
  };
}
