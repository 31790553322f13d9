import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('isCommonPassword', () => {
  it('refuses common passwords, whatever their case', () => {
    for (const password of ['password123', 'PASSWORD123', 'iloveyou', '12345678', 'qwertyuiop']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses the member's own values (username, email name, names)", () => {
    expect(isCommonPassword('Nora_Lindqvist', ['nora_lindqvist', 'nora.l'])).toBe(true);
    expect(isCommonPassword('nora.l', ['nora_lindqvist', 'nora.l'])).toBe(true);
    expect(isCommonPassword('Lindqvist-nora', ['nora_lindqvist', 'nora.l'])).toBe(false);
  });

  it('accepts a long random password', () => {
    const password = randomBytes(24).toString('base64url');
    expect(isCommonPassword(password, ['someone', 'someone.else'])).toBe(false);
    expect(isCommonPassword('purple-otter-lantern-42')).toBe(false);
  });
});

describe('hashPassword / verifyPassword', () => {
  it('round-trips: the right password matches, another does not', async () => {
    const hash = await hashPassword('purple-otter-lantern-42');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('purple-otter-lantern-42');
    expect(await verifyPassword(hash, 'purple-otter-lantern-42')).toBe(true);
    expect(await verifyPassword(hash, 'purple-otter-lantern-43')).toBe(false);
  });

  it('salts each hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same-password-twice'),
      hashPassword('same-password-twice'),
    ]);
    expect(a).not.toBe(b);
  });

  it('answers false, never throws, for a garbage hash', async () => {
    await expect(verifyPassword('not a hash at all', 'anything')).resolves.toBe(false);
    await expect(verifyPassword('', 'anything')).resolves.toBe(false);
  });

  it('answers false against the dummy hash, even for its own password', async () => {
    await expect(verifyAgainstDummy('dummy password that no account has')).resolves.toBe(false);
  });
});
