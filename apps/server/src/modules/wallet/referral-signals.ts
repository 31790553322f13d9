import { createRequire } from 'node:module';
import { isIP } from 'node:net';

/**
 * The network an address belongs to, as the referral check compares them: the /24 of an IPv4
 * address (a home or office router, a small hosting block) and the /64 of an IPv6 address (one
 * subscriber's prefix). Null when there is no address, it is not one, or it is the machine itself
 * (loopback: the server cannot see the client, as on a developer's machine or behind a proxy it
 * does not trust; every member would share that "network").
 */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  let address = ip.trim().toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  // An IPv4 client seen through an IPv6 socket.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const version = isIP(address);
  if (version === 4) {
    if (address.startsWith('127.') || address === '0.0.0.0') return null;
    return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  }
  if (version !== 6) return null;
  const groups = expandIpv6(address);
  if (!groups || groups.slice(0, 7).every((group) => group === '0')) return null; // ::, ::1
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] | null {
  let text = address;
  // A trailing dotted quad (::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group || '0', 16).toString(16));
}

let disposable: Set<string> | undefined;

/**
 * Whether an email's domain (or a parent of it) is a known throwaway-mail service. The list is
 * the `disposable-email-domains` package (about 120,000 domains, updated with the dependency),
 * read on first use rather than at start-up.
 */
export function isDisposableEmail(email: string): boolean {
  if (!disposable) {
    const require = createRequire(import.meta.url);
    disposable = new Set(require('disposable-email-domains') as string[]);
  }
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) if (disposable.has(labels.slice(i).join('.'))) return true;
  return false;
}
