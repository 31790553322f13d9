import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). `algorithm` is left out on purpose:
// argon2id is the library's default, and its `Algorithm` const enum is undefined under tsx.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Never throws: a malformed stored hash is a failed check. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Sign-in with an unknown account verifies against this hash, so that it takes as long as a
 * wrong password for a real account (no enumeration by timing).
 */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy password that no account has');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}

// The 17,950 most common passwords of 8+ characters in the zxcvbn-ts corpus (breach lists).
const common = new Set(dictionary['passwords-common'].filter((p) => p.length >= 8));

export function isCommonPassword(password: string, personal: string[] = []): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  return personal.some((value) => value.length >= 3 && lower === value.toLowerCase());
}
