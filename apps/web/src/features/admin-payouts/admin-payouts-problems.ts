/** The admin-payouts namespace holds its own problem texts; any refusal of these calls means "admins only". */
export const adminPayoutsProblems = { ns: 'admin-payouts', byStatus: { 403: 'FORBIDDEN' } } as const;
