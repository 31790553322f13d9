import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './server-root';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}://`)),
      `must start with ${protocols.join(':// or ')}://`,
    );

/**
 * Every environment variable the server reads, with its default. `.env.example` and the README
 * list the same; a bad value stops start-up with a message that names the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().default('BeTogether <no-reply@betogether.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./apps/web/dist'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  FEED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  REFERRAL_BONUS_REFERRER_COINS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  REFERRAL_BONUS_NEW_MEMBER_COINS: z.coerce.number().int().min(0).max(1_000_000).default(50),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').max(256).optional(),
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  RECEIPT_SELLER: z.string().trim().min(1).max(300).default('BeTogether'),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  rateLimitAuthPerMinute: number;
  sessionTtlDays: number;
  /** How long a home feed page's keys are reused without a change (0: no cache). */
  feedCacheSeconds: number;
  admin: { email: string; password: string } | undefined;
  /** Coins the referrer and the new member each receive when a referred member verifies their email (0: none). */
  referralBonus: { referrerCoins: number; newMemberCoins: number };
  storageQuotaBytes: number;
  payments: {
    /** Derived: stripe when both Stripe variables are set, else the built-in sandbox. */
    provider: 'sandbox' | 'stripe';
    stripe: { secretKey: string; webhookSecret: string } | undefined;
    /** Unset: generated once and kept in `<dataDir>/secrets/sandbox-webhook-secret`. */
    sandboxWebhookSecret: string | undefined;
    sandboxWebhookDelayMs: number;
    /** Seller name (and address lines, separated by `|`) printed on receipts. */
    receiptSeller: string;
  };
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    );
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production (mail must really leave)',
    );
  }
  // Relative paths are read from the repository root, whichever folder npm ran the script in.
  const repoRoot = path.resolve(serverRoot, '..', '..');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    feedCacheSeconds: e.FEED_CACHE_SECONDS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    referralBonus: {
      referrerCoins: e.REFERRAL_BONUS_REFERRER_COINS,
      newMemberCoins: e.REFERRAL_BONUS_NEW_MEMBER_COINS,
    },
    storageQuotaBytes: e.STORAGE_QUOTA_BYTES,
    payments: {
      provider: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'sandbox',
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
          : undefined,
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
      receiptSeller: e.RECEIPT_SELLER,
    },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  };
}
