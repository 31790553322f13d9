import type { Endpoint } from '@betogether/contracts/common/endpoint';
import { onTestFinished } from 'vitest';
import { session } from '@/lib/session';
import type { DeclaredCode as ErrorCode } from './error-codes';
import {
  answerOf,
  bodyOf,
  type FakeRequest,
  networkFailure,
  type Outcome,
  type ProblemDetails,
  pathMatcher,
  problem,
  queryObject,
  refusal,
  refusalResponse,
  specificity,
  unhandledResponse,
} from './fake-api-wire';

export { networkFailure, problem } from './fake-api-wire';

type Handler<E extends Endpoint> = (request: FakeRequest<E>) => Outcome<E> | Promise<Outcome<E>>;

/** Answers held back until the test lets them go (`answer` or `fail`): what shows while a call is out. */
type Gate<E extends Endpoint> = {
  answer(outcome: Outcome<E>): void;
  fail(status: number, code: ErrorCode, details?: ProblemDetails): void;
  /** Calls waiting behind the gate. */
  readonly waiting: number;
};

export type FakeApi = {
  /** The answer to every call of this endpoint (replaces an earlier `on`). */
  on<E extends Endpoint>(endpoint: E, handler: Handler<E>): FakeApi;
  /** The answer to the next call only, before the `on` answer (queued in order). */
  once<E extends Endpoint>(endpoint: E, handler: Handler<E>): FakeApi;
  /** Every call refused with this declared code; status 0 is a network failure. */
  fail<E extends Endpoint>(endpoint: E, status: 0): FakeApi;
  fail<E extends Endpoint>(endpoint: E, status: number, code: ErrorCode, details?: ProblemDetails): FakeApi;
  /** Calls wait (an abort ends them) until the gate is answered; later calls get the same answer. */
  pending<E extends Endpoint>(endpoint: E): Gate<E>;
  /** What was sent to this endpoint, oldest first; without an endpoint, every call the page made. */
  calls<E extends Endpoint>(endpoint: E): FakeRequest<E>[];
  calls(): FakeRequest[];
};

type Route = {
  endpoint: Endpoint;
  match: (pathname: string) => Record<string, string> | null;
  once: Handler<Endpoint>[];
  always: Handler<Endpoint> | null;
  calls: FakeRequest[];
};

let current: FakeApi | null = null;

/**
 * The API as the page sees it, answered per endpoint declaration: `fetch` is replaced for the
 * running test (called in a test or a `beforeEach`). The checks of the real router apply first
 * (access, Idempotency-Key, params, query and body against the schemas), and every answer is
 * checked against the declared response schema. A call nobody answered, a request the server would
 * refuse with 422 or 400, an answer it could never send: the test fails when it ends, saying which.
 */
export function fakeApi(): FakeApi {
  if (current) return current;
  const fake = startFakeApi();
  current = fake.api;
  onTestFinished(async () => {
    current = null;
    const problems = await fake.stop();
    if (problems.length > 0) throw new Error(`fake API:\n- ${problems.join('\n- ')}`);
  });
  return fake.api;
}

/** The fake without the test hooks (the kit's tests): `stop` puts `fetch` back, says what went wrong. */
export function startFakeApi(): { api: FakeApi; stop: () => Promise<string[]> } {
  const routes = new Map<Endpoint, Route>();
  const all: FakeRequest[] = [];
  const problems: string[] = [];
  const unhandled: { method: string; pathname: string; url: string }[] = [];

  const routeOf = (endpoint: Endpoint): Route => {
    let route = routes.get(endpoint);
    if (!route) {
      route = { endpoint, match: pathMatcher(endpoint), once: [], always: null, calls: [] };
      routes.set(endpoint, route);
    }
    return route;
  };

  // The most specific declaration that takes the path, as the server's router chooses.
  const find = (method: string, pathname: string) => {
    let found: { route: Route; params: Record<string, string> } | null = null;
    for (const route of routes.values()) {
      if (route.endpoint.method !== method) continue;
      const params = route.match(pathname);
      if (params && (!found || specificity(route.endpoint) > specificity(found.route.endpoint)))
        found = { route, params };
    }
    return found;
  };

  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const address = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const found = find(method, address.pathname);
    const request = {
      method,
      url: `${address.pathname}${address.search}`,
      search: address.search,
      params: found?.params ?? {},
      query: queryObject(address.searchParams),
      body: bodyOf(init.body, headers['content-type']),
      headers,
    } as FakeRequest;
    all.push(request);
    if (!found) {
      unhandled.push({ method, pathname: address.pathname, url: request.url });
      return unhandledResponse();
    }
    const { route } = found;
    route.calls.push(request);
    const name = `${method} ${request.url} (${route.endpoint.id})`;
    const refused = refusal(route.endpoint, request, session.getState().userData?.role ?? null);
    if (refused) {
      // A visitor refused (401) is a case to test; anything else means the page or the test is wrong.
      if (refused.status !== 401) problems.push(`${name} would be refused ${refused.status}: ${refused.why}`);
      else if (route.always || route.once.length > 0)
        problems.push(`${name} has an answer but would be refused 401: ${refused.why}`);
      return refusalResponse(refused);
    }
    const handler = route.once.shift() ?? route.always;
    if (!handler) {
      problems.push(`${name}: no answer left (each once() answers one call)`);
      return unhandledResponse();
    }
    let outcome: unknown;
    try {
      outcome = await untilAborted(
        Promise.resolve().then(() => handler(request)),
        init.signal,
      );
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      // An expect() inside a handler: the page gets a 500, the test says why.
      problems.push(`${name}: the answer threw ${String(error)}`);
      return refusalResponse({ status: 500, code: 'INTERNAL' });
    }
    const { response, wrong } = answerOf(route.endpoint, outcome);
    if (wrong) problems.push(`${name}: ${wrong}`);
    return response;
  };

  const original = globalThis.fetch;
  globalThis.fetch = fetchStub as typeof fetch;
  const stop = async () => {
    globalThis.fetch = original;
    for (const call of unhandled.splice(0)) problems.push(await unhandledReport(call));
    return problems.splice(0);
  };

  const api: FakeApi = {
    on(endpoint, handler) {
      routeOf(endpoint).always = handler as unknown as Handler<Endpoint>;
      return api;
    },
    once(endpoint, handler) {
      routeOf(endpoint).once.push(handler as unknown as Handler<Endpoint>);
      return api;
    },
    fail(endpoint: Endpoint, status: number, code?: ErrorCode, details?: ProblemDetails) {
      if (status !== 0 && !code) throw new Error('fake API: fail() needs a declared error code');
      const answer = status === 0 ? networkFailure() : problem(status, code as ErrorCode, details);
      routeOf(endpoint).always = () => answer;
      return api;
    },
    pending<E extends Endpoint>(endpoint: E): Gate<E> {
      let release: (outcome: Outcome<E>) => void = () => undefined;
      const answer = new Promise<Outcome<E>>((resolve) => {
        release = resolve;
      });
      let waiting = 0;
      routeOf(endpoint).always = async () => {
        waiting += 1;
        try {
          return await answer;
        } finally {
          waiting -= 1;
        }
      };
      return {
        answer: (outcome) => release(outcome),
        fail: (status, code, details) => release(problem(status, code, details)),
        get waiting() {
          return waiting;
        },
      };
    },
    calls(endpoint?: Endpoint) {
      return endpoint ? [...(routes.get(endpoint)?.calls ?? [])] : [...all];
    },
  } as FakeApi;
  return { api, stop };
}

/** An aborted call ends as `fetch` ends it, whatever the handler is waiting for. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    promise.then(resolve, reject);
  });
}

// Loaded only to word a failure: which declaration the unanswered call was for.
const declarations = import.meta.glob<Record<string, Record<string, unknown>>>(
  '../../../../packages/contracts/src/*/*.endpoints.ts',
);

async function unhandledReport(call: { method: string; pathname: string; url: string }): Promise<string> {
  for (const load of Object.values(declarations)) {
    for (const [group, endpoints] of Object.entries(await load())) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        const declared = endpoint as Endpoint;
        if (declared?.method === call.method && pathMatcher(declared)(call.pathname))
          return `${call.method} ${call.url} has no answer: declare api.on(${group}.${name}, …)`;
      }
    }
  }
  return `${call.method} ${call.url} matches no endpoint declaration in contracts`;
}
