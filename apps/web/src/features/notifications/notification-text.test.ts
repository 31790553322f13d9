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

  it('tells finance’s steps on a withdrawal, with the coins and a refusal’s reason', () => {
    const line = (status: 'approved' | 'paid' | 'rejected', coins = 1000): Notification => ({
      ...base,
      type: 'withdrawal',
      withdrawal: {
        id: '00000000-0000-4000-8000-000000000009',
        number: 42,
        coins,
        status,
        reason: status === 'rejected' ? 'Wrong number' : null,
      },
    });
    const en = testI18n('en').t;
    expect(notificationText(en, line('approved'))).toBe(
      'Your withdrawal W-42 of 1000 coins is approved: the payment is on its way',
    );
    expect(notificationText(en, line('paid', 1))).toBe('Your withdrawal W-42 of 1 coin is paid');
    expect(notificationText(en, line('rejected'))).toBe(
      'Your withdrawal W-42 was refused: Wrong number. The 1000 coins are back in your wallet.',
    );
    expect(notificationText(testI18n('fr').t, line('paid'))).toBe(
      'Votre retrait W-42 de 1000 pièces est payé',
    );
  });

  it('tells each identity-check decision with the reviewer’s reason, in each language', () => {
    const line = (status: 'approved' | 'rejected' | 'resubmission_requested' | 'expired'): Notification => ({
      ...base,
      type: 'kyc_status',
      kyc: {
        status,
        reason: status === 'approved' || status === 'expired' ? null : 'The photo is blurred',
        fields: [],
      },
    });
    const en = testI18n('en').t;
    expect(notificationText(en, line('approved'))).toBe(
      'Your identity is verified: you can withdraw your coins',
    );
    expect(notificationText(en, line('rejected'))).toBe(
      'Your identity check was refused: The photo is blurred',
    );
    expect(notificationText(en, line('resubmission_requested'))).toBe(
      'Your identity check needs something again: The photo is blurred',
    );
    expect(notificationText(en, line('expired'))).toBe(
      'Your identity document has expired: send a valid one to withdraw again',
    );
    expect(notificationText(testI18n('fr').t, line('rejected'))).toBe(
      'Votre vérification d’identité a été refusée : The photo is blurred',
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

describe('notificationText: stories and shorts', () => {
  const line = (patch: Partial<Notification>): Notification => ({
    ...base,
    actor: { ...base.actor, displayName: 'Ana Lima' },
    link: '/social/story/00000000-0000-4000-8000-000000000003',
    ...patch,
  });
  const en = testI18n('en').t;
  const fr = testI18n('fr').t;

  it('quotes a reply to a story, and says only how many when several replied', () => {
    const reply = line({ type: 'story_reply', excerpt: 'Where is this?' });
    expect(notificationText(en, reply)).toBe('Ana Lima replied to your story: “Where is this?”');
    expect(notificationText(fr, reply)).toBe('Ana Lima a répondu à votre story : « Where is this? »');
    expect(notificationText(en, { ...reply, actorCount: 3 })).toBe(
      'Ana Lima and 2 others replied to your story',
    );
    expect(notificationText(en, { ...reply, excerpt: null })).toBe('Ana Lima replied to your story');
  });

  it('shows the emoji of a story reaction', () => {
    const reaction = line({ type: 'story_reaction', excerpt: '❤️' });
    expect(notificationText(en, reaction)).toBe('Ana Lima reacted ❤️ to your story');
    expect(notificationText(fr, reaction)).toBe('Ana Lima a réagi ❤️ à votre story');
    expect(notificationText(en, { ...reaction, actorCount: 2 })).toBe(
      'Ana Lima and 1 other reacted to your story',
    );
  });

  it('says who liked or commented on a short, and a mention in a short’s caption', () => {
    const short = { link: '/social/short/00000000-0000-4000-8000-000000000004' };
    expect(notificationText(en, line({ ...short, type: 'short_like', actorCount: 5 }))).toBe(
      'Ana Lima and 4 others liked your short',
    );
    expect(notificationText(en, line({ ...short, type: 'short_comment', excerpt: 'So good' }))).toBe(
      'Ana Lima commented on your short: “So good”',
    );
    expect(
      notificationText(
        fr,
        line({ ...short, type: 'mention', shortId: '00000000-0000-4000-8000-000000000004' }),
      ),
    ).toBe('Ana Lima vous a mentionné dans un short');
    expect(notificationText(en, line({ type: 'mention', postId: base.id }))).toBe(
      'Ana Lima mentioned you in a post',
    );
  });
});
