import type { ErrorCatalogue } from '../common/common.errors';

export const searchErrors = {} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof searchErrors, true> {}
}
