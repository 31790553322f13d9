import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe: sign-in tokens and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

const referralAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export function randomReferralCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += referralAlphabet[randomInt(referralAlphabet.length)];
  return out;
}
