import { paymentsEndpoints as e } from '@betogether/contracts/payments/payments.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { PaymentEventsService } from './payment-events.service';
import type { PurchasesService } from './purchases.service';
import type { SandboxService } from './sandbox.service';

export function paymentsRoutes(services: {
  purchases: PurchasesService;
  events: PaymentEventsService;
  sandbox: SandboxService | null;
}): Routes {
  const { purchases, events, sandbox } = services;
  return (route) => {
    route(e.status, ({ principal }) => purchases.status(principal.userId));
    route(e.checkout, ({ principal, body, idempotencyKey }) =>
      purchases.checkout(principal.userId, body.packId, idempotencyKey),
    );
    route(e.purchases, ({ principal, query }) => purchases.list(principal.userId, query));
    route(e.purchase, ({ principal, params }) => purchases.get(principal.userId, params.id));
    route(e.cancelPurchase, ({ principal, params }) => purchases.cancel(principal.userId, params.id));
    // The receipt names the buyer: no shared cache may keep it.
    route(e.receipt, async ({ principal, params }) => {
      const { pdf, fileName } = await purchases.receipt(principal.userId, params.id);
      return { body: pdf, fileName, cacheControl: 'private, no-store' };
    });

    route(e.adminPurchases, ({ query }) => purchases.adminList(query));
    route(e.holds, async () => ({ items: await purchases.openHolds() }));
    // A 204 call: `void` turns the service's Promise<void> into the `undefined` the router answers as 204.
    route(
      e.releaseHold,
      async ({ principal, params, audit }) =>
        void (await purchases.releaseHold(params.userId, principal.userId, audit)),
    );
    // Only the sandbox can be told to refund or charge back: with Stripe the route does not exist.
    if (sandbox)
      route(e.sandboxReversal, ({ params, body, audit }) => sandbox.reverse(params.id, body.kind, audit));

    // Providers sign the exact bytes they send: the declaration keeps the body as a Buffer.
    route(e.webhook, ({ params, body, request }) =>
      events.handleWebhook(params.provider, Buffer.isBuffer(body) ? body : Buffer.alloc(0), request.headers),
    );
  };
}
