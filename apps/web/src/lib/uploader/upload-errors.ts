import type { commonErrors } from '@betogether/contracts/common/common.errors';
import type { Problem } from '@betogether/contracts/common/problem.schemas';
import type { mediaErrors } from '@betogether/contracts/media/media.errors';
import { ApiError } from '../api-client';
import { isRetryable } from './retry-policy';

/** Spec §8: what a final upload failure means for the person. */
export type UploadErrorKind = 'unauthenticated' | 'quota' | 'forbidden' | 'not-found' | 'rejected' | 'failed';

type KnownCode = keyof typeof commonErrors | keyof typeof mediaErrors;

// The code to use when a final answer comes without a problem+json body (a proxy's 413, say).
const codeByStatus: Record<number, KnownCode> = {
  401: 'UNAUTHENTICATED',
  402: 'QUOTA_EXCEEDED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'UPLOAD_OFFSET_MISMATCH',
  410: 'UPLOAD_EXPIRED',
  413: 'FILE_TOO_LARGE',
  415: 'FILE_TYPE_NOT_ALLOWED',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

const kindByStatus: Record<number, UploadErrorKind> = {
  401: 'unauthenticated',
  402: 'quota',
  403: 'forbidden',
  404: 'not-found',
};

/**
 * An upload that will not finish: a final answer, or retries used up (`kind: 'failed'`, with the
 * last failure's status, 0 for the network). An ApiError, so `problemMessage` translates it.
 */
export class UploadError extends ApiError {
  readonly kind: UploadErrorKind;

  constructor(status: number, problem: Problem | null, exhausted = false) {
    super(status, problem);
    this.name = 'UploadError';
    this.kind = exhausted ? 'failed' : (kindByStatus[status] ?? 'rejected');
  }

  override get code(): string {
    return this.problem?.code ?? codeByStatus[this.status] ?? (this.status === 0 ? 'NETWORK' : 'UNKNOWN');
  }
}

/** The person cancelled: the session was deleted on the server. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

/** One failed request, inside the uploader: retried, or turned into an UploadError. */
export class RequestFailure extends Error {
  readonly retryable: boolean;
  /** A chunk sent at the wrong offset: go on from the server's offset at once, no waiting. */
  readonly offsetMismatch: boolean;

  constructor(
    readonly status: number | 'network',
    readonly problem: Problem | null = null,
    /** The wait the server asked for (`Retry-After`), in ms. */
    readonly retryAfter: number | null = null,
    /** The server's offset, from a 409's `Upload-Offset` header. */
    readonly serverOffset: number | null = null,
  ) {
    super(status === 'network' ? 'Network error' : `HTTP ${status}`);
    this.name = 'RequestFailure';
    this.offsetMismatch = status === 409 && problem?.code === 'UPLOAD_OFFSET_MISMATCH';
    this.retryable = isRetryable(status) || this.offsetMismatch;
  }

  toUploadError(exhausted: boolean): UploadError {
    return new UploadError(this.status === 'network' ? 0 : this.status, this.problem, exhausted);
  }
}
