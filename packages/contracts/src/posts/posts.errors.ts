export const postsErrors = {} as const;
