import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/dev/', '/files/', '/socket.io/', '/healthz', '/readyz'];

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` and `version.json`
 * never cached, and every other GET that accepts HTML answered with `index.html` (the client
 * router decides, and shows "Page Not Found" itself).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (API only)');
    return null;
  }
  const indexHtml = fs.readFileSync(indexPath);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // One route per built file, found at start-up: a directory or an unknown path falls through to index.html.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath);
      if (relative.startsWith(`assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || !request.headers.accept;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml) return false;
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url.startsWith('/assets/')) return false;
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
