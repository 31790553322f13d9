import { isIP } from 'node:net';
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

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0 || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The reverse proxies whose `X-Forwarded-For` is believed: `false`, or a comma-separated list of
 * addresses and CIDRs. `true` is refused: it would take any client's word for its own address,
 * and with it a fresh rate-limit bucket per made-up address (docs/decisions.md, Hardening).
 */
const trustProxy = z.string().transform((value, ctx): false | string[] => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') {
    ctx.addIssue({
      code: 'custom',
      message:
        'list the addresses or CIDRs of your reverse proxies, comma separated (e.g. 127.0.0.1 or 10.0.0.0/8); true would believe any client that sends X-Forwarded-For',
    });
    return z.NEVER;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an address or CIDR: ${bad.join(', ') || value} (false, or e.g. 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  return entries;
});

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
  REALTIME_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, -, _ and :')
    .default('betogether-io'),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().default('BeTogether <no-reply@betogether.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./apps/web/dist'),
  TRUST_PROXY: trustProxy.default(false),
  // Off unless asked for; refused in production (the outbox shows every code and reset link).
  DEV_TOOLS: bool.default(false),
  // Swagger UI and the OpenAPI document: on outside production unless false, off in production unless true.
  API_DOCS: bool.optional(),
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
  // all: HTTP and the job consumers; web: HTTP only; worker: the consumers only (`npm run worker`).
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  JOB_STALLED_AFTER_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
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
  /** PUBLIC_URL was not set: `publicUrl` is a guess (logged at start-up). */
  publicUrlAssumed: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The Redis pub/sub channel Socket.IO processes of one deployment share (REALTIME_CHANNEL). */
  realtimeChannel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDistDir: string;
  /** Addresses and CIDRs of the reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: false | string[];
  /** The outbox pages and the upload sink (`/dev/…`). */
  devTools: boolean;
  /** Swagger UI at /api/docs and its OpenAPI document. */
  apiDocs: boolean;
  /** Calls per minute and route, per rate-limit class (README: "Rate limits"). */
  rateLimits: { auth: number; read: number; write: number; money: number; webhook: number };
  admin: { email: string; password: string } | undefined;
  /** Whether this process answers HTTP, runs the durable jobs, or both. */
  processRole: 'all' | 'web' | 'worker';
  /** A job whose process stops showing signs of life this long runs again elsewhere. */
  jobStalledAfterSeconds: number;
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
  // Rules across variables, the modules' and the server's, all named in one message.
  const problems: string[] = [];
  const modules = Object.fromEntries(
    Object.entries(moduleConfigs).map(([name, slice]) => {
      try {
        return [name, slice.read(parsed.data as never, { nodeEnv: e.NODE_ENV })];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problems.push(...error.message.split('\n').slice(1));
        return [name, undefined];
      }
    }),
  ) as ModuleConfigs;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined))
    problems.push('  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET');
  if (e.NODE_ENV === 'production' && !e.SMTP_URL)
    problems.push('  SMTP_URL: required when NODE_ENV=production (mail must really leave)');
  if (e.NODE_ENV === 'production' && e.DEV_TOOLS)
    problems.push(
      '  DEV_TOOLS: refused when NODE_ENV=production (/dev/mail shows every sign-in code and reset link)',
    );
  if (e.PROCESS_ROLE !== 'all' && !e.DATABASE_URL)
    problems.push(
      `  PROCESS_ROLE: ${e.PROCESS_ROLE} needs DATABASE_URL (the embedded database is opened by one process only, so it runs web and jobs together)`,
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  // Relative paths are read from the repository root, whichever folder npm ran the script in.
  const repoRoot = path.resolve(serverRoot, '..', '..');
  return {
    ...modules,
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlAssumed: e.PUBLIC_URL === undefined,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    realtimeChannel: e.REALTIME_CHANNEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    devTools: e.DEV_TOOLS,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
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
    processRole: e.PROCESS_ROLE,
    jobStalledAfterSeconds: e.JOB_STALLED_AFTER_SECONDS,
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
