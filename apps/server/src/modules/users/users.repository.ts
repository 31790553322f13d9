import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NewUserRow, type UserRow, users } from './users.tables';

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByReferralCode(db: Executor, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toLowerCase())).limit(1);
  return row;
}

/** Inserts unless the email or username is taken; answers undefined then (no exception to catch). */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function countUsers(db: Executor, since: Date) {
  const [row] = await db
    .select({
      members: count(sql`case when ${users.role} = 'member' then 1 end`),
      partners: count(sql`case when ${users.role} = 'partner' then 1 end`),
      admins: count(sql`case when ${users.role} = 'admin' then 1 end`),
      unverified: count(sql`case when ${users.emailVerifiedAt} is null then 1 end`),
      recent: count(sql`case when ${users.createdAt} >= ${since.toISOString()} then 1 end`),
    })
    .from(users);
  return row ?? { members: 0, partners: 0, admins: 0, unverified: 0, recent: 0 };
}
