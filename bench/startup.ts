import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` on a built tree: milliseconds from spawning the server to the first 200 from
 * /readyz, on a fresh data directory (PGlite initdb + migrations) and on an existing one.
 * Run `npm run build` first. Writes bench/results/startup.json.
 */
const root = path.resolve(import.meta.dirname, '..');
const port = 3190;

async function timeToReady(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'start:server'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (answer.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 60_000) throw new Error('server not ready after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-start-'));
const fresh = await timeToReady(dataDir);
const reopen: number[] = [];
for (let i = 0; i < 3; i += 1) reopen.push(await timeToReady(dataDir));
fs.rmSync(dataDir, { recursive: true, force: true });

const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  freshDataDirMs: Math.round(fresh),
  existingDataDirMs: reopen.map(Math.round),
  existingDataDirMedianMs: Math.round([...reopen].sort((a, b) => a - b)[1] ?? 0),
};
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'startup.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(result);
