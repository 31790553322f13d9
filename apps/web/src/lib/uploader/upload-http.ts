import type { Problem } from '@betogether/contracts/common/problem.schemas';
import { UPLOAD_OFFSET_HEADER } from '@betogether/contracts/media/media.constants';
import { retryAfterMs } from './retry-policy';
import { RequestFailure } from './upload-errors';

/** A request cut short by pause or cancel, not by the network. */
export class Interrupted extends Error {}

export function offsetHeader(response: Response): number | null {
  const raw = response.headers.get(UPLOAD_OFFSET_HEADER)?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export async function failureOf(response: Response): Promise<RequestFailure> {
  const problem = (await response.json().catch(() => null)) as Problem | null;
  const asked = problem?.retryAfterSeconds === undefined ? null : problem.retryAfterSeconds * 1000;
  const retryAfter =
    response.status === 429 || response.status === 503
      ? (retryAfterMs(response.headers.get('retry-after')) ?? asked)
      : null;
  return new RequestFailure(response.status, problem, retryAfter, offsetHeader(response));
}

export async function jsonOf<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    // A connection cut while the answer arrives: ask again like after any network failure.
    throw new RequestFailure('network');
  }
}
