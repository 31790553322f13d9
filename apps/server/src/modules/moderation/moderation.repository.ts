import type { ReportKind } from '@betogether/contracts/moderation/moderation.constants';
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { blockedBetween } from '../friends/friends.read';
import { blocks } from '../friends/friends.tables';
import { linkSignerAt, privateFileSigner, toMediaObject } from '../media/media.read';
import { mediaObjects } from '../media/media.tables';
import { canSeePost } from '../posts/posts.read';
import { postComments, postMedia, posts } from '../posts/posts.tables';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type CaseRow, type ContentSnapshot, moderationCases, moderationReports } from './moderation.tables';
import { findMessage } from './moderation-messages.repository';

/** A reportable thing as a case records it: its author and what it shows. */
export type Reportable = { authorId: string; snapshot: ContentSnapshot };

const iso = (value: Date) => value.toISOString();

/**
 * The post's pictures. Those of a post that is not public are private files, whose plain address
 * answers 404: with `signAt` (a moderator looking at the case now) they come as signed links; the
 * snapshot a case keeps holds the plain addresses (a link signed then would have expired).
 */
async function picturesOf(db: Executor, postId: string, signAt?: Date): Promise<string[]> {
  const rows = await db
    .select({ media: mediaObjects })
    .from(postMedia)
    .innerJoin(mediaObjects, eq(mediaObjects.id, postMedia.mediaId))
    .where(eq(postMedia.postId, postId))
    .orderBy(asc(postMedia.position));
  const sign =
    signAt && rows.some(({ media }) => media.visibility === 'private')
      ? linkSignerAt(await privateFileSigner(db), signAt)
      : undefined;
  return rows.flatMap(({ media }) => toMediaObject(media, sign).url ?? []);
}

/**
 * The post as a case shows it. `viewerId`: only when that member may see it (a reporter: the
 * same rule as reading it); null: whatever its audience (a moderator). `signAt`: see picturesOf.
 */
async function findPost(
  db: Executor,
  id: string,
  viewerId: string | null,
  signAt?: Date,
): Promise<Reportable | null> {
  const [row] = await db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      body: posts.body,
      audience: posts.audience,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(and(eq(posts.id, id), viewerId ? canSeePost(viewerId, posts) : undefined))
    .limit(1);
  if (!row) return null;
  return {
    authorId: row.authorId,
    snapshot: {
      body: row.body,
      pictures: await picturesOf(db, row.id, signAt),
      postId: row.id,
      audience: row.audience,
      createdAt: iso(row.createdAt),
    },
  };
}

/** The comment as a case shows it; for a reporter, only when they may see its post and its author. */
async function findComment(db: Executor, id: string, viewerId: string | null): Promise<Reportable | null> {
  const [row] = await db
    .select({
      authorId: postComments.authorId,
      body: postComments.body,
      postId: postComments.postId,
      audience: posts.audience,
      createdAt: postComments.createdAt,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(
      and(
        eq(postComments.id, id),
        viewerId
          ? and(canSeePost(viewerId, posts), sql`not ${blockedBetween(viewerId, postComments.authorId)}`)
          : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    authorId: row.authorId,
    snapshot: {
      body: row.body,
      pictures: [],
      postId: row.postId,
      audience: row.audience,
      createdAt: iso(row.createdAt),
    },
  };
}

/**
 * The profile as a case shows it (name, bio, pictures). A reporter reaches it as the profile page
 * does: not when its owner blocked them.
 */
async function findProfile(db: Executor, id: string, viewerId: string | null): Promise<Reportable | null> {
  const blockedMe = viewerId
    ? sql`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})`
    : undefined;
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      bio: users.bio,
      avatarUrl: users.avatarUrl,
      coverUrl: users.coverUrl,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), blockedMe ? sql`not ${blockedMe}` : undefined))
    .limit(1);
  if (!row) return null;
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    authorId: row.id,
    snapshot: {
      body: [`${name} (@${row.username})`, row.bio].filter(Boolean).join('\n'),
      pictures: [row.avatarUrl, row.coverUrl].filter((url): url is string => Boolean(url)),
      postId: null,
      audience: null,
      createdAt: iso(row.createdAt),
    },
  };
}

export function findReportable(
  db: Executor,
  kind: ReportKind,
  id: string,
  viewerId: string | null,
  signAt?: Date,
) {
  if (kind === 'post') return findPost(db, id, viewerId, signAt);
  if (kind === 'comment') return findComment(db, id, viewerId);
  if (kind === 'message') return findMessage(db, id, viewerId, signAt);
  return findProfile(db, id, viewerId);
}

/**
 * The open case of this thing, created with the first report: the unique index on open cases
 * makes two first reports at once share one case.
 */
export async function openCase(
  tx: Executor,
  kind: ReportKind,
  subjectId: string,
  reportable: Reportable,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(moderationCases)
    .values({
      kind,
      subjectId,
      authorId: reportable.authorId,
      snapshot: reportable.snapshot,
      firstReportedAt: now,
      lastReportedAt: now,
      activityAt: now,
    })
    .onConflictDoUpdate({
      target: [moderationCases.kind, moderationCases.subjectId],
      targetWhere: sql`${moderationCases.status} = 'open'`,
      // What the case shows is what was reported last (an edit after the first report included).
      set: { snapshot: reportable.snapshot },
    })
    .returning({ id: moderationCases.id });
  if (!row) throw new Error('moderation case upsert returned nothing');
  return row.id;
}

/** False when this member already reported this thing (in this case or an earlier one). */
export async function insertReport(
  tx: Executor,
  values: typeof moderationReports.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(moderationReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: moderationReports.id });
  return rows.length > 0;
}

export async function countReport(tx: Executor, caseId: string, now: Date): Promise<void> {
  await tx
    .update(moderationCases)
    .set({
      reportCount: sql`${moderationCases.reportCount} + 1`,
      lastReportedAt: now,
      activityAt: now,
    })
    .where(eq(moderationCases.id, caseId));
}

const author = alias(users, 'author');
const moderator = alias(users, 'moderator');

/** The reasons of each case, most reported first. */
async function reasonsOf(db: Executor, caseIds: string[]) {
  if (caseIds.length === 0) return new Map<string, Array<{ reason: string; count: number }>>();
  const rows = await db
    .select({
      caseId: moderationReports.caseId,
      reason: moderationReports.reason,
      count: sql<number>`count(*)::int`,
    })
    .from(moderationReports)
    .where(inArray(moderationReports.caseId, caseIds))
    .groupBy(moderationReports.caseId, moderationReports.reason)
    .orderBy(desc(sql`count(*)`), asc(moderationReports.reason));
  const byCase = new Map<string, Array<{ reason: string; count: number }>>();
  for (const row of rows)
    byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), { reason: row.reason, count: row.count }]);
  return byCase;
}

function caseQuery(db: Executor) {
  return db
    .select({
      row: moderationCases,
      author: personColumns(author),
      moderator: personColumns(moderator),
    })
    .from(moderationCases)
    .innerJoin(author, eq(author.id, moderationCases.authorId))
    .leftJoin(moderator, eq(moderator.id, moderationCases.resolvedById));
}

export type CaseListRow = Awaited<ReturnType<typeof listCases>>[number];

/** A queue page, newest activity first, from after the (activityAt, id) position. */
export async function listCases(
  db: Executor,
  filters: { status: 'open' | 'resolved'; kind?: ReportKind | undefined },
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  const rows = await caseQuery(db)
    .where(
      and(
        eq(moderationCases.status, filters.status),
        filters.kind ? eq(moderationCases.kind, filters.kind) : undefined,
        after
          ? or(
              lt(moderationCases.activityAt, after.createdAt),
              and(eq(moderationCases.activityAt, after.createdAt), lt(moderationCases.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(moderationCases.activityAt), desc(moderationCases.id))
    .limit(limit + 1);
  const reasons = await reasonsOf(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map((row) => ({ ...row, reasons: reasons.get(row.row.id) ?? [] }));
}

export async function findCase(db: Executor, id: string): Promise<CaseListRow | undefined> {
  const [row] = await caseQuery(db).where(eq(moderationCases.id, id)).limit(1);
  if (!row) return undefined;
  const reasons = await reasonsOf(db, [id]);
  return { ...row, reasons: reasons.get(id) ?? [] };
}

export async function lockCase(tx: Executor, id: string): Promise<CaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(moderationCases)
    .where(eq(moderationCases.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function reportsOf(db: Executor, caseId: string) {
  return db
    .select({
      id: moderationReports.id,
      reason: moderationReports.reason,
      details: moderationReports.details,
      createdAt: moderationReports.createdAt,
      reporter: personColumns(users),
    })
    .from(moderationReports)
    .innerJoin(users, eq(users.id, moderationReports.reporterId))
    .where(eq(moderationReports.caseId, caseId))
    .orderBy(desc(moderationReports.createdAt), desc(moderationReports.id))
    .limit(100);
}

export async function reporterIdsOf(tx: Executor, caseId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: moderationReports.reporterId })
    .from(moderationReports)
    .where(eq(moderationReports.caseId, caseId));
  return rows.map((row) => row.id);
}

export async function resolveCase(
  tx: Executor,
  id: string,
  values: Pick<CaseRow, 'action' | 'note' | 'resolvedById' | 'resolvedAt' | 'suspendedUntil'> & {
    snapshot?: ContentSnapshot;
  },
): Promise<void> {
  await tx
    .update(moderationCases)
    .set({ ...values, status: 'resolved', activityAt: values.resolvedAt ?? sql`now()` })
    .where(eq(moderationCases.id, id));
}

/** The author's record: warnings and suspensions decided on earlier cases, and the account's state. */
export async function standingOf(db: Executor, userId: string) {
  const [counts] = await db
    .select({
      warnings: sql<number>`count(*) filter (where ${moderationCases.action} = 'warn')::int`,
      suspensions: sql<number>`count(*) filter (where ${moderationCases.action} = 'suspend')::int`,
    })
    .from(moderationCases)
    .where(and(eq(moderationCases.authorId, userId), isNotNull(moderationCases.action)));
  const [account] = await db
    .select({ role: users.role, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    role: account?.role ?? 'member',
    suspendedUntil: account?.suspendedUntil ?? null,
    warnings: counts?.warnings ?? 0,
    suspensions: counts?.suspensions ?? 0,
  };
}

/** Sets the end of a suspension, never shortening a longer one already running. */
export async function suspend(tx: Executor, userId: string, until: Date): Promise<Date> {
  const [row] = await tx
    .update(users)
    .set({ suspendedUntil: sql`greatest(coalesce(${users.suspendedUntil}, ${until}), ${until})` })
    .where(eq(users.id, userId))
    .returning({ suspendedUntil: users.suspendedUntil });
  return row?.suspendedUntil ?? until;
}

// Moderators

export async function listModerators(db: Executor) {
  return db
    .select({ ...personColumns(users), role: users.role })
    .from(users)
    .where(eq(users.role, 'moderator'))
    .orderBy(asc(users.username))
    .limit(500);
}

export async function findMember(db: Executor, by: { id: string } | { username: string }) {
  const match =
    'id' in by ? eq(users.id, by.id) : sql`lower(${users.username}) = ${by.username.toLowerCase()}`;
  const [row] = await db
    .select({ ...personColumns(users), role: users.role })
    .from(users)
    .where(match)
    .for('update')
    .limit(1);
  return row;
}

export async function setRole(tx: Executor, userId: string, role: 'member' | 'moderator'): Promise<void> {
  await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function contactOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
