import { paymentsSandboxEndpoints as e } from '@betogether/contracts/payments/payments.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { SandboxService } from './sandbox.service';
import { pageLanguage, renderSandboxCheckoutPage } from './sandbox-page';

/**
 * The sandbox provider's hosted checkout: public pages (like a provider's own site, no sign-in),
 * reachable only through the unguessable reference in the checkout URL.
 */
export function sandboxRoutes(service: SandboxService): Routes {
  return (route) => {
    // A plain HTML form posts url-encoded fields: read them (1 KB is plenty for one button's value).
    route.app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The page shows the purchase's current status: never from a cache.
    route(e.page, async ({ params, request, reply }) => {
      const purchase = await service.checkoutPage(params.ref);
      reply.header('cache-control', 'no-store');
      return renderSandboxCheckoutPage(
        purchase,
        params.ref,
        pageLanguage(request.headers['accept-language']),
      );
    });
    route(e.choose, async ({ params, body, reply }) => {
      const { redirect } = await service.choose(params.ref, body.action);
      // Same-origin path: the CSP's form-action 'self' also covers where the form redirects.
      return reply.status(303).header('location', redirect).send();
    });
  };
}
