import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupNotes } from './startup-notes';

const messages = (env: Record<string, string>) => startupNotes(loadConfig(env)).map((note) => note.message);

describe('startupNotes', () => {
  it('says which payment provider is active', () => {
    expect(messages({})).toContain(
      'payment provider: sandbox (test payments, no real money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)',
    );
    expect(messages({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toContain(
      'payment provider: stripe',
    );
    const production = startupNotes(
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.test:587',
        PAYMENTS_SANDBOX: 'true',
        KYC_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
        PUBLIC_URL: 'https://betogether.example',
      }),
    );
    expect(production).toContainEqual({
      level: 'warn',
      details: { provider: 'sandbox' },
      message:
        'payment provider: sandbox (PAYMENTS_SANDBOX=true): buyers get coins without paying real money',
    });
  });

  it('says what it assumed when PUBLIC_URL is not set, and nothing when it is', () => {
    expect(startupNotes(loadConfig({ PORT: '3100' }))).toContainEqual({
      level: 'info',
      details: { publicUrl: 'http://localhost:3100' },
      message:
        'PUBLIC_URL is not set: links in mails point to http://localhost:3100 (set PUBLIC_URL to the address members use)',
    });
    expect(messages({ PUBLIC_URL: 'https://betogether.example' }).join('\n')).not.toContain('PUBLIC_URL');
  });

  it('warns that the dev tools are open, and names the trusted proxies', () => {
    expect(messages({}).join('\n')).not.toContain('DEV_TOOLS');
    expect(startupNotes(loadConfig({ DEV_TOOLS: 'true' }))).toContainEqual(
      expect.objectContaining({ level: 'warn', details: { devTools: true } }),
    );
    expect(startupNotes(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }))).toContainEqual(
      expect.objectContaining({ details: { trustProxy: ['10.0.0.0/8'] } }),
    );
  });
});
