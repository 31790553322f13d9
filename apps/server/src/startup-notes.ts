import type { Config } from './config';

type Note = { level: 'info' | 'warn'; details: Record<string, unknown>; message: string };

/**
 * What start-up says about the choices the configuration made, so that whoever reads the first
 * lines of the log knows which payment provider takes money, which address mailed links use when
 * nobody said, and which developer tools are open.
 */
export function startupNotes(config: Config): Note[] {
  const notes: Note[] = [];
  const provider = config.payments.provider;
  notes.push(
    provider === 'sandbox' && config.env === 'production'
      ? {
          level: 'warn',
          details: { provider },
          message:
            'payment provider: sandbox (PAYMENTS_SANDBOX=true): buyers get coins without paying real money',
        }
      : {
          level: 'info',
          details: { provider },
          message:
            provider === 'sandbox'
              ? 'payment provider: sandbox (test payments, no real money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)'
              : 'payment provider: stripe',
        },
  );
  if (config.publicUrlAssumed)
    notes.push({
      level: config.env === 'production' ? 'warn' : 'info',
      details: { publicUrl: config.publicUrl },
      message: `PUBLIC_URL is not set: links in mails point to ${config.publicUrl} (set PUBLIC_URL to the address members use)`,
    });
  if (config.devTools)
    notes.push({
      level: 'warn',
      details: { devTools: true },
      message:
        'DEV_TOOLS=true: /dev/mail shows every mail the app sends (sign-in codes, reset links) to anyone who can reach this server',
    });
  if (config.apiDocs)
    notes.push({ level: 'info', details: { apiDocs: true }, message: 'API documentation at /api/docs' });
  if (config.trustProxy)
    notes.push({
      level: 'info',
      details: { trustProxy: config.trustProxy },
      message: 'X-Forwarded-For is believed from these proxies only',
    });
  return notes;
}
