import path from 'node:path';
import { z } from 'zod';
import { moduleConfigs } from './modules';
import { ConfigError } from './platform/config-slice';
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
 * The server's own environment variables, with their defaults; each module adds its own slice
 * (`<domain>.config.ts`, listed in modules.ts). `.env.example` and the README list them all; a
 * bad value stops start-up with a message that names the variable.
 */
const platformVariables = {
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
  RATE_LIMIT_READ_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WRITE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_MONEY_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WEBHOOK_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
};

type ModuleConfigs = {
  [K in keyof typeof moduleConfigs]: ReturnType<(typeof moduleConfigs)[K]['read']>;
};

const envSchema = z.object(
  Object.assign({}, platformVariables, ...Object.values(moduleConfigs).map((slice) => slice.variables)),
) as unknown as z.ZodObject<typeof platformVariables>;

export type Config = ModuleConfigs & {
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
  /** Calls per minute and route, per rate-limit class (README: "Rate limits"). */
  rateLimits: { auth: number; read: number; write: number; money: number; webhook: number };
  admin: { email: string; password: string } | undefined;
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
  const modules = Object.fromEntries(
    Object.entries(moduleConfigs).map(([name, slice]) => [name, slice.read(parsed.data as never)]),
  ) as ModuleConfigs;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
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
    ...modules,
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
    rateLimits: {
      auth: e.RATE_LIMIT_AUTH_PER_MINUTE,
      read: e.RATE_LIMIT_READ_PER_MINUTE,
      write: e.RATE_LIMIT_WRITE_PER_MINUTE,
      money: e.RATE_LIMIT_MONEY_PER_MINUTE,
      webhook: e.RATE_LIMIT_WEBHOOK_PER_MINUTE,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
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
