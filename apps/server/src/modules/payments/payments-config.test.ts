import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { ConfigError } from '../../platform/config-slice';
import { resolveSandboxSecret } from './providers/sandbox-secret';

describe('payments configuration', () => {
  it('uses the sandbox by default, with a 1 s webhook delay and BeTogether as seller', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'sandbox',
      stripe: undefined,
      sandboxWebhookSecret: undefined,
      sandboxWebhookDelayMs: 1000,
      receiptSeller: 'BeTogether',
    });
  });

  it('switches to Stripe when both Stripe variables are set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(config.payments.provider).toBe('stripe');
    expect(config.payments.stripe).toEqual({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc' });
  });

  it('refuses one Stripe variable without the other, and values of the wrong kind', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_DELAY_MS: '-1' })).toThrow(/SANDBOX_WEBHOOK_DELAY_MS/);
  });
});

describe('the sandbox in production', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.test:587',
    KYC_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  };

  it('is refused unless PAYMENTS_SANDBOX=true, with a message naming the variable', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENTS_SANDBOX/);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'false' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).payments.provider).toBe('sandbox');
  });

  it('needs no consent with Stripe, nor outside production', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig({ ...production, ...stripe }).payments.provider).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('sandbox');
  });

  it('refuses PAYMENTS_SANDBOX=true beside the Stripe variables (which provider was meant?)', () => {
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PAYMENTS_SANDBOX: 'true',
      }),
    ).toThrow(/PAYMENTS_SANDBOX/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
  });
});

describe('resolveSandboxSecret', () => {
  it('prefers the configured secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-secret-'));
    expect(resolveSandboxSecret('configured-secret-of-32-characters-xx', dir)).toBe(
      'configured-secret-of-32-characters-xx',
    );
    expect(fs.existsSync(path.join(dir, 'secrets'))).toBe(false);
  });

  it('generates one secret on first start, private to the owner, and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-secret-'));
    const first = resolveSandboxSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'secrets', 'sandbox-webhook-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSandboxSecret(undefined, dir)).toBe(first);
    expect(resolveSandboxSecret(undefined, fs.mkdtempSync(path.join(os.tmpdir(), 'bt-secret-')))).not.toBe(
      first,
    );
  });
});
