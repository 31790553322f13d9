/** The partner-dashboard namespace holds the texts of the tasks' error codes (problemMessage). */
export const partnerProblems = { ns: 'partner-dashboard' } as const;
