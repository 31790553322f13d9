import type { FastifyRequest } from 'fastify';

/** What services log through (Fastify's pino logger in the app, a spy in tests). */
export type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

const REDACTED = '[REDACTED]';

// Words of query parameter names that carry a credential or a signature: signed private file
// links (`expires`, `signature`), reset and sign-in tokens, codes, keys (`X-Amz-Signature`,
// `accessToken`, `reset_token` too: a name is split at `-`, `_`, `.` and camelCase humps).
const SECRET_WORDS = new Set([
  'token',
  'sig',
  'signature',
  'secret',
  'password',
  'code',
  'otp',
  'key',
  'expires',
  'credential',
]);

function isSecretParam(name: string): boolean {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/)
    .some((word) => SECRET_WORDS.has(word));
}

// Paths that carry a reset token as their last segment (links already sent keep working, and
// their token still must not reach the log): the web's reset screen and the API's link check.
const SECRET_PATHS = [
  /^(\/auth\/confirm_new_password\/[^/?]+\/)[^/?]+/,
  /^(\/api\/auth\/password-reset\/[^/?]+\/)[^/?]+/,
];

/**
 * A request URL fit for the log: the values of secret-looking query parameters and the token of
 * reset paths replaced by `[REDACTED]`; everything else as it came.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as written.
      }
      return isSecretParam(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer (method, url, host, remote address), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
