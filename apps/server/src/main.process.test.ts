import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function start(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  // Node itself (with tsx as a loader), as `node dist/main.js` runs in production: no wrapper process in between.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// Cold start on a busy CI machine (tsx transpiling every module, 30+ migrations on PGlite, other
// test files running beside it) has taken more than 30 s: wait up to 120 s, stop at once if the
// process exits, and say what it printed.
async function waitReady(server: ReturnType<typeof start>, port: number): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode} before it was ready:\n${server.output()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready in 120 s:\n${server.output()}`);
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process (PGlite in a data directory)', () => {
  it('refuses a second process on the same data, shuts down cleanly on SIGTERM, and keeps its data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-process-'));
    const port = 3400 + Math.floor(Math.random() * 300);
    const first = start(dataDir, port, {
      ADMIN_EMAIL: 'boss@example.test',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    await waitReady(first, port);
    expect(fs.existsSync(path.join(dataDir, 'betogether.lock'))).toBe(true);

    const second = start(dataDir, port + 1);
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain('in use by another BeTogether process');

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'boss@example.test',
        password: 'a-long-admin-password',
        deviceId: 'process-test-device-1',
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    const firstCode = await first.exited;
    if (firstCode !== 0) console.error(first.output());
    expect(firstCode).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'betogether.lock'))).toBe(false);

    // Restarted on the same data: the admin created by ADMIN_EMAIL is still there.
    const third = start(dataDir, port + 2);
    await waitReady(third, port + 2);
    const login = await fetch(`http://127.0.0.1:${port + 2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'boss@example.test',
        password: 'a-long-admin-password',
        deviceId: 'process-test-device-1',
      }),
    });
    expect(login.status).toBe(200);
    third.child.kill('SIGINT');
    const code = await third.exited;
    if (code !== 0) console.error(third.output());
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'betogether.lock'))).toBe(false);
  }, 300_000);

  it('stops at start-up with a message naming a bad variable', async () => {
    const bad = start(fs.mkdtempSync(path.join(os.tmpdir(), 'bt-process-')), 3399, { PORT: 'not-a-port' });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toContain('PORT');
  }, 120_000);
});
