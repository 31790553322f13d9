/** The admin-kyc namespace holds its own problem texts; any refusal of these calls means "admins only". */
export const adminKycProblems = { ns: 'admin-kyc', byStatus: { 403: 'FORBIDDEN' } } as const;
