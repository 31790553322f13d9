import type { CoinPack } from '@betogether/contracts/payments/coin-packs.schemas';
import type { PersonSummary, User } from '@betogether/contracts/users/users.schemas';
import { starterPack } from '@/lib/test-coin-packs';

/** A stable UUID per number (v4 shape, so schemas accept it): `uuid(7)`. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** The signed-in member of a screen (the session's user): Camille, unless patched. */
export function member(patch: Partial<User> = {}): User {
  return {
    id: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b',
    email: 'camille@example.test',
    username: 'camille_d',
    firstName: 'Camille',
    lastName: 'Durand',
    displayName: 'Camille Durand',
    birthDate: '1995-04-12',
    country: 'FR',
    bio: '',
    avatarUrl: null,
    coverUrl: null,
    role: 'member',
    language: 'en',
    theme: 'light',
    twoFactorEnabled: false,
    referralCode: 'camille42',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...patch,
  };
}

/** An administrator (the admin screens' session). */
export function admin(patch: Partial<User> = {}): User {
  return member({
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    email: 'admin@example.test',
    username: 'alex_admin',
    firstName: 'Alex',
    lastName: 'Martin',
    displayName: 'Alex Martin',
    role: 'admin',
    ...patch,
  });
}

/** How a member appears in lists (authors, friends, search results). */
export function personOf(user: Pick<User, 'id' | 'username' | 'displayName' | 'avatarUrl'>): PersonSummary {
  return { id: user.id, username: user.username, displayName: user.displayName, avatarUrl: user.avatarUrl };
}

/** Another member, numbered: `person(2)` is Member 2 (@member2). */
export function person(n: number, patch: Partial<PersonSummary> = {}): PersonSummary {
  return {
    id: uuid(1000 + n),
    username: `member${n}`,
    displayName: `Member ${n}`,
    avatarUrl: null,
    ...patch,
  };
}

/** One page of a cursor list, the last one unless a cursor is given. */
export function page<T>(
  items: T[],
  nextCursor: string | null = null,
): { items: T[]; nextCursor: string | null } {
  return { items, nextCursor };
}

/** The store's first pack (lib/test-coin-packs.ts): 1,000 coins and 100 bonus for €4.99. */
export function coinPack(patch: Partial<CoinPack> = {}): CoinPack {
  return { ...starterPack, ...patch };
}
