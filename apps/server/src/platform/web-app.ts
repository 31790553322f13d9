import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/dev/', '/files/', '/socket.io/', '/healthz', '/readyz', '/assets/'];

// The last segment of a file's path, not an app route: what scanners and broken links ask for
// (`/wp-login.php`, `/foo.js`, `/x.png`, `/backup.sql`). An app route may hold a dot (a username
// like `ana.b` in `/social/profile/:userId`), so only these endings count, not any dot.
const FILE_NAME =
  /\.(?:[cm]?js|jsx|ts|css|map|json|xml|txt|md|html?|ico|png|jpe?g|gif|svg|webp|avif|bmp|tiff?|woff2?|ttf|otf|eot|mp[34]|webm|wav|ogg|pdf|zip|gz|tgz|tar|rar|7z|bz2|bak|old|orig|swp|sql|db|sqlite3?|env|ini|conf|cfg|config|ya?ml|toml|log|lock|php\d?|phtml|aspx?|ashx|asmx|jsp|cgi|pl|py|rb|sh|exe|dll)$/i;

/**
 * Crawlers may read the public pages (landing, legal documents, sign-in and sign-up) and nothing
 * else: no API, no member or admin area, no referral or reset link (docs/decisions.md, Hardening).
 */
const ROBOTS_TXT = `User-agent: *
Allow: /$
Allow: /landingpage/
Allow: /auth/login$
Allow: /auth/register$
Disallow: /
`;

/**
 * A browser's navigation to a page of the app: GET or HEAD, asking for HTML, under no server
 * prefix, with no dot-file segment (`/.env`, `/.git/config`) and not named like a file. Anything
 * else that no route answers gets the 404 problem, not the app shell.
 */
function isAppNavigation(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  const segments = url.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return !FILE_NAME.test(segments.at(-1) ?? '');
}

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` and `version.json`
 * never cached, `robots.txt`, and every navigation to an app route answered with `index.html` (the
 * client router decides, and shows "Page Not Found" itself).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
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
    if (!isAppNavigation(request)) return false;
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
