import type { ErrorCatalogue } from '../common/common.errors';

export const notificationsErrors = {} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof notificationsErrors, true> {}
}
