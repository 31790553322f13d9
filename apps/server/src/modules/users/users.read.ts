import type { PersonSummary, Role, User } from '@betogether/contracts/users/users.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRow } from './users.tables';

/** What other modules may read of users (the declared shared layer: see biome.json). */

type PersonColumnName = 'id' | 'username' | 'firstName' | 'lastName' | 'avatarUrl';

/** A member as lists show them: what {@link personColumns} selects. */
export type PersonRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
};

/**
 * The columns of a person in a list (posts, comments, friends, reactions…), of `users` or of an
 * alias of it (a shared post's author): select them, then map the row with {@link toPerson}.
 */
export function personColumns<Table extends Record<PersonColumnName, AnyPgColumn>>(
  table: Table,
): Pick<Table, PersonColumnName> {
  return {
    id: table.id,
    username: table.username,
    firstName: table.firstName,
    lastName: table.lastName,
    avatarUrl: table.avatarUrl,
  };
}

/** How another member appears in lists. */
export function toPerson(row: PersonRow): PersonSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    avatarUrl: row.avatarUrl,
  };
}

/** The member's own account, as `/api/me` and sign-in answer it. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    birthDate: row.birthDate,
    country: row.country,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    coverUrl: row.coverUrl,
    role: row.role as Role,
    language: row.language as User['language'],
    theme: row.theme as User['theme'],
    twoFactorEnabled: row.twoFactorEnabled,
    referralCode: row.referralCode,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
