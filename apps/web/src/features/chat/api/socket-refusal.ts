import { chatErrors } from '@betogether/contracts/chat/chat.errors';
import { ApiError } from '@/lib/api-client';

/**
 * A socket acknowledgement's `{ error: CODE }` as the API's error, so that problemMessage words it
 * like the same refusal over HTTP (the status as the API would answer it).
 */
export function socketRefusal(code: string): ApiError {
  const status = (chatErrors as Record<string, { status: number }>)[code]?.status ?? 400;
  return new ApiError(status, { type: 'about:blank', title: code, status, code, requestId: '' });
}

/** Refusals that another try over HTTP would not change (not a crash, not a session to check). */
export function refusedForGood(code: string): boolean {
  return code !== 'INTERNAL' && code !== 'UNAUTHENTICATED';
}
