export const searchErrors = {} as const;
