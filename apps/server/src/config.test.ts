import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './platform/config-slice';

/** 32 bytes in base64, as production requires for KYC documents. */
const TEST_KYC_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('answers the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.rateLimits).toEqual({ auth: 20, read: 300, write: 60, money: 10, webhook: 600 });
    expect(config.auth.sessionTtlDays).toBe(60);
    expect(config.trustProxy).toBe(false);
    expect(config.devTools).toBe(false);
    expect(config.apiDocs).toBe(true);
    expect(config.publicUrlAssumed).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it('reads the values it is given, and takes empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://betogether.example/',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      SMTP_URL: '',
      ADMIN_EMAIL: 'Boss@Example.TEST',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://betogether.example');
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(config.publicUrlAssumed).toBe(false);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toEqual({ email: 'boss@example.test', password: 'a-long-admin-password' });
  });

  it('reads each module’s own slice with its defaults', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({ sessionTtlDays: 60 });
    expect(config.feed).toEqual({ cacheSeconds: 60 });
    expect(config.media).toEqual({
      storageQuotaBytes: 2 * 1024 ** 3,
      videoTools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
      transcodes: os.availableParallelism(),
    });
    expect(config.wallet).toEqual({
      referralBonus: { referrerCoins: 100, newMemberCoins: 50, vestingDays: 7, dailyCap: 5, totalCap: 50 },
    });
    expect(config.payments.provider).toBe('sandbox');
    expect(loadConfig({ FEED_CACHE_SECONDS: '0', SESSION_TTL_DAYS: '7' })).toMatchObject({
      feed: { cacheSeconds: 0 },
      auth: { sessionTtlDays: 7 },
    });
  });

  it('names the bad variables of the server and of the modules in one message', () => {
    const error = errorOf(() =>
      loadConfig({
        PORT: 'x',
        FEED_CACHE_SECONDS: '-5',
        STRIPE_SECRET_KEY: 'pk_test',
        STORAGE_QUOTA_BYTES: '0',
      }),
    );
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['PORT', 'FEED_CACHE_SECONDS', 'STRIPE_SECRET_KEY', 'STORAGE_QUOTA_BYTES'])
      expect((error as Error).message).toContain(name);
  });

  it('throws a ConfigError naming PORT for a bad port', () => {
    for (const PORT of ['abc', '70000', '-1']) {
      const error = errorOf(() => loadConfig({ PORT }));
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^\s+PORT: /m);
    }
  });

  it('runs web and jobs apart only on PostgreSQL (the embedded database is one process)', () => {
    for (const PROCESS_ROLE of ['web', 'worker']) {
      const error = errorOf(() => loadConfig({ PROCESS_ROLE }));
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`PROCESS_ROLE: ${PROCESS_ROLE} needs DATABASE_URL`);
      const apart = loadConfig({ PROCESS_ROLE, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' });
      expect(apart.processRole).toBe(PROCESS_ROLE);
    }
    expect(loadConfig({}).processRole).toBe('all');
    expect(errorOf(() => loadConfig({ PROCESS_ROLE: 'both' }))).toBeInstanceOf(ConfigError);
  });

  it('names every bad variable at once', () => {
    const error = errorOf(() => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://db/app', LOG_LEVEL: 'loud' }));
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('throws when ADMIN_EMAIL is set without ADMIN_PASSWORD, or the other way round', () => {
    const noPassword = errorOf(() => loadConfig({ ADMIN_EMAIL: 'boss@example.test' }));
    expect(noPassword).toBeInstanceOf(ConfigError);
    expect((noPassword as Error).message).toContain('ADMIN_PASSWORD');
    expect(errorOf(() => loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' }))).toBeInstanceOf(
      ConfigError,
    );
  });

  it('throws in production without SMTP_URL, and accepts production with it', () => {
    const error = errorOf(() => loadConfig({ NODE_ENV: 'production' }));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('SMTP_URL');
    // The sandbox's consent and the KYC master key are missing too: one message names them all.
    expect((error as Error).message).toContain('PAYMENTS_SANDBOX');
    expect((error as Error).message).toContain('KYC_MASTER_KEY');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.test:587',
        PAYMENTS_SANDBOX: 'true',
        KYC_MASTER_KEY: TEST_KYC_MASTER_KEY,
      }).env,
    ).toBe('production');
  });
});

describe('safe defaults', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.test:587',
    PAYMENTS_SANDBOX: 'true',
    KYC_MASTER_KEY: TEST_KYC_MASTER_KEY,
  };

  it('keeps the dev tools off unless DEV_TOOLS=true, and refuses them in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(loadConfig({ ...production, DEV_TOOLS: 'false' }).devTools).toBe(false);
    const error = errorOf(() => loadConfig({ ...production, DEV_TOOLS: 'true' }));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^\s+DEV_TOOLS: refused when NODE_ENV=production/m);
  });

  it('shows the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('takes TRUST_PROXY as a list of addresses and CIDRs, false, or proxy-addr range names', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '192.168.1.10' }).trustProxy).toEqual(['192.168.1.10']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
    for (const TRUST_PROXY of ['10.0.0.0/33', 'proxy.example.test', '10.0.0.1/8/1', '::1/129', ',']) {
      const error = errorOf(() => loadConfig({ TRUST_PROXY }));
      expect(error, TRUST_PROXY).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^\s+TRUST_PROXY: not an address or CIDR/m);
    }
  });

  it('refuses TRUST_PROXY=true: it would believe any client’s X-Forwarded-For', () => {
    for (const TRUST_PROXY of ['true', '1']) {
      const error = errorOf(() => loadConfig({ TRUST_PROXY }));
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^\s+TRUST_PROXY: list the addresses or CIDRs/m);
    }
  });
});
