import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import type { UsersService } from '../users/users.service';
import { coinPacksRoutes } from './coin-packs.routes';
import { createCoinPacksService } from './coin-packs.service';
import { createPaymentEventsService } from './payment-events.service';
import { paymentsRoutes } from './payments.routes';
import type { PaymentProviderDriver } from './providers/payment-provider';
import { createSandboxProvider } from './providers/sandbox-provider';
import { resolveSandboxSecret } from './providers/sandbox-secret';
import { createStripeProvider } from './providers/stripe-provider';
import { createHttpWebhookSender, type WebhookSender } from './providers/webhook-sender';
import { createPurchasesService } from './purchases.service';
import { sandboxRoutes } from './sandbox.routes';
import { createSandboxService } from './sandbox.service';
import type { WalletPort } from './wallet-port';

type Deps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  realtime: Pick<Realtime, 'emitToUsers'>;
  log: FastifyBaseLogger;
  wallet: WalletPort;
  users: Pick<UsersService, 'getUser'>;
  config: Config['payments'];
  env: Config['env'];
  publicUrl: string;
  dataDir: string;
  /** This process's listening address: where the sandbox delivers its webhooks. */
  localAddress: () => AddressInfo | string | null;
  /** Replaces the sandbox's HTTP delivery (tests deliver through app.inject). */
  webhookSender?: WebhookSender | undefined;
};

export function createPaymentsModule(deps: Deps) {
  const { db, clock, config } = deps;
  const packs = createCoinPacksService({ db, clock });
  if (config.provider === 'sandbox' && deps.env === 'production')
    deps.log.warn(
      'coin purchases use the sandbox provider: buyers can pay without money. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  const sandboxProvider =
    config.provider === 'sandbox'
      ? createSandboxProvider({
          secret: resolveSandboxSecret(config.sandboxWebhookSecret, deps.dataDir),
          publicUrl: deps.publicUrl,
          clock,
        })
      : null;
  const provider: PaymentProviderDriver =
    sandboxProvider ??
    createStripeProvider({
      secretKey: config.stripe?.secretKey ?? '',
      webhookSecret: config.stripe?.webhookSecret ?? '',
      now: () => clock.now(),
    });
  const purchases = createPurchasesService({
    db,
    clock,
    wallet: deps.wallet,
    users: deps.users,
    packs,
    realtime: deps.realtime,
    provider,
    publicUrl: deps.publicUrl,
    receiptSeller: config.receiptSeller,
    log: deps.log,
  });
  const events = createPaymentEventsService({
    db,
    clock,
    wallet: deps.wallet,
    realtime: deps.realtime,
    provider,
  });
  const sandbox = sandboxProvider
    ? createSandboxService({
        db,
        jobs: deps.jobs,
        sandbox: sandboxProvider,
        send:
          deps.webhookSender ??
          createHttpWebhookSender({ localAddress: deps.localAddress, publicUrl: deps.publicUrl }),
        delayMs: config.sandboxWebhookDelayMs,
        log: deps.log,
      })
    : null;
  return {
    provider: provider.name,
    services: { packs, purchases, events, sandbox },
    routes: (guard: AuthGuard) => async (app: Parameters<ReturnType<typeof paymentsRoutes>>[0]) => {
      await app.register(coinPacksRoutes(packs, guard));
      await app.register(paymentsRoutes({ purchases, events, sandbox }, guard));
      if (sandbox) await app.register(sandboxRoutes(sandbox));
    },
  };
}
