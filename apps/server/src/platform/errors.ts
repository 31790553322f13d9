import {
  commonErrors,
  type ErrorCatalogue,
  type ErrorCode,
} from '@betogether/contracts/common/common.errors';
import type { FieldError, Problem } from '@betogether/contracts/common/problem.schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failedStatement, loggableError } from './loggable-error';

// Every stable error code of the API with its status and title, and which module declared it.
// Filled at start-up from each module's catalogue (AppModule.errors); the shared codes first.
const catalogue = new Map<string, { status: number; title: string; owner: string }>(
  Object.entries(commonErrors).map(([code, entry]) => [code, { ...entry, owner: 'common' }]),
);

/**
 * Adds a module's error codes. A code is declared by one module only: a second module declaring
 * it stops start-up (tests build many apps: the same module declaring its own codes again is fine).
 */
export function registerErrors(owner: string, errors: ErrorCatalogue): void {
  for (const [code, entry] of Object.entries(errors)) {
    const known = catalogue.get(code);
    if (known && known.owner !== owner)
      throw new Error(`error code ${code} is declared by both ${known.owner} and ${owner}`);
    catalogue.set(code, { ...entry, owner });
  }
}

function entryOf(code: string): { status: number; title: string } {
  return catalogue.get(code) ?? commonErrors.INTERNAL;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      detail?: string;
      errors?: FieldError[];
      retryAfterSeconds?: number;
      /** Extra response headers (e.g. the current `Upload-Offset` on a 409). */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.detail ?? entryOf(code).title);
    this.name = 'AppError';
  }
}

function problem(code: ErrorCode, requestId: string, extra: Partial<Problem> = {}): Problem {
  const { status, title } = entryOf(code);
  return {
    type: `https://betogether.app/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title,
    status,
    code,
    requestId,
    ...extra,
  };
}

/**
 * RFC 9457 problem+json for every error; 5xx details stay in the log. Must run before routes are
 * registered: plugins keep the error handler they were created with.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: Problem;
    if (error instanceof AppError) {
      body = problem(error.code, request.id, {
        detail: error.options.detail,
        errors: error.options.errors,
        retryAfterSeconds: error.options.retryAfterSeconds,
      });
      if (error.options.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.options.retryAfterSeconds));
      for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys =
          issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
        return {
          field: keys ? [path, keys.join(',')].filter(Boolean).join('.') : path,
          message: issue.message ?? 'Invalid value',
          code: issue.keyword,
        };
      });
      body = problem('VALIDATION_FAILED', request.id, { errors: dedupeFields(errors) });
    } else if (error.statusCode === 429) {
      const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
      body = problem('RATE_LIMITED', request.id, { retryAfterSeconds: retryAfter });
    } else if (error.statusCode === 413) {
      body = problem('PAYLOAD_TOO_LARGE', request.id);
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      body = problem(error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', request.id, {
        detail: error.message,
      });
    } else {
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      const statement = failedStatement(error);
      if (statement) request.log.debug({ statement }, 'the failed statement');
      body = problem('INTERNAL', request.id);
    }
    if (body.status >= 500 && error instanceof AppError) request.log.error({ err: error }, 'server error');
    reply.status(body.status).type('application/problem+json').send(body);
  });
}

/** Unknown routes: the web app's history fallback first, then a 404 problem. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  fallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return;
    reply
      .status(404)
      .type('application/problem+json')
      .send(
        problem('NOT_FOUND', request.id, {
          detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
        }),
      );
  });
}

function dedupeFields(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
