import { randomBytes } from 'node:crypto';
import { purchaseFailureCodeSchema } from '@betogether/contracts/payments/payments.schemas';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { PaymentProviderDriver, WebhookHeaders } from './payment-provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

/** The body the sandbox posts to `/api/payments/webhooks/sandbox`. */
const sandboxEventSchema = z.object({
  id: z.string().regex(/^evt_sbx_[A-Za-z0-9_-]{10,64}$/),
  type: z.enum(['paid', 'failed', 'canceled', 'refunded', 'charged_back']),
  providerRef: z.string().regex(/^sbx_[A-Za-z0-9_-]{10,64}$/),
  failureCode: purchaseFailureCodeSchema.optional(),
  reason: z.string().max(500).optional(),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The built-in provider: checkout pages served by our own server (sandbox.routes.ts), and webhooks
 * signed with HMAC-SHA256 like a real provider's. Its checkout link is a path, not an address: the
 * buyer stays on the site they are on (http://127.0.0.1:3000 and http://localhost:3000 keep
 * separate sign-ins), and the page sends them back with a path too.
 */
export function createSandboxProvider(deps: {
  secret: string;
  clock: Clock;
}): PaymentProviderDriver & { sign(event: SandboxEvent): { body: string; headers: Record<string, string> } } {
  return {
    name: 'sandbox',
    async createCheckout() {
      const providerRef = `sbx_${randomBytes(18).toString('base64url')}`;
      return { providerRef, url: `${SANDBOX_CHECKOUT_PATH}/${providerRef}` };
    },
    async cancelCheckout() {
      // The sandbox keeps no session of its own: the purchase's status is the whole state.
      return true;
    },
    async verifyWebhook(rawBody, headers) {
      if (
        !verifySandboxSignature(
          deps.secret,
          rawBody,
          header(headers, SANDBOX_SIGNATURE_HEADER),
          deps.clock.now(),
        )
      )
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('WEBHOOK_PAYLOAD_INVALID');
      }
      const parsed = sandboxEventSchema.safeParse(json);
      if (!parsed.success) throw new AppError('WEBHOOK_PAYLOAD_INVALID');
      return parsed.data;
    },
    sign(event) {
      const body = JSON.stringify(event);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(deps.secret, body, deps.clock.now()),
        },
      };
    },
  };
}

export function newSandboxEventId(): string {
  return `evt_sbx_${randomBytes(18).toString('base64url')}`;
}
