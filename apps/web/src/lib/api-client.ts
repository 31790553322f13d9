import type { Endpoint, EndpointAnswer, EndpointInput } from '@betogether/contracts/common/endpoint';
import type { Problem } from '@betogether/contracts/common/problem.schemas';
import { keepEarly, takeEarly } from './early-calls';
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

// Spec §7: the base URL comes from public runtime configuration; the app is served by its API.
const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

const tokenRefusedListeners = new Set<(token: string) => void>();

/**
 * Called with the token a call carried when the server answered that it no longer knows it (a
 * logout in another tab, a revoked device, an expired session): the session signs this tab out.
 * Only `UNAUTHENTICATED`: other 401s (a wrong password asked again) are about the input.
 */
export function onTokenRefused(listener: (token: string) => void): () => void {
  tokenRefusedListeners.add(listener);
  return () => tokenRefusedListeners.delete(listener);
}

/**
 * Sends a call and answers the raw response (for files, where the body is not JSON). Every product
 * call carries `Authorization: Token <token>` when a token is stored (spec §7); a failed call
 * throws an ApiError (status 0 for a network failure), an abort goes through as it is.
 */
function send(path: string, options: Options, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Token ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function apiResponse(path: string, options: Options = {}): Promise<Response> {
  const token = localStorage.getItem(storageKeys.token);
  let response: Response;
  try {
    response = await (takeEarly(path, options.method) ?? send(path, options, token));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    if (token && response.status === 401 && (problem === null || problem.code === 'UNAUTHENTICATED'))
      for (const listener of tokenRefusedListeners) listener(token);
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

type CallInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
};

/** `signal` aborts the call (a query that is no longer wanted). */
type CallOptions = { signal?: AbortSignal };

/** What `call(endpoint, …)` takes: the declaration's params, query and body, and a key for money calls. */
export type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/** An endpoint's address for these params and query (values percent-encoded; empty ones left out). */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, input: CallInput = {}): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function requestOf(endpoint: Endpoint, input: CallInput & CallOptions): [string, Options] {
  return [
    endpointUrl(endpoint, input),
    {
      method: endpoint.method,
      body: input.body,
      signal: input.signal,
      // Money calls (ARCHITECTURE.md §4): the same key again when the same request is retried, so
      // that the server answers the first result instead of acting twice.
      headers: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : undefined,
    },
  ];
}

/**
 * Sends a read now, before the screen that needs it has loaded (app/route-preload.ts): the
 * screen's own `call` with the same input takes this answer in flight (lib/early-calls.ts).
 */
export function callEarly<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): void {
  const token = localStorage.getItem(storageKeys.token);
  if (endpoint.method !== 'GET' || !token) return;
  const [path, options] = requestOf(endpoint, (input ?? {}) as CallInput & CallOptions);
  keepEarly(path, () => send(path, options, token));
}

/** Calls an endpoint declared in contracts; resolves to its answer, typed from its schemas. */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const [path, options] = requestOf(endpoint, (input ?? {}) as CallInput & CallOptions);
  if (endpoint.answer && endpoint.answer !== 'json')
    return apiResponse(path, options) as Promise<EndpointAnswer<E>>;
  return api(path, options) as Promise<EndpointAnswer<E>>;
}
