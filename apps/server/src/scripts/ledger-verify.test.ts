import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');

/** `npm run ledger:verify` as the server workspace runs it, on a PGlite data directory. */
function verify(dataDir: string, args: string[] = []) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/ledger-verify.ts', ...args], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function onDatabase(dataDir: string, statements: ReturnType<typeof sql>[]) {
  const database = await openDatabase({ dataDir });
  try {
    for (const statement of statements) await database.db.execute(statement);
  } finally {
    await database.close();
  }
}

describe('npm run ledger:verify', () => {
  it('exits 0 on a sound ledger and 1 with a report when a balance was changed behind its back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-ledger-verify-'));
    const userId = crypto.randomUUID();
    const lines = JSON.stringify([
      { u: userId, p: null, c: 25 },
      { u: null, p: 'promotions', c: -25 },
    ]);
    await onDatabase(dataDir, [
      sql`insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country, referral_code, terms_accepted_at)
          values (${userId}, 'verify@example.test', 'verify', 'x', 'Vera', 'Fy', '1990-01-01', 'FR', 'verify01', now())`,
      sql`select ledger_post('welcome', 'h', 'referral_bonus', 'Welcome', '{}'::jsonb, null, null, now(), ${lines}::jsonb)`,
    ]);

    const sound = await verify(dataDir);
    expect(sound.output).toContain('Ledger: 1 transactions, 2 entries, 2 accounts');
    expect(sound.output).toContain('Members hold 25 coins, escrows 0; platform accounts: promotions -25');
    expect(sound.output).toContain('OK: every check passed.');
    expect(sound.code).toBe(0);

    await onDatabase(dataDir, [sql`update ledger_accounts set balance = 40 where user_id = ${userId}`]);
    const broken = await verify(dataDir, ['--json']);
    expect(broken.code).toBe(1);
    const report = JSON.parse(broken.output);
    expect(report.ok).toBe(false);
    expect(report.anomalies.map((a: { check: string }) => a.check)).toEqual([
      'member or escrow balance differs from the sum of its entries',
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
