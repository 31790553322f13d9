/** The moderation namespace holds its own problem texts (problemMessage). */
export const moderationProblems = { ns: 'moderation' } as const;
