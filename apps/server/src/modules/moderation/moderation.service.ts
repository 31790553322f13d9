import type { ReportKind } from '@betogether/contracts/moderation/moderation.constants';
import type {
  GrantModeratorBody,
  ModerationCase,
  ModerationCaseDetail,
  ModerationQueuePage,
  ModerationQueueQuery,
  ModeratorsResponse,
  ReportBody,
  ResolveCaseBody,
} from '@betogether/contracts/moderation/moderation.schemas';
import type { Role } from '@betogether/contracts/users/users.schemas';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import './moderation.events';
import { moderationMails } from './moderation.mails';
import * as repo from './moderation.repository';
import type { ContentSnapshot } from './moderation.tables';

export type ModerationService = ReturnType<typeof createModerationService>;

type Deps = {
  db: Db;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
  mailer: Mailer;
  jobs: Jobs;
};

const DAY_MS = 86_400_000;

/** A hidden post or comment and a missing one answer the same 404, as reading them does. */
const notFound: Record<ReportKind, () => AppError> = {
  post: () => new AppError('POST_NOT_FOUND'),
  comment: () => new AppError('COMMENT_NOT_FOUND'),
  profile: () => new AppError('MEMBER_NOT_FOUND'),
  // As the chat answers for a message of a conversation one is not in.
  message: () => new AppError('MESSAGE_NOT_FOUND'),
};

/**
 * What a case shows: the thing as it is now while it still is, else as last reported. A message
 * keeps the context its last reporter saw: earlier messages deleted since stay before the moderator.
 */
function current(stored: ContentSnapshot, live: ContentSnapshot | undefined): ContentSnapshot {
  if (!live) return stored;
  return stored.context ? { ...live, context: stored.context } : live;
}

const staff: readonly string[] = ['moderator', 'admin'] satisfies Role[];

function toCase(row: repo.CaseListRow): ModerationCase {
  const { row: c } = row;
  return {
    id: c.id,
    kind: c.kind as ReportKind,
    subjectId: c.subjectId,
    status: c.status as ModerationCase['status'],
    reportCount: Math.max(1, c.reportCount),
    reasons: row.reasons as ModerationCase['reasons'],
    excerpt: c.snapshot.body.slice(0, 200),
    author: toPerson(row.author),
    firstReportedAt: c.firstReportedAt.toISOString(),
    lastReportedAt: c.lastReportedAt.toISOString(),
    resolution:
      c.action && c.resolvedAt
        ? {
            action: c.action as NonNullable<ModerationCase['resolution']>['action'],
            note: c.note,
            moderator: row.moderator ? toPerson(row.moderator) : null,
            resolvedAt: c.resolvedAt.toISOString(),
            suspendedUntil: c.suspendedUntil?.toISOString() ?? null,
          }
        : null,
  };
}

export function createModerationService(deps: Deps) {
  const { db, clock, events } = deps;

  async function detail(id: string): Promise<ModerationCaseDetail> {
    const row = await repo.findCase(db, id);
    if (!row) throw new AppError('MODERATION_CASE_NOT_FOUND');
    const c = row.row;
    const [live, reports, standing] = await Promise.all([
      // Pictures of a post that is not public come as signed links the moderator can open.
      repo.findReportable(db, c.kind as ReportKind, c.subjectId, null, clock.now()),
      repo.reportsOf(db, id),
      repo.standingOf(db, c.authorId),
    ]);
    const shown = current(c.snapshot, live?.snapshot);
    return {
      ...toCase(row),
      content: {
        ...shown,
        conversation: shown.conversation ?? null,
        context: shown.context ?? null,
        available: live !== null,
      },
      reports: reports.map((report) => ({
        id: report.id,
        reporter: toPerson(report.reporter),
        reason: report.reason as ModerationCase['reasons'][number]['reason'],
        details: report.details,
        createdAt: report.createdAt.toISOString(),
      })),
      authorStanding: {
        role: standing.role as Role,
        suspendedUntil:
          standing.suspendedUntil && standing.suspendedUntil > clock.now()
            ? standing.suspendedUntil.toISOString()
            : null,
        warnings: standing.warnings,
        suspensions: standing.suspensions,
      },
    };
  }

  return {
    /**
     * A member reports a post, a comment, a profile or a message they can see (else the same 404
     * as reading it), never their own, once per thing: the report joins the thing's open case.
     */
    async report(reporterId: string, kind: ReportKind, subjectId: string, body: ReportBody): Promise<void> {
      if (kind === 'profile' && subjectId === reporterId) throw new AppError('REPORT_OWN_CONTENT');
      await db.transaction(async (tx) => {
        const reportable = await repo.findReportable(tx, kind, subjectId, reporterId);
        if (!reportable) throw notFound[kind]();
        if (reportable.authorId === reporterId) throw new AppError('REPORT_OWN_CONTENT');
        const now = clock.now();
        const caseId = await repo.openCase(tx, kind, subjectId, reportable, now);
        const inserted = await repo.insertReport(tx, {
          caseId,
          kind,
          subjectId,
          reporterId,
          reason: body.reason,
          details: body.details ?? '',
          createdAt: now,
        });
        // Thrown inside the transaction: a case opened for this report alone goes with it.
        if (!inserted) throw new AppError('REPORT_ALREADY_SENT');
        await repo.countReport(tx, caseId, now);
      });
    },

    async queue(query: ModerationQueueQuery): Promise<ModerationQueuePage> {
      const after = decodeTimeCursor(query.cursor);
      const rows = await repo.listCases(db, { status: query.status, kind: query.kind }, query.limit, after);
      const page = pageFrom(rows, query.limit, ({ row }) =>
        timeCursorOf({ createdAt: row.activityAt, id: row.id }),
      );
      return { items: page.rows.map(toCase), nextCursor: page.nextCursor };
    },

    detail,

    /**
     * Resolves an open case: the decision, its effects (the content removed, the author suspended)
     * and the audit entry in one transaction; the reporters and the author hear of it afterwards.
     */
    async resolve(
      moderatorId: string,
      id: string,
      body: ResolveCaseBody,
      audit: AuditScope,
    ): Promise<ModerationCaseDetail> {
      await db.transaction(async (tx) => {
        const c = await repo.lockCase(tx, id);
        if (!c) throw new AppError('MODERATION_CASE_NOT_FOUND');
        if (c.status !== 'open') throw new AppError('MODERATION_CASE_RESOLVED');
        if (c.authorId === moderatorId)
          throw new AppError('FORBIDDEN', { detail: 'Another moderator decides on reports about you' });
        const kind = c.kind as ReportKind;
        if (body.action === 'remove' && kind === 'profile')
          throw new AppError('MODERATION_ACTION_NOT_APPLICABLE');
        const standing = await repo.standingOf(tx, c.authorId);
        if ((body.action === 'warn' || body.action === 'suspend') && staff.includes(standing.role))
          throw new AppError('MODERATION_TARGET_STAFF');

        const now = clock.now();
        const note = body.note ?? '';
        const live = await repo.findReportable(tx, kind, c.subjectId, null);
        let suspendedUntil: Date | null = null;
        if (body.action === 'remove' && live && kind !== 'profile')
          await events.publish(tx, 'moderation.content-removed', {
            kind,
            subjectId: c.subjectId,
            authorId: c.authorId,
          });
        if (body.action === 'suspend') {
          suspendedUntil = await repo.suspend(tx, c.authorId, new Date(now.getTime() + body.days * DAY_MS));
          await events.publish(tx, 'moderation.member-suspended', {
            userId: c.authorId,
            until: suspendedUntil.toISOString(),
          });
        }
        await repo.resolveCase(tx, id, {
          action: body.action,
          note,
          resolvedById: moderatorId,
          resolvedAt: now,
          suspendedUntil,
          ...(live ? { snapshot: current(c.snapshot, live.snapshot) } : {}),
        });
        await audit.record(tx, {
          subjectType: 'moderation-case',
          subjectId: id,
          details: {
            kind,
            subjectId: c.subjectId,
            authorId: c.authorId,
            action: body.action,
            reportCount: c.reportCount,
            note,
            ...(body.action === 'suspend' ? { days: body.days, until: suspendedUntil?.toISOString() } : {}),
          },
        });
        await events.publish(tx, 'moderation.case-resolved', {
          caseId: id,
          kind,
          subjectId: c.subjectId,
          authorId: c.authorId,
          action: body.action,
          moderatorId,
          reporterIds: await repo.reporterIdsOf(tx, id),
          note,
          suspendedUntil: suspendedUntil?.toISOString() ?? null,
        });
        if (body.action === 'warn' || body.action === 'suspend') {
          const contact = await repo.contactOf(tx, c.authorId);
          const mails = moderationMails(contact?.language ?? 'en');
          const message =
            body.action === 'warn'
              ? mails.warned(note)
              : mails.suspended(suspendedUntil?.toISOString() ?? '', note);
          if (contact)
            await afterCommit(tx, () =>
              deps.jobs.run('mail', () => deps.mailer.send({ to: contact.email, ...message })),
            );
        }
      });
      return detail(id);
    },

    async moderators(): Promise<ModeratorsResponse> {
      const rows = await repo.listModerators(db);
      return { items: rows.map((row) => ({ ...toPerson(row), role: row.role as Role })) };
    },

    /** Names a member moderator (a partner too: one role per account, see docs/decisions.md). */
    async grantModerator(body: GrantModeratorBody, audit: AuditScope) {
      return db.transaction(async (tx) => {
        const member = await repo.findMember(tx, { username: body.username });
        if (!member) throw new AppError('USER_NOT_FOUND');
        if (member.role === 'admin') throw new AppError('MODERATOR_ROLE_ADMIN');
        if (member.role !== 'moderator') await repo.setRole(tx, member.id, 'moderator');
        await audit.record(tx, {
          subjectType: 'user',
          subjectId: member.id,
          details: { previousRole: member.role },
        });
        return { ...toPerson(member), role: 'moderator' as const };
      });
    },

    /** The moderator becomes a member again; their open sessions lose the queue at their next call. */
    async revokeModerator(userId: string, audit: AuditScope): Promise<void> {
      await db.transaction(async (tx) => {
        const member = await repo.findMember(tx, { id: userId });
        if (!member) throw new AppError('USER_NOT_FOUND');
        if (member.role === 'admin') throw new AppError('MODERATOR_ROLE_ADMIN');
        if (member.role !== 'moderator') throw new AppError('MODERATOR_NOT_FOUND');
        await repo.setRole(tx, member.id, 'member');
        await audit.record(tx, {
          subjectType: 'user',
          subjectId: member.id,
          details: { previousRole: 'moderator' },
        });
      });
    },
  };
}
