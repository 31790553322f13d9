import { generatedSecret } from '../../../platform/generated-secret';

/**
 * SANDBOX_WEBHOOK_SECRET when set; otherwise a secret generated on first start and kept in
 * `<dataDir>/secrets/sandbox-webhook-secret` (mode 0600), so restarts keep verifying the same way.
 * Several processes without a shared data directory must set the variable.
 */
export function resolveSandboxSecret(configured: string | undefined, dataDir: string): string {
  return configured || generatedSecret(dataDir, 'sandbox-webhook-secret', (text) => text.length >= 32);
}
