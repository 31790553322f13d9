import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_CHECKOUT_PATH } from './providers/sandbox-provider';
import type { SandboxService } from './sandbox.service';
import { pageLanguage, renderSandboxCheckoutPage } from './sandbox-page';

const params = z.object({ ref: z.string().regex(/^sbx_[A-Za-z0-9_-]{10,64}$/) });

/**
 * The sandbox provider's hosted checkout: public pages (like a provider's own site, no sign-in),
 * reachable only through the unguessable reference in the checkout URL.
 */
export function sandboxRoutes(service: SandboxService): FastifyPluginAsyncZod {
  const tags = ['payments sandbox'];
  return async (app) => {
    // A plain HTML form posts url-encoded fields; this plugin alone reads them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.get(`${SANDBOX_CHECKOUT_PATH}/:ref`, {
      schema: { tags, params },
      handler: async (request, reply) => {
        const purchase = await service.checkoutPage(request.params.ref);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderSandboxCheckoutPage(
              purchase,
              request.params.ref,
              pageLanguage(request.headers['accept-language']),
            ),
          );
      },
    });
    app.post(`${SANDBOX_CHECKOUT_PATH}/:ref`, {
      schema: { tags, params, body: z.object({ action: z.enum(['pay', 'decline', 'cancel']) }) },
      handler: async (request, reply) => {
        const { redirect } = await service.choose(request.params.ref, request.body.action);
        // Same-origin path: the CSP's form-action 'self' also covers where the form redirects.
        return reply.status(303).header('location', redirect).send();
      },
    });
  };
}
