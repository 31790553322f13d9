import type { z } from 'zod';
import type { AuditAction } from '../audit/audit.constants';

/**
 * One declaration per API call, shared by the server (which registers it with a handler) and the
 * web (which calls it): method, path, schemas, who may call it, its rate-limit class, whether it
 * takes an `Idempotency-Key`, and the audit action it records. Nothing else states a path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, any signed-in member, or members of a role (`partner` admits partners and
 * admins, `moderator` moderators and admins). The server checks it before reading the input: 401
 * without a token, 403 for a member without the role.
 */
export type Access = 'public' | 'user' | 'partner' | 'moderator' | 'admin';

/**
 * Rate-limit classes (numbers in the README): `auth` and `webhook` (payment providers' signed
 * calls, which come in bursts from a few addresses) per IP, the others per member (per IP when
 * signed out). Every call that changes something declares one; reads default to `read`.
 */
export type RateLimitClass = 'auth' | 'read' | 'write' | 'money' | 'webhook';

/** What a successful call answers: JSON by default, or a downloaded file, or an HTML page. */
export type AnswerKind = 'json' | 'csv' | 'pdf' | 'html';

type SuccessStatus = 200 | 201 | 202 | 204;

export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The answer by success status; `204: z.null()` for none. Files and pages have none. */
  response?: Partial<Record<SuccessStatus, z.ZodType>>;
};

export type EndpointConfig = {
  method: HttpMethod;
  /** Fastify's form: `/api/posts/:id`. */
  path: `/${string}`;
  access: Access;
  rateLimit?: RateLimitClass;
  /** Requires an `Idempotency-Key` header; a repeat answers the first answer. */
  idempotent?: true;
  /** The audit-log action this call records, in the same transaction as the action itself. */
  audit?: AuditAction;
  answer?: AnswerKind;
  /** Larger bodies than the server default (256 KB), in bytes. */
  bodyLimit?: number;
  /** The body is taken as raw bytes (signed webhooks): no JSON parsing, no body schema. */
  rawBody?: true;
  summary?: string;
  description?: string;
  /** Left out of the published API documentation (development tools). */
  hidden?: true;
  /** The schemas. The web build drops them (only their types reach the browser). */
  schemas: EndpointSchemas;
};

export type Endpoint<C extends EndpointConfig = EndpointConfig> = C & {
  /** Stable OpenAPI operationId: `<feature>.<name>`. */
  readonly id: string;
  readonly feature: string;
};

/**
 * The declarations of one feature, each given its operationId. Marked free of side effects so a
 * bundle that uses none of a feature's calls leaves its declarations out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoints<const T extends Record<string, EndpointConfig>>(
  feature: string,
  endpoints: T,
): { [K in keyof T]: Endpoint<T[K]> } {
  const declared: Record<string, Endpoint> = {};
  for (const [name, config] of Object.entries(endpoints))
    declared[name] = { ...config, id: `${feature}.${name}`, feature };
  return declared as { [K in keyof T]: Endpoint<T[K]> };
}

type Schemas<E extends EndpointConfig> = E['schemas'];
type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** The success answer's schema (the first 2xx declared). */
type SuccessSchema<E extends EndpointConfig> = Schemas<E>['response'] extends infer R
  ? R extends Partial<Record<SuccessStatus, z.ZodType>>
    ? R[Extract<keyof R, SuccessStatus>]
    : never
  : never;

/** What `call(endpoint)` resolves to in the browser. */
export type EndpointAnswer<E extends EndpointConfig> = E['answer'] extends 'csv' | 'pdf' | 'html'
  ? Response
  : 204 extends keyof NonNullable<Schemas<E>['response']>
    ? 200 extends keyof NonNullable<Schemas<E>['response']>
      ? Output<NonNullable<Schemas<E>['response']>[200]> | undefined
      : undefined
    : Output<SuccessSchema<E>>;

/** What the handler returns on the server (before the answer is serialised); nothing for a 204. */
export type EndpointResult<E extends EndpointConfig> = 204 extends keyof NonNullable<Schemas<E>['response']>
  ? 200 extends keyof NonNullable<Schemas<E>['response']>
    ? Input<NonNullable<Schemas<E>['response']>[200]> | undefined
    : // biome-ignore lint/suspicious/noConfusingVoidType: a handler may end in a service's Promise<void>.
      undefined | void
  : Input<SuccessSchema<E>>;

type Part<K extends string, S> = [S] extends [z.ZodType]
  ? object extends Input<S>
    ? { [P in K]?: Input<S> }
    : { [P in K]: Input<S> }
  : { [P in K]?: never };

/** What the browser passes to `call(endpoint, input)`. */
export type EndpointInput<E extends EndpointConfig> = Part<'params', Schemas<E>['params']> &
  Part<'query', Schemas<E>['query']> &
  Part<'body', Schemas<E>['body']> &
  (E['idempotent'] extends true ? { idempotencyKey: string } : { idempotencyKey?: never });

export type ParamsOf<E extends EndpointConfig> = Output<Schemas<E>['params']>;
export type QueryOf<E extends EndpointConfig> = Output<Schemas<E>['query']>;
export type BodyOf<E extends EndpointConfig> = Output<Schemas<E>['body']>;
export type HeadersOf<E extends EndpointConfig> = Output<Schemas<E>['headers']>;
