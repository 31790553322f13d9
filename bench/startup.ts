import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process';

/**
 * `npm start` on a built tree: milliseconds from spawning the server to the first 200 from
 * /readyz, on a fresh data directory (PGlite initdb + migrations) and on an existing one.
 * Run `npm run build` first. Writes bench/results/startup.json.
 */
async function timeToReady(dataDir: string): Promise<number> {
  const server = await startServer({ port: 3190, dataDir });
  await server.stop();
  return server.readyMs;
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
