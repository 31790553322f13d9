import type { EditProfileBody, User } from '@betogether/contracts/users/users.schemas';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { randomReferralCode } from '../../platform/secrets';
import type { MediaService } from '../media/media.service';
import { toUser } from './users.read';
import * as repo from './users.repository';
import type { NewUserRow, UserRow } from './users.tables';

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: { db: Db; media: Pick<MediaService, 'readyMedia'> }) {
  const { db, media } = deps;

  return {
    async getUser(userId: string): Promise<User> {
      const row = await repo.findUserById(db, userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row);
    },

    async findForSignIn(tx: Executor, identifier: string): Promise<UserRow | undefined> {
      const value = identifier.trim();
      return value.includes('@') ? repo.findUserByEmail(tx, value) : repo.findUserByUsername(tx, value);
    },

    findByEmail: (tx: Executor, email: string) => repo.findUserByEmail(tx, email),
    findById: (tx: Executor, id: string) => repo.findUserById(tx, id),
    findByReferralCode: (tx: Executor, code: string) => repo.findUserByReferralCode(tx, code),
    isUsernameTaken: async (username: string) => (await repo.findUserByUsername(db, username)) !== undefined,

    /** Creates the account; answers undefined when the email or username is taken. */
    async createUser(tx: Executor, values: Omit<NewUserRow, 'referralCode'>): Promise<UserRow | undefined> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const referralCode = randomReferralCode();
        if (await repo.findUserByReferralCode(tx, referralCode)) continue;
        return repo.insertUser(tx, { ...values, referralCode });
      }
      throw new Error('could not draw a free referral code');
    },

    update: (tx: Executor, id: string, values: Partial<NewUserRow>) => repo.updateUser(tx, id, values),

    async editProfile(userId: string, body: EditProfileBody): Promise<User> {
      const { avatarMediaId, coverMediaId, ...fields } = body;
      const changes: Partial<NewUserRow> = { ...fields };
      // Photos come from the member's own ready uploads (the upload pipeline stripped their metadata).
      if (avatarMediaId !== undefined) {
        changes.avatarUrl =
          avatarMediaId === null
            ? null
            : (await media.readyMedia(userId, avatarMediaId, 'avatar', 'avatarMediaId')).url;
      }
      if (coverMediaId !== undefined) {
        changes.coverUrl =
          coverMediaId === null
            ? null
            : (await media.readyMedia(userId, coverMediaId, 'cover', 'coverMediaId')).url;
      }
      const row = await repo.updateUser(db, userId, changes);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row);
    },

    async changeRole(userId: string, role: 'member' | 'partner'): Promise<User> {
      const current = await repo.findUserById(db, userId);
      if (!current) throw new AppError('UNAUTHENTICATED');
      if (current.role === 'admin') throw new AppError('ADMIN_ROLE_LOCKED');
      const row = await repo.updateUser(db, userId, { role });
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row);
    },

    async overview(since: Date) {
      return repo.countUsers(db, since);
    },
  };
}
