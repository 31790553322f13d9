import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createModules, type ModuleOptions } from './modules';
import { createAuthGuard } from './platform/authentication';
import { type Clock, systemClock } from './platform/clock';
import { registerErrors, registerNotFoundHandler } from './platform/errors';
import { createEndpointRouter } from './platform/http/endpoint-router';
import { createHttpServer } from './platform/http/http-server';
import { createRateLimitPolicy } from './platform/http/rate-limits';
import { createPlatform, type Platform } from './platform/platform';
import { registerWebApp } from './platform/web-app';

export type App = {
  app: FastifyInstance;
  platform: Platform;
  database: Platform['database'];
  jobs: Platform['jobs'];
  queue: Platform['queue'];
  mailer: Platform['mailer'];
  storage: Platform['storage'];
  realtime: Platform['realtime'];
  services: ReturnType<typeof createModules>['services'];
  /** Waits until the in-process jobs and the durable queue have nothing left to do (tests, scripts). */
  settle(): Promise<void>;
  /** Stops accepting, lets in-flight requests and jobs finish (durable ones up to 5 s), then closes the database. */
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
  /** Tests sharing one Redis give each app (or each group of apps) its own job queues. */
  queuePrefix?: string;
  /** Tests that look at what waits for a job (a stored original) keep this app from running them. */
  consumeJobs?: boolean;
  /** Replaces the sandbox payment provider's HTTP delivery of webhooks (e.g. through app.inject). */
  paymentWebhookSender?: ModuleOptions['paymentWebhookSender'];
};

/** The whole server: HTTP set-up, the platform, then every module of the module list, mounted in order. */
export async function buildApp(config: Config, overrides: Overrides = {}): Promise<App> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  const http = await createHttpServer(config, { redis, rateLimitNamespace: overrides.rateLimitNamespace });
  const { app } = http;
  const platform = await createPlatform(config, {
    clock: overrides.clock ?? systemClock,
    log: app.log,
    httpServer: app.server,
    redis,
    database: overrides.database,
    inMemoryDatabase: overrides.inMemoryDatabase,
    realtimeChannel: overrides.realtimeChannel ?? config.realtimeChannel,
    queuePrefix: overrides.queuePrefix,
  });
  const modules = createModules(platform, {
    localAddress: () => app.server.address(),
    paymentWebhookSender: overrides.paymentWebhookSender,
  });

  // Every call and every socket is authenticated by the auth module's token check.
  const resolveToken = (token: string) => modules.services.auth.resolveToken(token);
  platform.realtime.authenticateWith(resolveToken);
  const router = createEndpointRouter({
    guard: createAuthGuard(resolveToken),
    rateLimits: createRateLimitPolicy(config.rateLimits),
    audit: (tx, entry) => modules.services.audit.record(tx, entry),
    strictAudit: config.env !== 'production',
  });
  for (const module of modules.list) if (module.errors) registerErrors(module.name, module.errors);
  for (const module of modules.list) {
    // Each routes list in its own scope: its content-type parsers stay its own.
    for (const routes of module.routes ?? []) await app.register(router.plugin(routes));
    if (module.sockets) platform.realtime.handle(module.sockets);
  }
  // A web-only process sends jobs; a worker (or the default, both) also runs them.
  await platform.queue.start(
    modules.list.flatMap((module) => module.queues ?? []),
    { consume: config.processRole !== 'web' && overrides.consumeJobs !== false },
  );
  const fallback = overrides.serveWebApp === false ? null : await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, fallback);

  let closing: Promise<void> | undefined;
  return {
    app,
    platform,
    database: platform.database,
    jobs: platform.jobs,
    queue: platform.queue,
    mailer: platform.mailer,
    storage: platform.storage,
    realtime: platform.realtime,
    services: modules.services,
    async settle() {
      await platform.jobs.drain();
      if (config.processRole !== 'web' && overrides.consumeJobs !== false) await platform.queue.idle();
      await platform.jobs.drain();
    },
    close() {
      closing ??= (async () => {
        http.closing();
        await platform.realtime.close();
        await app.close();
        app.log.info('http closed, draining jobs');
        // Running jobs get a few seconds; those still running then run again after the restart.
        await platform.queue.stop(5000);
        await platform.jobs.drain();
        for (const module of [...modules.list].reverse()) await module.shutdown?.();
        platform.mailer.close();
        redis?.disconnect();
        if (!overrides.database) await platform.database.close();
        app.log.info('database closed');
      })();
      return closing;
    },
  };
}
