import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Redis for tests that need one: `REDIS_URL` when set (CI's second pass), otherwise a
 * `redis-server` (Debian package `redis-server`) started on a free port with no persistence.
 */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)),
    ),
  );
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not answer within 5 s');
  })();
  await Promise.race([ready, failed]);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
