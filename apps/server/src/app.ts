import path from 'node:path';
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
import { Redis } from 'ioredis';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { createAdminModule } from './modules/admin/admin.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createAuthModule } from './modules/auth/auth.module';
import { createFeedModule } from './modules/feed/feed.module';
import { createFeedCache } from './modules/feed/feed-cache';
import { createFriendsModule } from './modules/friends/friends.module';
import { createMediaModule } from './modules/media/media.module';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createPaymentsModule } from './modules/payments/payments.module';
import type { WebhookSender } from './modules/payments/providers/webhook-sender';
import { createPostsModule } from './modules/posts/posts.module';
import { createSearchModule } from './modules/search/search.module';
import { systemRoutes } from './modules/system/system.routes';
import { createUsersModule } from './modules/users/users.module';
import { createWalletModule } from './modules/wallet/wallet.module';
import { createAuthGuard } from './platform/authentication';
import { type Clock, systemClock } from './platform/clock';
import { registerErrorHandler, registerNotFoundHandler } from './platform/errors';
import { createJobs, type Jobs } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mailer';
import { createRealtime, type Realtime } from './platform/realtime';
import { createLocalStorage } from './platform/storage/local-storage';
import { createS3Storage } from './platform/storage/s3-storage';
import type { StorageDriver } from './platform/storage/storage-driver';
import { registerWebApp } from './platform/web-app';

export type App = {
  app: FastifyInstance;
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  storage: StorageDriver;
  services: {
    auth: ReturnType<typeof createAuthModule>['service'];
    media: ReturnType<typeof createMediaModule>['service'];
    notifications: ReturnType<typeof createNotificationsModule>['service'];
    wallet: ReturnType<typeof createWalletModule>['service'];
    audit: ReturnType<typeof createAuditModule>['service'];
  };
  realtime: Realtime;
  /** Stops accepting, lets in-flight requests and queued jobs finish, then closes the database. */
  close(): Promise<void>;
};

type Overrides = {
  clock?: Clock;
  database?: Database;
  inMemoryDatabase?: boolean;
  serveWebApp?: boolean;
  /** Tests give each app its own rate-limit counters, also when they share one Redis. */
  rateLimitNamespace?: string;
  /** Tests sharing one Redis give each group of apps its own realtime channel. */
  realtimeChannel?: string;
  /** Replaces the sandbox payment provider's HTTP delivery of webhooks (e.g. through app.inject). */
  paymentWebhookSender?: WebhookSender;
};

// The app's own pages pass this policy; MUI (emotion) injects <style> tags, hence 'unsafe-inline' for styles only.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp(config: Config, overrides: Overrides = {}): Promise<App> {
  const clock = overrides.clock ?? systemClock;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
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

  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: overrides.inMemoryDatabase ? undefined : config.dataDir,
    }));
  const jobs = createJobs(app.log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'mail'),
  });
  const storage: StorageDriver = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'storage'));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;

  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: overrides.rateLimitNamespace ?? 'betogether-rl:' } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Rate limit exceeded, retry in ${context.after}`) as Error & {
        statusCode: number;
      };
      error.statusCode = 429;
      return error;
    },
  });
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

  const media = createMediaModule({
    db: database.db,
    clock,
    storage,
    jobs,
    log: app.log,
    quotaBytes: config.storageQuotaBytes,
  });
  const users = createUsersModule({ db: database.db, media: media.service });
  const realtime = createRealtime({
    server: app.server,
    // Called per connection, after `auth` below exists.
    resolveToken: (token) => auth.service.resolveToken(token),
    redisUrl: config.redisUrl,
    channel: overrides.realtimeChannel,
    log: app.log,
  });
  const auth = createAuthModule({
    db: database.db,
    clock,
    mailer,
    jobs,
    users: users.service,
    sessions: { ended: realtime.sessionsEnded },
    // Called on a first email verification, after `wallet` below exists.
    emailVerified: (tx, event) => wallet.referralBonus.onEmailVerified(tx, event),
    publicUrl: config.publicUrl,
    sessionTtlDays: config.sessionTtlDays,
  });
  const admin = createAdminModule({ clock, users: users.service, auth: auth.service });
  const audit = createAuditModule({ db: database.db, clock });
  const wallet = createWalletModule({
    db: database.db,
    clock,
    realtime,
    log: app.log,
    users: users.service,
    audit: audit.service,
    publicUrl: config.publicUrl,
    referral: config.referralBonus,
  });
  const payments = createPaymentsModule({
    db: database.db,
    clock,
    jobs,
    realtime,
    log: app.log,
    wallet: wallet.service,
    users: users.service,
    config: config.payments,
    env: config.env,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    localAddress: () => app.server.address(),
    webhookSender: overrides.paymentWebhookSender,
  });
  const guard = createAuthGuard((token) => auth.service.resolveToken(token));
  const notifications = createNotificationsModule({ db: database.db, clock, realtime, log: app.log });
  // Social modules (friends, posts, feed, search) are created here, after notifications.
  // Told by friends and posts whose home feeds changed; read by the feed.
  const feedCache = createFeedCache({ clock, realtime, ttlMs: config.feedCacheSeconds * 1000 });
  const friends = createFriendsModule({
    db: database.db,
    clock,
    notifications: notifications.service,
    feed: feedCache,
  });
  const posts = createPostsModule({
    db: database.db,
    clock,
    media: media.service,
    notifications: notifications.service,
    realtime,
    feed: feedCache,
  });
  const feed = createFeedModule({ db: database.db, posts: posts.service, cache: feedCache });
  const search = createSearchModule({ db: database.db, clock, posts: posts.service });
  const authLimit = { max: config.rateLimitAuthPerMinute, timeWindow: 60_000 };

  await app.register(
    systemRoutes({
      ping: database.ping,
      databaseKind: database.kind,
      mailer,
      devTools: config.env !== 'production',
    }),
  );
  await app.register(auth.routes(guard, authLimit));
  await app.register(users.routes(guard));
  await app.register(admin.routes(guard));
  await app.register(audit.routes(guard));
  await app.register(wallet.routes(guard));
  await app.register(payments.routes(guard));
  await app.register(media.routes(guard));
  await app.register(notifications.routes(guard));
  await app.register(friends.routes(guard));
  await app.register(search.routes(guard));
  await app.register(posts.routes(guard));
  await app.register(feed.routes(guard));
  const fallback = overrides.serveWebApp === false ? null : await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, fallback);

  // Upload sessions expire after 24 hours: their parts are cleaned every 10 minutes.
  const cleanup = setInterval(
    () => jobs.run('upload-cleanup', async () => void (await media.service.cleanExpiredUploads())),
    600_000,
  );
  cleanup.unref();

  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    jobs,
    mailer,
    storage,
    services: {
      auth: auth.service,
      media: media.service,
      notifications: notifications.service,
      wallet: wallet.service,
      audit: audit.service,
    },
    realtime,
    close() {
      closing ??= (async () => {
        shuttingDown = true;
        clearInterval(cleanup);
        await realtime.close();
        await app.close();
        app.log.info('http closed, draining jobs');
        await jobs.drain();
        mailer.close();
        redis?.disconnect();
        if (!overrides.database) await database.close();
        app.log.info('database closed');
      })();
      return closing;
    },
  };
}
