import type { ProblemTexts } from '@/lib/problem-message';

/**
 * The texts of a failed admin economy call: this feature's codes first; a refusal (403) whatever its
 * code reads "only admins can do this", since every call of these pages is an admin's.
 */
export const economyProblems: ProblemTexts = { ns: 'admin-economy', byStatus: { 403: 'FORBIDDEN' } };
