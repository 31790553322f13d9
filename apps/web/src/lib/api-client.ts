import type { Problem } from '@betogether/contracts/common/problem.schemas';
import type { z } from 'zod';
import { storageKeys } from './storage-keys';

/** A failed call: the server's problem+json, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.title ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
  }

  get code(): string {
    return this.problem?.code ?? (this.status === 0 ? 'NETWORK' : 'UNKNOWN');
  }

  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.problem?.errors ?? []).map((e) => [e.field, e.message]));
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** More request headers, or another `accept` (an `Idempotency-Key` for money calls, ARCHITECTURE.md §4). */
  headers?: Record<string, string>;
};

/**
 * The type of a call's answer, from its contract schema (`Answer<typeof userSchema>`). Only the
 * type: the server validates every answer against the schema before sending it, so the browser
 * does not parse again and the first pages load without the zod runtime.
 */
export type Answer<S extends z.ZodType> = z.output<S>;

// Spec §7: the base URL comes from public runtime configuration; the app is served by its API.
const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Sends a call and answers the raw response (for files, where the body is not JSON). Every product
 * call carries `Authorization: Token <token>` when a token is stored (spec §7); a failed call
 * throws an ApiError (status 0 for a network failure), an abort goes through as it is.
 */
export async function apiResponse(path: string, options: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = localStorage.getItem(storageKeys.token);
  if (token) headers.authorization = `Token ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new ApiError(response.status, problem);
  }
  return response;
}

/** A product call answering JSON (nothing on 204), with the same token and errors as apiResponse. */
export async function api<T = void>(path: string, options: Options = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A money call (ARCHITECTURE.md §4): `POST` with an `Idempotency-Key` header, the same key again
 * when the same request is retried, so that the server answers the first result instead of acting twice.
 */
export function postWithKey<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  return api<T>(path, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
}
