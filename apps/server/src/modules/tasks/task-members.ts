import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { personColumns, toPerson } from '../users/users.read';
import { users } from '../users/users.tables';
import type { MemberProfile } from './tasks.repository';

/** Whole years between a birth date (YYYY-MM-DD) and an instant, in UTC. */
function ageAt(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** What targeting needs of the member: country and age. */
export async function memberProfile(db: Executor, memberId: string, now: Date): Promise<MemberProfile> {
  const [row] = await db
    .select({ id: users.id, country: users.country, birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return { id: row.id, country: row.country, age: ageAt(row.birthDate, now) };
}

export async function peopleByIds(db: Executor, ids: string[]): Promise<Map<string, PersonSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(personColumns(users)).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, toPerson(row)]));
}
