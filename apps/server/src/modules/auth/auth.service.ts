import {
  ACCOUNT_CODES_PER_HOUR,
  ACCOUNT_FAILED_CODES_PER_HOUR,
  type ChallengeResponse,
  type ChangePasswordBody,
  type ConfirmResetBody,
  type LoginBody,
  type LoginResponse,
  MAILS_PER_KIND_PER_HOUR,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  type Referrer,
  type RegisterBody,
  type Session,
  type SessionResponse,
  type TwoFactorBody,
  type VerifyCodeBody,
} from '@betogether/contracts/auth/auth.schemas';
import { afterCommit } from '../../db/after-commit';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import type { Realtime } from '../../platform/realtime';
import { randomDigits, randomToken, safeEqualHex, sha256 } from '../../platform/secrets';
import { toUser } from '../users/users.read';
import type { UsersService } from '../users/users.service';
import type { UserRow } from '../users/users.tables';
import './auth.events';
import { authMails } from './auth.mails';
import * as repo from './auth.repository';
import type { EmailChallengeRow } from './auth.tables';
import { refuseSuspended } from './auth-suspension';
import { deviceLabel } from './device-label';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './passwords';

export type RequestContext = { ip: string | null; userAgent: string | undefined };

type Deps = {
  db: Db;
  clock: Clock;
  /** Live connections of ended sessions are closed at once (sockets keep no token check of their own). */
  realtime: Pick<Realtime, 'sessionsEnded'>;
  events: Pick<EventBus, 'publish'>;
  mailer: Mailer;
  jobs: Jobs;
  users: Pick<
    UsersService,
    | 'createUser'
    | 'findForSignIn'
    | 'findByEmail'
    | 'findById'
    | 'findByReferralCode'
    | 'update'
    | 'isUsernameTaken'
  >;
  publicUrl: string;
  sessionTtlDays: number;
};

export type AuthService = ReturnType<typeof createAuthService>;

/** What an emailed code is for: confirming the email, signing in, or confirming one withdrawal. */
type ChallengePurpose = 'verify_email' | 'login' | 'withdrawal';
/** A withdrawal's code is the account's, not a device's: the challenge binds it to the member. */
const withdrawalDevice = (userId: string) => `withdrawal:${userId}`;

// A sign-in token is refreshed in the database at most once a minute: not a write per request.
const TOUCH_INTERVAL_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What the per-mailbox throttle counts separately: no mailbox gets more than a few of each an hour. */
type MailKind = 'code' | 'signup_notice' | 'reset' | 'username';

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${'•'.repeat(Math.max(2, local.length - visible.length))}@${domain}`;
}

function usernameTaken() {
  return new AppError('USERNAME_TAKEN', {
    errors: [{ field: 'username', message: 'This username is already taken', code: 'taken' }],
  });
}

function passwordProblem(field: string) {
  return new AppError('PASSWORD_TOO_COMMON', {
    errors: [
      {
        field,
        message: 'This password is too common: choose one that is harder to guess',
        code: 'too_common',
      },
    ],
  });
}

export function createAuthService(deps: Deps) {
  const { db, clock, mailer, jobs, users } = deps;
  const loginUrl = `${deps.publicUrl}/auth/login`;

  /** Seconds until the oldest of the last hour's events leaves the window (at least 1). */
  function retryAfter(oldest: Date | null, now: Date): number {
    const until = (oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
    return Math.max(1, Math.ceil(until / 1000));
  }

  /** Counts one event of `kind` for `email` unless `max` were counted in the last hour. */
  async function withinHourlyLimit(
    executor: Executor,
    email: string,
    kind: string,
    max: number,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    const now = clock.now();
    // One count-then-record at a time per mailbox and kind: on PostgreSQL two requests racing
    // (a reset answers before its mail is sent) would otherwise both see room for one more.
    return executor.transaction(async (tx) => {
      await repo.lockLimit(tx, email, kind);
      const { count, oldest } = await repo.countLimitEvents(
        tx,
        email,
        kind,
        new Date(now.getTime() - HOUR_MS),
      );
      if (count >= max) return { ok: false, retryAfterSeconds: retryAfter(oldest, now) } as const;
      await repo.recordLimitEvent(tx, email, kind, now);
      return { ok: true } as const;
    });
  }

  /**
   * The limits count sign-in codes and email-confirmation codes apart: anyone who knows an address
   * can open confirmation challenges for it (a registration with a used email), and must not spend
   * its owner's sign-in codes or tries with them. A registration counts the same whether the email
   * was new or used (both are confirmation challenges): nothing tells them apart.
   */
  const limitKind = (event: 'code_issued' | 'code_failed', purpose: string) =>
    `${event}_${purpose === 'verify_email' ? 'verify' : purpose}`;

  /** Per account, whatever the IP: a code is issued only while the hour's quota lasts. */
  async function countCodeIssued(executor: Executor, email: string, purpose: string): Promise<void> {
    const limit = await withinHourlyLimit(
      executor,
      email,
      limitKind('code_issued', purpose),
      ACCOUNT_CODES_PER_HOUR,
    );
    if (!limit.ok) throw new AppError('CODE_LIMIT_REACHED', { retryAfterSeconds: limit.retryAfterSeconds });
  }

  /**
   * Mails once `executor`'s transaction has committed (at once outside one): a code or a notice
   * never goes out for an account or a challenge that was rolled back. Past the mailbox's hourly
   * quota for this kind, nothing is sent and the caller answers as usual (no leak, no flood).
   */
  async function sendLater(
    executor: Executor,
    to: string,
    kind: MailKind,
    mail: { subject: string; text: string; html: string },
  ) {
    const limit = await withinHourlyLimit(executor, to, `mail_${kind}`, MAILS_PER_KIND_PER_HOUR);
    if (!limit.ok) return;
    await afterCommit(executor, () => jobs.run('mail', () => mailer.send({ to, ...mail })));
  }

  function challengeAnswer(row: EmailChallengeRow): ChallengeResponse {
    return {
      challengeId: row.id,
      emailHint: maskEmail(row.email),
      expiresAt: row.expiresAt.toISOString(),
      resendAvailableAt: new Date(row.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS).toISOString(),
    };
  }

  async function openChallenge(
    tx: Executor,
    user: Pick<UserRow, 'id' | 'email' | 'language'> | null,
    email: string,
    purpose: ChallengePurpose,
    deviceId: string,
    clientKey?: string,
  ): Promise<EmailChallengeRow> {
    await countCodeIssued(tx, email, purpose);
    const now = clock.now();
    const code = randomDigits(OTP_LENGTH);
    const row = await repo.insertChallenge(tx, {
      userId: user?.id ?? null,
      purpose,
      email,
      codeHash: sha256(code),
      deviceHash: sha256(deviceId),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      lastSentAt: now,
      createdAt: now,
      clientKey: clientKey ?? null,
    });
    if (user) {
      const mails = authMails(user.language);
      const mail = { login: mails.login, verify_email: mails.verify, withdrawal: mails.withdrawal }[purpose];
      await sendLater(tx, user.email, 'code', mail(code));
    }
    return row;
  }

  async function startSession(
    tx: Executor,
    userId: string,
    deviceId: string,
    ctx: RequestContext,
  ): Promise<string> {
    const now = clock.now();
    const token = randomToken();
    await repo.insertSession(tx, {
      userId,
      tokenHash: sha256(token),
      deviceHash: sha256(deviceId),
      deviceLabel: deviceLabel(ctx.userAgent),
      ip: ctx.ip,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + deps.sessionTtlDays * 86_400_000),
    });
    return token;
  }

  /**
   * Checks a code against its challenge. A wrong code spends a try and is committed before the
   * error is thrown, so the limit of 5 holds; it also counts against the account's hourly limit of
   * wrong codes, which holds across challenges (a new challenge does not give new tries).
   */
  async function checkCode<T>(
    body: VerifyCodeBody,
    purpose: ChallengePurpose,
    onSuccess: (tx: Executor, challenge: EmailChallengeRow, user: UserRow) => Promise<T>,
  ): Promise<T> {
    type Outcome =
      | { ok: true; session: T }
      | { ok: false; error: 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED' }
      | { ok: false; error: 'CODE_GUESS_LIMIT_REACHED'; retryAfterSeconds: number }
      | { ok: false; error: 'INVALID_CODE'; left: number };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const now = clock.now();
      const existing = await repo.findChallenge(tx, body.challengeId);
      if (!existing || existing.purpose !== purpose || existing.consumedAt)
        return { ok: false, error: 'CODE_EXPIRED' };
      if (existing.expiresAt <= now) return { ok: false, error: 'CODE_EXPIRED' };
      if (existing.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'CODE_ATTEMPTS_EXCEEDED' };
      const failed = await repo.countLimitEvents(
        tx,
        existing.email,
        limitKind('code_failed', existing.purpose),
        new Date(now.getTime() - HOUR_MS),
      );
      if (failed.count >= ACCOUNT_FAILED_CODES_PER_HOUR)
        return {
          ok: false,
          error: 'CODE_GUESS_LIMIT_REACHED',
          retryAfterSeconds: retryAfter(failed.oldest, now),
        };
      const challenge = await repo.spendChallengeAttempt(tx, existing.id, now, OTP_MAX_ATTEMPTS);
      if (!challenge) return { ok: false, error: 'CODE_ATTEMPTS_EXCEEDED' };
      const right =
        safeEqualHex(challenge.codeHash, sha256(body.code)) &&
        safeEqualHex(challenge.deviceHash, sha256(body.deviceId));
      const user = challenge.userId ? await users.findById(tx, challenge.userId) : undefined;
      if (!right || !user) {
        await repo.recordLimitEvent(tx, challenge.email, limitKind('code_failed', challenge.purpose), now);
        return { ok: false, error: 'INVALID_CODE', left: OTP_MAX_ATTEMPTS - challenge.attempts };
      }
      await repo.consumeChallenge(tx, challenge.id, now);
      return { ok: true, session: await onSuccess(tx, challenge, user) };
    });
    if (outcome.ok) return outcome.session;
    if (outcome.error === 'INVALID_CODE') {
      const left = outcome.left;
      if (left <= 0) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
      throw new AppError('INVALID_CODE', {
        detail: `${left} ${left === 1 ? 'try' : 'tries'} left`,
        errors: [{ field: 'code', message: 'This code is not right', code: 'invalid_code' }],
      });
    }
    if (outcome.error === 'CODE_GUESS_LIMIT_REACHED')
      throw new AppError(outcome.error, { retryAfterSeconds: outcome.retryAfterSeconds });
    throw new AppError(outcome.error);
  }

  async function checkCurrentPassword(user: UserRow, password: string): Promise<void> {
    if (await verifyPassword(user.passwordHash, password)) return;
    throw new AppError('CURRENT_PASSWORD_WRONG', {
      errors: [
        { field: 'currentPassword', message: 'Your current password is not right', code: 'wrong_password' },
      ],
    });
  }

  /**
   * The registration decoy this identifier and password name, if any. Without an account the
   * password is checked against the decoys (or a dummy hash): one hash either way, as before.
   */
  async function matchingDecoy(identifier: string, password: string, hashedOnce: boolean) {
    const decoys = await repo.findDecoys(db, identifier);
    for (const decoy of decoys) if (await verifyPassword(decoy.passwordHash, password)) return decoy;
    if (!hashedOnce && decoys.length === 0) await verifyAgainstDummy(password);
    return undefined;
  }

  return {
    /**
     * A new email makes an unverified account; a taken one makes a decoy that holds the username
     * and password the same way, and mails the owner a notice instead of a code. Status, body,
     * the work done (one password hash, one insert, one challenge) and what the username
     * availability answers afterwards are the same either way (no enumeration).
     */
    async register(body: RegisterBody): Promise<ChallengeResponse> {
      if (
        isCommonPassword(body.password, [
          body.username,
          body.email.split('@')[0] ?? '',
          body.firstName,
          body.lastName,
        ])
      ) {
        throw passwordProblem('password');
      }
      const passwordHash = await hashPassword(body.password);
      const challenge = await db.transaction(async (tx) => {
        await repo.lockRegistration(tx, body.email);
        // A repeat of the same registration (double click, retry) answers the first answer.
        if (body.clientKey) {
          const first = await repo.findChallengeByClientKey(tx, body.email, body.clientKey);
          if (first) return first;
        }
        if (
          (await users.findForSignIn(tx, body.username)) ||
          (await repo.isUsernameHeldByDecoy(tx, body.username))
        )
          throw usernameTaken();
        const taken = await users.findByEmail(tx, body.email);
        if (taken) {
          const now = clock.now();
          const held = await repo.insertDecoy(tx, {
            email: body.email,
            username: body.username,
            passwordHash,
            createdAt: now,
          });
          if (!held) throw usernameTaken();
          // The owner is told by mail instead.
          const mails = authMails(taken.language);
          await sendLater(
            tx,
            taken.email,
            'signup_notice',
            mails.alreadyRegistered(loginUrl, `${deps.publicUrl}/auth/reset_password`),
          );
          return openChallenge(tx, null, body.email, 'verify_email', body.deviceId, body.clientKey);
        }
        const referrer = body.referrer ? await users.findByReferralCode(tx, body.referrer) : undefined;
        const now = clock.now();
        const user = await users.createUser(tx, {
          email: body.email,
          username: body.username,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          birthDate: body.birthDate,
          country: body.country,
          language: body.language,
          referredById: referrer?.id ?? null,
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        if (!user) throw usernameTaken();
        const opened = await openChallenge(
          tx,
          user,
          user.email,
          'verify_email',
          body.deviceId,
          body.clientKey,
        );
        await deps.events.publish(tx, 'auth.member-registered', { user });
        return opened;
      });
      return challengeAnswer(challenge);
    },

    verifyEmail(body: VerifyCodeBody, ctx: RequestContext): Promise<SessionResponse> {
      return checkCode(body, 'verify_email', async (tx, challenge, user) => {
        refuseSuspended(user, clock.now());
        const verified = user.emailVerifiedAt
          ? user
          : await users.update(tx, user.id, { emailVerifiedAt: clock.now() });
        if (!user.emailVerifiedAt)
          await deps.events.publish(tx, 'auth.email-verified', {
            user: verified ?? user,
            deviceHash: challenge.deviceHash,
            ip: ctx.ip,
          });
        const token = await startSession(tx, user.id, body.deviceId, ctx);
        return { token, user: toUser(verified ?? user) };
      });
    },

    verifyLogin(body: VerifyCodeBody, ctx: RequestContext): Promise<SessionResponse> {
      return checkCode(body, 'login', async (tx, _challenge, user) => {
        refuseSuspended(user, clock.now());
        const token = await startSession(tx, user.id, body.deviceId, ctx);
        return { token, user: toUser(user) };
      });
    },

    /**
     * A new code for the same challenge: its spent tries stay spent, and an expired, exhausted or
     * used challenge cannot be revived (the member starts again: signs in or registers).
     */
    async resendCode(challengeId: string): Promise<ChallengeResponse> {
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const existing = await repo.findChallenge(tx, challengeId);
        if (!existing || existing.consumedAt || existing.expiresAt <= now) throw new AppError('CODE_EXPIRED');
        if (existing.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
        const availableAt = existing.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS;
        if (now.getTime() < availableAt) {
          throw new AppError('RESEND_COOLDOWN', {
            retryAfterSeconds: Math.ceil((availableAt - now.getTime()) / 1000),
          });
        }
        await countCodeIssued(tx, existing.email, existing.purpose);
        const code = randomDigits(OTP_LENGTH);
        const row = await repo.renewChallenge(
          tx,
          existing.id,
          { codeHash: sha256(code), expiresAt: new Date(now.getTime() + OTP_TTL_MS), lastSentAt: now },
          OTP_MAX_ATTEMPTS,
        );
        if (!row) throw new AppError('CODE_EXPIRED');
        const user = row.userId ? await users.findById(tx, row.userId) : undefined;
        if (user) {
          const mails = authMails(user.language);
          await sendLater(
            tx,
            user.email,
            'code',
            row.purpose === 'login' ? mails.login(code) : mails.verify(code),
          );
        }
        return row;
      });
      return challengeAnswer(row);
    },

    async login(body: LoginBody, ctx: RequestContext): Promise<LoginResponse> {
      const user = await users.findForSignIn(db, body.identifier);
      const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : false;
      if (!user || !passwordOk) {
        // A registration decoy signs in like an unverified account: asked for a code it never gets.
        const decoy = await matchingDecoy(body.identifier, body.password, user !== undefined);
        if (!decoy) throw new AppError('INVALID_CREDENTIALS');
        const challenge = await db.transaction((tx) =>
          openChallenge(tx, null, decoy.email, 'verify_email', body.deviceId),
        );
        return { status: 'code_required', reason: 'verify_email', challenge: challengeAnswer(challenge) };
      }
      refuseSuspended(user, clock.now());
      return db.transaction(async (tx): Promise<LoginResponse> => {
        if (!user.emailVerifiedAt) {
          const challenge = await openChallenge(tx, user, user.email, 'verify_email', body.deviceId);
          return { status: 'code_required', reason: 'verify_email', challenge: challengeAnswer(challenge) };
        }
        const knownDevice = await repo.hasUsedDevice(tx, user.id, sha256(body.deviceId));
        if (user.twoFactorEnabled || !knownDevice) {
          const challenge = await openChallenge(tx, user, user.email, 'login', body.deviceId);
          const reason = user.twoFactorEnabled ? 'two_factor' : 'new_device';
          return { status: 'code_required', reason, challenge: challengeAnswer(challenge) };
        }
        const token = await startSession(tx, user.id, body.deviceId, ctx);
        return { status: 'authenticated', token, user: toUser(user) };
      });
    },

    async logout(principal: Principal): Promise<void> {
      await repo.revokeSession(db, principal.userId, principal.sessionId, clock.now());
      deps.realtime.sessionsEnded(principal.userId, principal.sessionId);
    },

    /** Answers the same whether or not the account exists; the work happens after the answer. */
    requestPasswordReset(email: string): void {
      jobs.run('password-reset', async () => {
        const user = await users.findByEmail(db, email);
        if (!user) return;
        const limit = await withinHourlyLimit(db, user.email, 'mail_reset', MAILS_PER_KIND_PER_HOUR);
        if (!limit.ok) return;
        const now = clock.now();
        const token = randomToken();
        const id = await repo.insertPasswordReset(db, {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
          createdAt: now,
        });
        // The token rides in the fragment, which browsers never send: no server or proxy logs it.
        const url = `${deps.publicUrl}/auth/confirm_new_password/${id}/link#token=${token}`;
        await mailer.send({ to: user.email, ...authMails(user.language).reset(url) });
      });
    },

    async checkResetLink(id: string, token: string): Promise<{ valid: true; expiresAt: string }> {
      const row = await repo.findOpenPasswordReset(db, id, clock.now());
      if (!row || !safeEqualHex(row.tokenHash, sha256(token))) throw new AppError('RESET_LINK_INVALID');
      return { valid: true, expiresAt: row.expiresAt.toISOString() };
    },

    async confirmPasswordReset(body: ConfirmResetBody): Promise<void> {
      const pending = await repo.findOpenPasswordReset(db, body.id, clock.now());
      if (!pending || !safeEqualHex(pending.tokenHash, sha256(body.token)))
        throw new AppError('RESET_LINK_INVALID');
      const owner = await users.findById(db, pending.userId);
      if (owner && isCommonPassword(body.password, [owner.username, owner.email.split('@')[0] ?? ''])) {
        throw passwordProblem('password');
      }
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction(async (tx) => {
        const now = clock.now();
        const userId = await repo.usePasswordReset(tx, body.id, sha256(body.token), now);
        if (!userId) return false;
        const user = await users.findById(tx, userId);
        // The link came by mail: following it proves the address as well.
        await users.update(tx, userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now });
        await repo.closeOpenPasswordResets(tx, userId, now);
        await repo.revokeOtherSessions(tx, userId, now);
        return userId;
      });
      if (!done) throw new AppError('RESET_LINK_INVALID');
      deps.realtime.sessionsEnded(done, null);
    },

    requestUsernameReminder(email: string): void {
      jobs.run('username-reminder', async () => {
        const user = await users.findByEmail(db, email);
        if (!user) return;
        const limit = await withinHourlyLimit(db, user.email, 'mail_username', MAILS_PER_KIND_PER_HOUR);
        if (!limit.ok) return;
        await mailer.send({ to: user.email, ...authMails(user.language).username(user.username, loginUrl) });
      });
    },

    async resolveToken(token: string): Promise<Principal | null> {
      const now = clock.now();
      const session = await repo.findLiveSessionByTokenHash(db, sha256(token), now);
      if (!session) return null;
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
        await repo.touchSession(db, session.id, now);
      return {
        userId: session.userId,
        sessionId: session.id,
        role: session.role as Principal['role'],
        // Realtime closes the session's sockets at this time.
        expiresAt: session.expiresAt,
      };
    },

    async listSessions(principal: Principal): Promise<Session[]> {
      const rows = await repo.listLiveSessions(db, principal.userId, clock.now());
      return rows.map((row) => ({
        id: row.id,
        deviceLabel: row.deviceLabel,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === principal.sessionId,
      }));
    },

    async revokeSession(principal: Principal, sessionId: string): Promise<void> {
      const revoked = await repo.revokeSession(db, principal.userId, sessionId, clock.now());
      if (!revoked) throw new AppError('SESSION_NOT_FOUND');
      deps.realtime.sessionsEnded(principal.userId, sessionId);
    },

    async changePassword(principal: Principal, body: ChangePasswordBody): Promise<void> {
      const user = await users.findById(db, principal.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      await checkCurrentPassword(user, body.currentPassword);
      if (isCommonPassword(body.newPassword, [user.username, user.email.split('@')[0] ?? '']))
        throw passwordProblem('newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        const now = clock.now();
        await users.update(tx, user.id, { passwordHash });
        await repo.revokeOtherSessions(tx, user.id, now, principal.sessionId);
      });
      deps.realtime.sessionsEnded(user.id, null, principal.sessionId);
    },

    /** Turning it on is free; turning it off takes the current password. */
    async setTwoFactor(principal: Principal, body: TwoFactorBody) {
      if (!body.enabled) {
        const user = await users.findById(db, principal.userId);
        if (!user) throw new AppError('UNAUTHENTICATED');
        await checkCurrentPassword(user, body.currentPassword ?? '');
      }
      const row = await users.update(db, principal.userId, { twoFactorEnabled: body.enabled });
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row);
    },

    /**
     * Emails a code that confirms one withdrawal (10 minutes, the hourly quota of codes applies).
     * Answers as a sign-in challenge does, so the screen shows where it went and when to resend.
     */
    async openWithdrawalCode(userId: string): Promise<ChallengeResponse> {
      const user = await users.findById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const row = await db.transaction((tx) =>
        openChallenge(tx, user, user.email, 'withdrawal', withdrawalDevice(userId)),
      );
      return challengeAnswer(row);
    },

    /**
     * The member confirms a withdrawal with their password or a code emailed for it (spent once,
     * its tries counted as sign-in codes' are). A wrong password is CURRENT_PASSWORD_WRONG; a wrong
     * code INVALID_CODE, CODE_EXPIRED or the limits' codes, as at sign-in.
     */
    async confirmWithdrawal(
      userId: string,
      confirmation:
        | { method: 'password'; password: string }
        | { method: 'code'; challengeId: string; code: string },
    ): Promise<void> {
      if (confirmation.method === 'password') {
        const user = await users.findById(db, userId);
        if (!user) throw new AppError('UNAUTHENTICATED');
        await checkCurrentPassword(user, confirmation.password);
        return;
      }
      const body = { ...confirmation, deviceId: withdrawalDevice(userId) };
      await checkCode(body, 'withdrawal', async (_tx, challenge) => {
        // Another member's challenge is no code for this one (a guessed id): refused as a wrong code.
        if (challenge.userId !== userId) throw new AppError('INVALID_CODE');
      });
    },

    async referrer(code: string): Promise<Referrer> {
      const user = await users.findByReferralCode(db, code);
      if (!user?.emailVerifiedAt) throw new AppError('NOT_FOUND');
      return {
        code: user.referralCode,
        displayName: `${user.firstName} ${user.lastName}`.trim(),
        avatarUrl: user.avatarUrl,
      };
    },

    /** Taken by an account or held by a registration decoy: both look the same. */
    async usernameAvailable(username: string): Promise<boolean> {
      return !(await users.isUsernameTaken(username)) && !(await repo.isUsernameHeldByDecoy(db, username));
    },

    countLiveSessions: () => repo.countLiveSessions(db, clock.now()),

    /** The hourly limits look back one hour: a day of events is more than enough. */
    cleanLimitEvents: () => repo.deleteLimitEventsBefore(db, new Date(clock.now().getTime() - 24 * HOUR_MS)),

    /**
     * Makes sure an account exists for this email (created verified, with `role`); an existing
     * account is never changed. Used by `npm run admin:create`, ADMIN_EMAIL and the demo seed.
     */
    async ensureAccount(input: {
      email: string;
      password: string;
      role: 'member' | 'partner' | 'moderator' | 'admin';
      username?: string;
      firstName?: string;
      lastName?: string;
      country?: string;
      birthDate?: string;
    }): Promise<{ created: boolean; user: UserRow }> {
      const email = input.email.trim().toLowerCase();
      const existing = await users.findByEmail(db, email);
      if (existing) return { created: false, user: existing };
      const passwordHash = await hashPassword(input.password);
      const base =
        (input.username ?? email.split('@')[0] ?? 'user').replace(/[^a-zA-Z0-9_.]/g, '').slice(0, 24) ||
        'user';
      return db.transaction(async (tx) => {
        const now = clock.now();
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const username = attempt === 0 ? base : `${base}${randomDigits(4)}`;
          const user = await users.createUser(tx, {
            email,
            username,
            passwordHash,
            firstName: input.firstName ?? 'Admin',
            lastName: input.lastName ?? 'BeTogether',
            birthDate: input.birthDate ?? '1990-01-01',
            country: input.country ?? 'FR',
            role: input.role,
            emailVerifiedAt: now,
            termsAcceptedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          if (user) return { created: true, user };
          const raced = await users.findByEmail(tx, email);
          if (raced) return { created: false, user: raced };
        }
        throw new Error(`could not find a free username for ${email}`);
      });
    },
  };
}
