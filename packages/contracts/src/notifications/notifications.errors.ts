export const notificationsErrors = {} as const;
