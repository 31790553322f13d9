import type { ProblemTexts } from '@/lib/problem-message';

/**
 * The texts of a failed call of this screen: its own codes first (withdrawal codes, in finance's
 * words); any refusal (403) reads "only admins can do this", since every call here is an admin's.
 */
export const withdrawalsProblems: ProblemTexts = { ns: 'admin-withdrawals', byStatus: { 403: 'FORBIDDEN' } };
