import type { Notification } from '@betogether/contracts/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { notificationText } from './notification-text';

const base: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'invite_joined',
  actor: {
    id: '00000000-0000-4000-8000-000000000002',
    username: 'gus',
    displayName: 'Gus Guest',
    avatarUrl: null,
  },
  actorCount: 1,
  postId: null,
  commentId: null,
  moderation: null,
  link: '/social/profile/00000000-0000-4000-8000-000000000002',
  read: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('notificationText', () => {
  it('says who joined through the invitation, in each language', () => {
    expect(notificationText(testI18n('en').t, base)).toBe(
      'Gus Guest joined BeTogether with your invitation: you are now friends',
    );
    expect(notificationText(testI18n('fr').t, base)).toBe(
      'Gus Guest a rejoint BeTogether grâce à votre invitation : vous êtes maintenant amis',
    );
  });

  it('gives the coins and the reason of an admin’s correction, credit or debit', () => {
    const line = (amount: number): Notification => ({
      ...base,
      type: 'coins_adjusted',
      coins: { amount, reason: 'Contest prize' },
    });
    const en = testI18n('en').t;
    expect(notificationText(en, line(50))).toBe('BeTogether added 50 coins to your wallet: Contest prize');
    expect(notificationText(en, line(-1))).toBe('BeTogether took 1 coin from your wallet: Contest prize');
    expect(notificationText(testI18n('fr').t, line(-30))).toBe(
      'BeTogether a retiré 30 pièces de votre portefeuille : Contest prize',
    );
  });
});
