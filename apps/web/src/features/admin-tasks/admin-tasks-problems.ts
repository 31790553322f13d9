/** The admin-tasks namespace holds its own problem texts; any refusal of these calls means "admins only". */
export const adminTasksProblems = { ns: 'admin-tasks', byStatus: { 403: 'FORBIDDEN' } } as const;
