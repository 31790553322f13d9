import { Readable } from 'node:stream';
import type {
  Access,
  BodyOf,
  Endpoint,
  EndpointResult,
  HeadersOf,
  ParamsOf,
  QueryOf,
  RateLimitClass,
} from '@betogether/contracts/common/endpoint';
import { idempotencyKeyHeaderSchema } from '@betogether/contracts/common/idempotency.schemas';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuditScope, AuditWriter } from '../audit-scope';
import type { AuthGuard, Principal } from '../authentication';
import { AppError } from '../errors';
import { idempotencyKeyOf } from '../idempotency';
import type { RateLimitPolicy } from './rate-limits';
import { findUnsafeText } from './text-guard';

/** A downloaded file: CSV lines may stream. */
type FileAnswer = {
  body: Buffer | Readable | AsyncIterable<string>;
  fileName: string;
  /** Default `no-store`. */
  cacheControl?: string;
};

type HandlerInput<E extends Endpoint> = {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  headers: HeadersOf<E>;
  principal: E['access'] extends 'public' ? Principal | null : Principal;
  idempotencyKey: E['idempotent'] extends true ? string : undefined;
  audit: E['audit'] extends string ? AuditScope : undefined;
  /** The caller's address and browser, for sessions and logs. */
  client: { ip: string | null; userAgent: string | undefined };
  request: FastifyRequest;
  /** For extra headers; a handler that sends the answer itself returns `reply`. */
  reply: FastifyReply;
};

type HandlerOutput<E extends Endpoint> = E['answer'] extends 'csv' | 'pdf'
  ? FileAnswer
  : E['answer'] extends 'html'
    ? string
    : E['idempotent'] extends true
      ? EndpointResult<E> & { replayed: boolean }
      : EndpointResult<E>;

export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<HandlerOutput<E> | FastifyReply> | HandlerOutput<E> | FastifyReply;

type RouteKit = {
  /** Registers one declared endpoint with its handler. */
  <E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
  /** The module's own encapsulated scope (content-type parsers of its routes). */
  app: FastifyInstance;
};

/** A module's routes: one line per declared endpoint. */
export type Routes = (route: RouteKit) => void;

const fileTypes = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

function successStatus(endpoint: Endpoint): number {
  const statuses = Object.keys(endpoint.schemas.response ?? {}).map(Number);
  return statuses.length ? Math.min(...statuses) : 200;
}

function headersSchema(endpoint: Endpoint): z.ZodType | undefined {
  const declared = endpoint.schemas.headers as z.ZodObject | undefined;
  if (!endpoint.idempotent) return declared;
  return declared ? declared.extend(idempotencyKeyHeaderSchema.shape) : idempotencyKeyHeaderSchema;
}

/**
 * The safety net under every schema: a NUL or broken character in any path parameter, query or
 * body text is a 422 before validation, so no endpoint can hand one to the database (where NUL
 * fails the query: a 500). The shared `textSchema` says the same per field.
 */
const refuseUnsafeText: preValidationHookHandler = (request, _reply, done) => {
  const found =
    findUnsafeText(request.params, 'params') ??
    findUnsafeText(request.query, 'query') ??
    findUnsafeText(request.body, 'body');
  done(found ? new AppError('VALIDATION_FAILED', { errors: [found] }) : undefined);
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies are read as bytes and decoded strictly: invalid UTF-8 is a 422, not text silently
 * changed into replacement characters. Then Fastify's own parser (prototype poisoning refused).
 */
function refuseInvalidUtf8Json(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(
        new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'body', message: 'The body is not valid UTF-8 text', code: 'invalid_utf8' }],
        }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Registers endpoints declared in contracts: schemas, OpenAPI tags, security and operationId; the
 * access check in `onRequest` (401/403 before the body is read); the rate-limit class; the
 * idempotency key and replay header; the audit record; 204, file and page answers.
 */
export function createEndpointRouter(deps: {
  guard: AuthGuard;
  rateLimits: RateLimitPolicy;
  audit: AuditWriter;
  /** Outside production, an audited call that records nothing fails loudly. */
  strictAudit: boolean;
}) {
  const access: Record<Access, onRequestHookHandler[]> = {
    public: [],
    user: [deps.guard.user as onRequestHookHandler],
    partner: [deps.guard.role('partner', 'admin') as onRequestHookHandler],
    moderator: [deps.guard.role('moderator', 'admin') as onRequestHookHandler],
    admin: [deps.guard.role('admin') as onRequestHookHandler],
  };

  function options(endpoint: Endpoint, handler: Handler<Endpoint>): RouteOptions {
    const rateLimitClass: RateLimitClass = endpoint.rateLimit ?? 'read';
    const status = successStatus(endpoint);
    return {
      method: endpoint.method,
      url: endpoint.path,
      bodyLimit: endpoint.bodyLimit,
      // A copy per route: the rate-limit plugin appends this route's own limiter to the array.
      onRequest: [...access[endpoint.access]],
      preValidation: refuseUnsafeText,
      config: { rateLimit: deps.rateLimits.routeOptions(rateLimitClass) },
      // Only the keys that have a value: Fastify warns about a schema key given as undefined.
      schema: Object.fromEntries(
        Object.entries({
          operationId: endpoint.id,
          hide: endpoint.hidden,
          tags: [endpoint.feature],
          summary: endpoint.summary,
          description: endpoint.description,
          security: endpoint.access === 'public' ? undefined : [{ token: [] }],
          params: endpoint.schemas.params,
          querystring: endpoint.schemas.query,
          body: endpoint.schemas.body,
          headers: headersSchema(endpoint),
          response: endpoint.schemas.response,
        }).filter(([, value]) => value !== undefined),
      ),
      handler: async (request, reply) => {
        let recorded = false;
        const principal = request.principal;
        const action = endpoint.audit;
        const audit: AuditScope | undefined = action
          ? {
              record: async (tx, entry) => {
                if (!principal) throw new AppError('UNAUTHENTICATED');
                await deps.audit(tx, { ...entry, actorId: principal.userId, action });
                recorded = true;
              },
            }
          : undefined;
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          headers: request.headers as never,
          principal: principal as never,
          idempotencyKey: (endpoint.idempotent ? idempotencyKeyOf(request) : undefined) as never,
          audit: audit as never,
          client: { ip: request.ip ?? null, userAgent: request.headers['user-agent'] },
          request,
          reply,
        });
        // A Fastify reply is thenable: awaiting one that a handler returned gives its outcome, not itself.
        if (result === reply || reply.sent) return reply;
        let answer: unknown = result;
        let replayed = false;
        if (endpoint.idempotent && answer && typeof answer === 'object' && 'replayed' in answer) {
          const { replayed: again, ...rest } = answer as { replayed: boolean };
          replayed = again;
          answer = rest;
          if (replayed) reply.header('idempotent-replayed', 'true');
        }
        if (action && !recorded && !replayed) {
          request.log.error({ endpoint: endpoint.id }, 'audited call recorded no audit entry');
          if (deps.strictAudit) throw new AppError('INTERNAL');
        }
        if (endpoint.answer === 'csv' || endpoint.answer === 'pdf') {
          const file = answer as FileAnswer;
          const body =
            Buffer.isBuffer(file.body) || file.body instanceof Readable
              ? file.body
              : Readable.from(file.body);
          return reply
            .type(fileTypes[endpoint.answer])
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', file.cacheControl ?? 'no-store')
            .send(body);
        }
        if (endpoint.answer === 'html') return reply.type('text/html; charset=utf-8').send(answer);
        if (answer === undefined) return reply.status(204).send(null);
        return reply.status(status).send(answer);
      },
    };
  }

  return {
    /** A Fastify plugin registering a module's routes in their own scope. */
    plugin(routes: Routes): FastifyPluginAsync {
      return async (scope) => {
        refuseInvalidUtf8Json(scope);
        const app = scope.withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
        const route = (<E extends Endpoint>(endpoint: E, handler: Handler<E>) => {
          const route = options(endpoint, handler as unknown as Handler<Endpoint>);
          if (!endpoint.rawBody) {
            app.route(route);
            return;
          }
          // Signed webhooks: the exact bytes, in a scope of their own that parses nothing.
          app.register(async (raw) => {
            raw.removeAllContentTypeParsers();
            raw.addContentTypeParser(
              '*',
              { parseAs: 'buffer', bodyLimit: endpoint.bodyLimit ?? 64 * 1024 },
              (_request, body, done) => done(null, body),
            );
            raw.route(route);
          });
        }) as RouteKit;
        route.app = app;
        routes(route);
      };
    },
  };
}
