import { describeTransaction } from '@betogether/contracts/wallet/wallet.descriptions';
import type { UserRow } from '../users/users.tables';

const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** The two referral bonus lines: the referrer's names the new member, the new member's the referrer. */
export function referralDescriptions(
  referrer: Pick<UserRow, 'firstName' | 'lastName'>,
  member: Pick<UserRow, 'firstName' | 'lastName'>,
) {
  return {
    referrer: describeTransaction('referral_referrer', { name: nameOf(member) }),
    newMember: describeTransaction('referral_new_member', { name: nameOf(referrer) }),
  };
}
