import type { Endpoint, EndpointAnswer, EndpointInput, QueryOf } from '@betogether/contracts/common/endpoint';
import type { FieldError } from '@betogether/contracts/common/problem.schemas';
import type { Role } from '@betogether/contracts/users/users.constants';
import type { z } from 'zod';
import type { DeclaredCode as ErrorCode } from './error-codes';

/** The fake server's request id in every problem, so a test can tell a fake answer from a real one. */
const REQUEST_ID = 'fake-api';

type SuccessStatus = 200 | 201 | 202 | 204;

type ParamsIn<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamsIn<Tail>
    : Rest
  : never;
type ParamNames<E extends Endpoint> = ParamsIn<E['path']>;
type QueryNames<E extends Endpoint> = [QueryOf<E>] extends [never] ? never : keyof QueryOf<E> & string;

/** A request as it reached the fake server: path params and query as the strings sent. */
export type FakeRequest<E extends Endpoint = Endpoint> = {
  method: string;
  /** Path and query as sent (percent-encoded), for the rare test about the exact address. */
  url: string;
  /** `?a=1&b=2` in the order sent, or ''. */
  search: string;
  params: Record<ParamNames<E>, string>;
  query: Partial<Record<QueryNames<E>, string>>;
  body: EndpointInput<E>['body'];
  /** Lower-case names: `idempotency-key`, `authorization`, `content-type`. */
  headers: Record<string, string>;
};

/** A success answer with its status (the lowest declared 2xx when an answer is given bare). */
type Reply<E extends Endpoint> = {
  status: SuccessStatus;
  body?: EndpointAnswer<E>;
  headers?: Record<string, string>;
};

export type ProblemDetails = {
  title?: string;
  detail?: string;
  /** Field errors of a 422, as `serverFieldErrors` reads them. */
  errors?: FieldError[];
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
};

/** A refusal the server could give: a status and a declared error code; status 0: the network failed. */
export class Failure {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    readonly details: ProblemDetails = {},
  ) {}
}

/** What a handler answers: the answer itself, a `Reply`, a `problem(…)`, or a raw `Response` (files). */
export type Outcome<E extends Endpoint> =
  | EndpointAnswer<E>
  | Reply<E>
  | Failure
  | Response
  // A 204 endpoint's handler may end without `return`.
  // biome-ignore lint/suspicious/noConfusingVoidType: what a block without return gives.
  | (undefined extends EndpointAnswer<E> ? void : never);

// Every error catalogue (`<feature>.errors.ts`), to refuse a code nobody declares or a wrong status.
const catalogues = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contracts/src/*/*.errors.ts',
  {
    eager: true,
  },
);
const declaredCodes = new Map<string, number | null>();
for (const module of Object.values(catalogues)) {
  for (const catalogue of Object.values(module)) {
    if (!catalogue || typeof catalogue !== 'object') continue;
    for (const [code, entry] of Object.entries(catalogue as Record<string, { status?: unknown }>)) {
      if (/^[A-Z][A-Z0-9_]*$/.test(code))
        declaredCodes.set(code, typeof entry.status === 'number' ? entry.status : null);
    }
  }
}

/**
 * A problem answer: `problem(409, 'INSUFFICIENT_BALANCE')`; throws at once for a code no contract
 * declares, or with another status than its catalogue's.
 */
export function problem(status: number, code: ErrorCode, details: ProblemDetails = {}): Failure {
  if (!declaredCodes.has(code)) throw new Error(`fake API: no *.errors.ts declares the code ${code}`);
  const declared = declaredCodes.get(code);
  if (declared != null && declared !== status)
    throw new Error(`fake API: ${code} is answered with ${declared}, not ${status} (its *.errors.ts)`);
  return new Failure(status, code, details);
}

/** The connection fails before any answer (`ApiError` status 0). */
export const networkFailure = (): Failure => new Failure(0, null);

/** `:name` segments, matched the way `endpointUrl` fills them (one encoded segment each). */
export function pathMatcher(
  endpoint: Pick<Endpoint, 'path'>,
): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = endpoint.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return (pathname) => {
    const match = pattern.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  };
}

/**
 * How a router ranks two declarations that both take a path: at the first segment where they
 * differ, a fixed word wins over a parameter (`…/stories/tray` over `…/stories/:storyId`),
 * as Fastify's router does. Higher sorts first.
 */
export function specificity(endpoint: Pick<Endpoint, 'path'>): string {
  return endpoint.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '0' : '1'))
    .join('');
}

export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

export function bodyOf(body: BodyInit | null | undefined, contentType: string | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' && contentType?.includes('json')) return JSON.parse(body);
  return body;
}

const issues = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * What the real server refuses before any handler runs (endpoint-router.ts): access, the
 * Idempotency-Key of an idempotent call, then params, query and body against their schemas.
 */
export function refusal(
  endpoint: Endpoint,
  request: { params: unknown; query: unknown; body: unknown; headers: Record<string, string> },
  role: Role | null,
): { status: number; code: ErrorCode; why: string } | null {
  const signedIn = Boolean(request.headers.authorization);
  if (endpoint.access !== 'public' && !signedIn)
    return { status: 401, code: 'UNAUTHENTICATED', why: 'no token (session: null)' };
  const allowed =
    endpoint.access === 'admin' ? role === 'admin' : endpoint.access === 'partner' ? role !== 'member' : true;
  if (!allowed) return { status: 403, code: 'FORBIDDEN', why: `a ${role} calls an ${endpoint.access} route` };
  if (endpoint.idempotent && !request.headers['idempotency-key'])
    return { status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED', why: 'no Idempotency-Key' };
  const { schemas } = endpoint;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = schemas[part];
    if (!schema || (part === 'body' && endpoint.rawBody)) continue;
    const parsed = schema.safeParse(request[part]);
    if (!parsed.success)
      return { status: 422, code: 'VALIDATION_FAILED', why: `${part}: ${issues(parsed.error)}` };
  }
  return null;
}

function problemResponse(status: number, code: string, details: ProblemDetails = {}): Response {
  const { headers, title, ...rest } = details;
  const body = { type: 'about:blank', title: title ?? code, status, code, requestId: REQUEST_ID, ...rest };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

export function refusalResponse(refused: { status: number; code: ErrorCode }): Response {
  return problemResponse(refused.status, refused.code);
}

export function unhandledResponse(): Response {
  return problemResponse(501, 'FAKE_API_UNHANDLED');
}

function isReply(value: unknown): value is Reply<Endpoint> {
  if (!value || typeof value !== 'object' || typeof (value as { status?: unknown }).status !== 'number')
    return false;
  return Object.keys(value).every((key) => key === 'status' || key === 'body' || key === 'headers');
}

/** The lowest declared success status, or the usual one when the declaration's schemas are not at hand. */
function defaultStatus(endpoint: Endpoint, body: unknown): SuccessStatus {
  const declared = Object.keys(endpoint.schemas.response ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b) as SuccessStatus[];
  if (body === undefined || body === null) return 204;
  return declared.find((status) => status !== 204) ?? 200;
}

/** The response for an outcome, and why the real server could not have sent it (per the schema). */
export function answerOf(endpoint: Endpoint, outcome: unknown): { response: Response; wrong: string | null } {
  if (outcome instanceof Response) return { response: outcome, wrong: null };
  if (outcome instanceof Failure) {
    if (outcome.status === 0) throw new TypeError('Failed to fetch');
    return {
      response: problemResponse(outcome.status, outcome.code ?? 'INTERNAL', outcome.details),
      wrong: null,
    };
  }
  const reply = isReply(outcome) ? outcome : { status: defaultStatus(endpoint, outcome), body: outcome };
  const body = reply.body ?? null;
  const schemas = endpoint.schemas.response;
  let wrong: string | null = null;
  const schema = schemas?.[reply.status];
  if (schemas && !schema)
    wrong = `answered ${reply.status}, the declaration answers ${Object.keys(schemas).join(' or ')}`;
  else if (schema && reply.status !== 204) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) wrong = `answer does not match its schema: ${issues(parsed.error)}`;
  }
  if (reply.status === 204)
    return { response: new Response(null, { status: 204, headers: reply.headers }), wrong };
  const response = new Response(JSON.stringify(body), {
    status: reply.status,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });
  return { response, wrong };
}
