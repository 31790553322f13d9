import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { registerErrorHandler } from '../errors';
import { serializeRequest } from '../logger';

// A host as browsers send it: a name or IPv4 address, or a bracketed IPv6 address, and a port.
const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The realtime socket of the site the member is on: ws and wss of the request's own host, never
 * any other (CSP3 lets 'self' match them, older browsers need them named). A Host header that is
 * not a plain host adds nothing: it must not write into the policy.
 */
function socketOrigins(request: { headers: { host?: string | undefined } }): string {
  const host = request.headers.host ?? '';
  return HOST_HEADER.test(host) ? `ws://${host} wss://${host}` : '';
}

// The app's own pages pass this policy; MUI (emotion) injects <style> tags, hence 'unsafe-inline' for styles only.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socketOrigins],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * The HTTP server with everything that is not a module: zod validation and serialisation,
 * problem+json errors, request ids, security headers (CSP, helmet), the rate-limit store (Redis
 * when given), OpenAPI and its page at /api/docs. `closing()` makes answers close their
 * keep-alive connection, so a graceful shutdown does not wait for idle browsers.
 */
export async function createHttpServer(
  config: Config,
  options: {
    redis: Redis | null;
    rateLimitNamespace?: string | undefined;
    /** Where the log goes (stdout by default; tests read it). */
    logStream?: { write(line: string): void } | undefined;
  },
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Reset tokens and signed file links must never reach the log (logger.ts).
      serializers: { req: serializeRequest as never },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 256 * 1024,
    // Path parameters carry search texts (100 characters, percent-encoded up to 12 bytes each).
    routerOptions: { maxParamLength: 1200 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  registerErrorHandler(app);
  let shuttingDown = false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // During shutdown, a keep-alive connection closes after its answer, or close() would wait for it.
    if (shuttingDown) reply.header('connection', 'close');
  });

  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis, nameSpace: options.rateLimitNamespace ?? 'betogether-rl:' }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Rate limit exceeded, retry in ${context.after}`) as Error & {
        statusCode: number;
      };
      error.statusCode = 429;
      return error;
    },
  });
  // The API's description is for its developers: off in production unless API_DOCS=true.
  if (config.apiDocs) await registerApiDocs(app as unknown as FastifyInstance);

  return {
    app: app as unknown as FastifyInstance,
    closing() {
      shuttingDown = true;
    },
  };
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BeTogether API',
        version: '1.0.0',
        description: 'Every call of the BeTogether web app.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI's own page: its scripts are files, its styles partly inline; no forced https.
    transformStaticCSP: () =>
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
  });
}
