import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the built server (`npm run start:server`, as `npm start` does after its build) in its
 * own process group and answers once /readyz says 200, with the time that took.
 */
export async function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  const started = performance.now();
  const child = spawn('npm', ['run', 'start:server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // Benchmarks read sign-in codes from /dev/mail.json and upload to /dev/sink.
      DEV_TOOLS: 'true',
      // Load from a few members on one address: the limiter still counts every call, never refuses.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000000',
      RATE_LIMIT_READ_PER_MINUTE: '1000000000',
      RATE_LIMIT_WRITE_PER_MINUTE: '1000000000',
      RATE_LIMIT_MONEY_PER_MINUTE: '1000000000',
      RATE_LIMIT_WEBHOOK_PER_MINUTE: '1000000000',
      ...options.env,
      // A profile of the server alone: e.g. SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof".
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve));
  };
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${options.port}/readyz`);
      if (answer.status === 200) return { readyMs: performance.now() - started, stop };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('server not ready after 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The stopped server's process closes PGlite (and its lock) a moment after npm exits. */
export async function waitUnlocked(dir: string) {
  const lock = path.join(dir, 'betogether.lock');
  for (const started = Date.now(); fs.existsSync(lock); ) {
    if (Date.now() - started > 60_000) throw new Error(`${lock} still held after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
