import type { AddressInfo } from 'node:net';
import { paymentsErrors } from '@betogether/contracts/payments/payments.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
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

type Ports = {
  wallet: WalletPort;
  users: Pick<UsersService, 'getUser'>;
  /** This process's listening address: where the sandbox delivers its webhooks. */
  localAddress: () => AddressInfo | string | null;
  /** Replaces the sandbox's HTTP delivery (tests deliver through app.inject). */
  webhookSender?: WebhookSender | undefined;
};

/** Coin packs, purchases through the sandbox or Stripe, their webhooks, receipts and holds. */
export function createPaymentsModule(platform: Platform, ports: Ports) {
  const deps = {
    ...platform,
    ...ports,
    config: platform.config.payments,
    env: platform.config.env,
    publicUrl: platform.config.publicUrl,
    dataDir: platform.config.dataDir,
  };
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
  return defineModule({
    name: 'payments',
    errors: paymentsErrors,
    provider: provider.name,
    services: { packs, purchases, events, sandbox },
    routes: [
      coinPacksRoutes(packs),
      paymentsRoutes({ purchases, events, sandbox }),
      // The sandbox's own checkout pages exist only while it is the provider.
      ...(sandbox ? [sandboxRoutes(sandbox)] : []),
    ],
  });
}
