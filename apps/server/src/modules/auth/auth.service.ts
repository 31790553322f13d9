import {
  type ChallengeResponse,
  type ChangePasswordBody,
  type ConfirmResetBody,
  type LoginBody,
  type LoginResponse,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  type Referrer,
  type RegisterBody,
  type Session,
  type SessionResponse,
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

// A sign-in token is refreshed in the database at most once a minute: not a write per request.
const TOUCH_INTERVAL_MS = 60_000;

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${'•'.repeat(Math.max(2, local.length - visible.length))}@${domain}`;
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

  /**
   * Mails once `executor`'s transaction has committed (at once outside one): a code or a notice
   * never goes out for an account or a challenge that was rolled back.
   */
  function sendLater(executor: Executor, to: string, mail: { subject: string; text: string; html: string }) {
    return afterCommit(executor, () => jobs.run('mail', () => mailer.send({ to, ...mail })));
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
    purpose: 'verify_email' | 'login',
    deviceId: string,
  ): Promise<EmailChallengeRow> {
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
    });
    if (user) {
      const mails = authMails(user.language);
      await sendLater(tx, user.email, purpose === 'login' ? mails.login(code) : mails.verify(code));
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
   * error is thrown, so the limit of 5 holds.
   */
  async function checkCode(
    body: VerifyCodeBody,
    purpose: 'verify_email' | 'login',
    onSuccess: (tx: Executor, challenge: EmailChallengeRow, user: UserRow) => Promise<SessionResponse>,
  ): Promise<SessionResponse> {
    type Outcome =
      | { ok: true; session: SessionResponse }
      | { ok: false; error: 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED' }
      | { ok: false; error: 'INVALID_CODE'; left: number };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const now = clock.now();
      const existing = await repo.findChallenge(tx, body.challengeId);
      if (!existing || existing.purpose !== purpose || existing.consumedAt)
        return { ok: false, error: 'CODE_EXPIRED' };
      if (existing.expiresAt <= now) return { ok: false, error: 'CODE_EXPIRED' };
      if (existing.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'CODE_ATTEMPTS_EXCEEDED' };
      const challenge = await repo.spendChallengeAttempt(tx, existing.id, now, OTP_MAX_ATTEMPTS);
      if (!challenge) return { ok: false, error: 'CODE_ATTEMPTS_EXCEEDED' };
      const right =
        safeEqualHex(challenge.codeHash, sha256(body.code)) &&
        safeEqualHex(challenge.deviceHash, sha256(body.deviceId));
      const user = challenge.userId ? await users.findById(tx, challenge.userId) : undefined;
      if (!right || !user)
        return { ok: false, error: 'INVALID_CODE', left: OTP_MAX_ATTEMPTS - challenge.attempts };
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
    throw new AppError(outcome.error);
  }

  return {
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
      if (await users.isUsernameTaken(body.username)) {
        throw new AppError('USERNAME_TAKEN', {
          errors: [{ field: 'username', message: 'This username is already taken', code: 'taken' }],
        });
      }
      const passwordHash = await hashPassword(body.password);
      const result = await db.transaction(async (tx) => {
        const taken = await users.findByEmail(tx, body.email);
        if (taken) {
          // Same answer as a new account: the owner is told by mail instead (no enumeration).
          const mails = authMails(taken.language);
          await sendLater(
            tx,
            taken.email,
            mails.alreadyRegistered(loginUrl, `${deps.publicUrl}/auth/reset_password`),
          );
          return {
            challenge: await openChallenge(tx, null, body.email, 'verify_email', body.deviceId),
            created: false,
          };
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
        if (!user) return { taken: true as const };
        const challenge = await openChallenge(tx, user, user.email, 'verify_email', body.deviceId);
        await deps.events.publish(tx, 'auth.member-registered', { user });
        return { challenge, created: true };
      });
      if ('taken' in result) {
        throw new AppError('USERNAME_TAKEN', {
          errors: [{ field: 'username', message: 'This username is already taken', code: 'taken' }],
        });
      }
      return challengeAnswer(result.challenge);
    },

    verifyEmail(body: VerifyCodeBody, ctx: RequestContext): Promise<SessionResponse> {
      return checkCode(body, 'verify_email', async (tx, challenge, user) => {
        const verified = user.emailVerifiedAt
          ? user
          : await users.update(tx, user.id, { emailVerifiedAt: clock.now() });
        if (!user.emailVerifiedAt)
          await deps.events.publish(tx, 'auth.email-verified', {
            user: verified ?? user,
            deviceHash: challenge.deviceHash,
          });
        const token = await startSession(tx, user.id, body.deviceId, ctx);
        return { token, user: toUser(verified ?? user) };
      });
    },

    verifyLogin(body: VerifyCodeBody, ctx: RequestContext): Promise<SessionResponse> {
      return checkCode(body, 'login', async (tx, _challenge, user) => {
        const token = await startSession(tx, user.id, body.deviceId, ctx);
        return { token, user: toUser(user) };
      });
    },

    async resendCode(challengeId: string): Promise<ChallengeResponse> {
      const now = clock.now();
      const existing = await repo.findChallenge(db, challengeId);
      if (!existing || existing.consumedAt) throw new AppError('CODE_EXPIRED');
      const availableAt = existing.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS;
      if (now.getTime() < availableAt) {
        throw new AppError('RESEND_COOLDOWN', {
          retryAfterSeconds: Math.ceil((availableAt - now.getTime()) / 1000),
        });
      }
      const code = randomDigits(OTP_LENGTH);
      const row = await repo.renewChallenge(db, existing.id, {
        codeHash: sha256(code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        lastSentAt: now,
      });
      if (!row) throw new AppError('CODE_EXPIRED');
      const user = row.userId ? await users.findById(db, row.userId) : undefined;
      if (user) {
        const mails = authMails(user.language);
        await sendLater(db, user.email, row.purpose === 'login' ? mails.login(code) : mails.verify(code));
      }
      return challengeAnswer(row);
    },

    async login(body: LoginBody, ctx: RequestContext): Promise<LoginResponse> {
      const user = await users.findForSignIn(db, body.identifier);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
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
        const now = clock.now();
        const token = randomToken();
        const id = await repo.insertPasswordReset(db, {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
          createdAt: now,
        });
        const url = `${deps.publicUrl}/auth/confirm_new_password/${id}/${token}`;
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
        await mailer.send({ to: user.email, ...authMails(user.language).username(user.username, loginUrl) });
      });
    },

    async resolveToken(token: string): Promise<Principal | null> {
      const now = clock.now();
      const session = await repo.findLiveSessionByTokenHash(db, sha256(token), now);
      if (!session) return null;
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
        await repo.touchSession(db, session.id, now);
      return { userId: session.userId, sessionId: session.id, role: session.role as Principal['role'] };
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
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', {
          errors: [
            {
              field: 'currentPassword',
              message: 'Your current password is not right',
              code: 'wrong_password',
            },
          ],
        });
      }
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

    async setTwoFactor(principal: Principal, enabled: boolean) {
      const row = await users.update(db, principal.userId, { twoFactorEnabled: enabled });
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row);
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

    async usernameAvailable(username: string): Promise<boolean> {
      return !(await users.isUsernameTaken(username));
    },

    countLiveSessions: () => repo.countLiveSessions(db, clock.now()),

    /**
     * Makes sure an account exists for this email (created verified, with `role`); an existing
     * account is never changed. Used by `npm run admin:create`, ADMIN_EMAIL and the demo seed.
     */
    async ensureAccount(input: {
      email: string;
      password: string;
      role: 'member' | 'partner' | 'admin';
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
