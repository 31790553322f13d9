import { createHmac, timingSafeEqual } from 'node:crypto';

export type UrlSigner = {
  /** `path?expires=<unix seconds>&signature=<hmac>`, valid until `expiresAt`. */
  sign(path: string, expiresAt: Date): string;
  /** Checked on every read: the signature matches the path and the time has not passed. */
  verify(path: string, expires: string | undefined, signature: string | undefined, now: Date): boolean;
};

/** Short-lived links to private files (HMAC-SHA256 of the path and the expiry). */
export function createUrlSigner(secret: string): UrlSigner {
  const mac = (path: string, expires: string) =>
    createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign(path, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(path, expires, signature, now) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
