import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { DomainEvents } from '../../platform/events/event-bus';
import type { Logger } from '../../platform/logger';
import { hasUsedDevice } from '../auth/auth.read';
import type { UsersService } from '../users/users.service';
import type { UserRow } from '../users/users.tables';
import '../auth/auth.events';
import * as rewards from './referral-rewards.repository';
import { isDisposableEmail, networkOf } from './referral-signals';
import type { PostResult, WalletService } from './wallet.service';
import { referralDescriptions } from './wallet-descriptions';

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

/** Why a bonus is not paid; stored with a refused reward. */
export type Refusal =
  | 'same_account'
  | 'referrer_unverified'
  | 'same_email'
  | 'disposable_email'
  | 'same_device'
  | 'same_network'
  | 'network_reused'
  | 'daily_cap'
  | 'total_cap';

export type ReferralSettings = {
  referrerCoins: number;
  newMemberCoins: number;
  vestingDays: number;
  dailyCap: number;
  totalCap: number;
};

type Deps = {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'post' | 'announce'>;
  users: Pick<UsersService, 'findById'>;
  referral: ReferralSettings;
  log: Pick<Logger, 'info' | 'warn'>;
};

const DAY_MS = 86_400_000;
/** How many bonuses one run of the vesting job pays at most (the next run takes the rest). */
const VEST_BATCH = 100;

/**
 * The referral bonus (docs/decisions.md, "Referral bonus vesting"). When a member who signed up
 * through a referral link verifies their email, a reward is recorded: refused at once for a
 * self-referral or a farmed sign-up (same account, mailbox, device, network; a throwaway mail
 * domain; over the referrer's caps), otherwise pending. It vests (both bonuses are posted from
 * `promotions`, once, in one transaction) when the waiting days are over and the new member has
 * shown real activity, by the recurring job or at once on the qualifying posting.
 */
export function createReferralBonus(deps: Deps) {
  const { db, clock, referral } = deps;

  /** Whether the two members' recorded sign-in addresses share a network. */
  async function shareNetwork(tx: Executor, a: string, b: string, extra: string | null = null) {
    const addresses = await rewards.sessionAddresses(tx, [a, b]);
    const networksOfA = new Set(
      [...(addresses.get(a) ?? []), ...(extra ? [extra] : [])].map(networkOf).filter(Boolean),
    );
    return (addresses.get(b) ?? []).some((ip) => networksOfA.has(networkOf(ip)));
  }

  async function refusal(
    tx: Executor,
    event: EmailVerifiedEvent,
    referrer: UserRow,
  ): Promise<Refusal | null> {
    const { user } = event;
    const now = clock.now();
    if (referrer.id === user.id) return 'same_account';
    if (!referrer.emailVerifiedAt) return 'referrer_unverified';
    if (normalizeEmail(referrer.email) === normalizeEmail(user.email)) return 'same_email';
    if (isDisposableEmail(user.email)) return 'disposable_email';
    // The device id is the browser's own string: it can only refuse, never clear a sign-up.
    if (await hasUsedDevice(tx, referrer.id, event.deviceHash)) return 'same_device';
    const network = networkOf(event.ip);
    if (await shareNetwork(tx, user.id, referrer.id, event.ip)) return 'same_network';
    await rewards.lockReferrer(tx, referrer.id);
    if (network && (await rewards.networkAlreadyRewarded(tx, referrer.id, network))) return 'network_reused';
    if ((await rewards.countEarning(tx, referrer.id)) >= referral.totalCap) return 'total_cap';
    if ((await rewards.countEarning(tx, referrer.id, new Date(now.getTime() - DAY_MS))) >= referral.dailyCap)
      return 'daily_cap';
    return null;
  }

  /** Pays a pending bonus whose time has come; answers what happened. */
  async function vestFor(referredUserId: string): Promise<'vested' | 'refused' | 'waiting' | 'none'> {
    const posted: PostResult[] = [];
    const outcome = await db.transaction(async (tx) => {
      const reward = await rewards.lockPending(tx, referredUserId);
      if (!reward) return 'none' as const;
      const now = clock.now();
      if (reward.vestsAfter > now || !(await rewards.hasQualifyingActivity(tx, referredUserId)))
        return 'waiting' as const;
      // Seven days of sign-ins later: a shared network shows now if it did not at sign-up.
      if (await shareNetwork(tx, reward.referredUserId, reward.referrerId)) {
        await rewards.decide(tx, reward.id, { status: 'refused', reason: 'same_network' }, now);
        return 'refused' as const;
      }
      const referrer = await deps.users.findById(tx, reward.referrerId);
      const member = await deps.users.findById(tx, reward.referredUserId);
      if (!referrer || !member) return 'none' as const;
      const text = referralDescriptions(referrer, member);
      if (reward.referrerCoins > 0)
        posted.push(
          await deps.wallet.post(
            {
              // The keys name the new account: one bonus per account, whatever runs twice.
              idempotencyKey: `referral-bonus:${member.id}:referrer`,
              type: 'referral_bonus',
              description: text.referrer.text,
              metadata: { role: 'referrer', referredUserId: member.id, text: text.referrer.code },
              entries: [
                { account: { platform: 'promotions' }, coins: -reward.referrerCoins },
                { account: { userId: referrer.id }, coins: reward.referrerCoins },
              ],
            },
            { tx },
          ),
        );
      if (reward.newMemberCoins > 0)
        posted.push(
          await deps.wallet.post(
            {
              idempotencyKey: `referral-bonus:${member.id}:new-member`,
              type: 'referral_bonus',
              description: text.newMember.text,
              metadata: { role: 'new_member', referrerId: referrer.id, text: text.newMember.code },
              entries: [
                { account: { platform: 'promotions' }, coins: -reward.newMemberCoins },
                { account: { userId: member.id }, coins: reward.newMemberCoins },
              ],
            },
            { tx },
          ),
        );
      await rewards.decide(tx, reward.id, { status: 'vested' }, now);
      return 'vested' as const;
    });
    for (const result of posted) if (!result.replayed) deps.wallet.announce(result.transaction);
    return outcome;
  }

  return {
    /**
     * Runs in the verification's transaction: records the reward, pending or refused. No coins
     * move here.
     */
    async onEmailVerified(tx: Executor, event: EmailVerifiedEvent): Promise<void> {
      const { user } = event;
      if (!user.referredById) return;
      if (referral.referrerCoins <= 0 && referral.newMemberCoins <= 0) return;
      const referrer = await deps.users.findById(tx, user.referredById);
      if (!referrer) return;
      const now = clock.now();
      const refused = await refusal(tx, event, referrer);
      await rewards.insertReward(tx, {
        referrerId: referrer.id,
        referredUserId: user.id,
        status: refused ? 'refused' : 'pending',
        refusalReason: refused,
        referrerCoins: referral.referrerCoins,
        newMemberCoins: referral.newMemberCoins,
        network: networkOf(event.ip),
        createdAt: now,
        vestsAfter: new Date(now.getTime() + referral.vestingDays * DAY_MS),
        decidedAt: refused ? now : null,
      });
      if (refused) deps.log.info({ userId: user.id, reason: refused }, 'referral bonus refused');
    },

    /** A posting credited these members: a qualifying one may vest their bonus at once. */
    async onPosted(event: DomainEvents['wallet.posted']): Promise<void> {
      if (!(rewards.QUALIFYING_TRANSACTION_TYPES as readonly string[]).includes(event.type)) return;
      for (const userId of event.credited) await vestFor(userId);
    },

    vestFor,

    /** The recurring job: pays every bonus whose waiting time and activity are both there. */
    async vestDue(): Promise<number> {
      let vested = 0;
      for (const userId of await rewards.dueReferredUsers(db, clock.now(), VEST_BATCH)) {
        try {
          if ((await vestFor(userId)) === 'vested') vested += 1;
        } catch (err) {
          deps.log.warn({ err, userId }, 'referral bonus could not vest');
        }
      }
      return vested;
    },
  };
}
