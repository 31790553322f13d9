import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import type {
  ModerationCase,
  ModerationCaseDetail,
} from '@betogether/contracts/moderation/moderation.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page, person, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ModerationPage } from './moderation-page';

// [10] A reported chat message in the queue: its conversation and the messages before it.

const route = '/admin_betogether/moderation';
const author = person(2, { displayName: 'Ben Okafor' });
const messageCase: ModerationCase = {
  id: uuid(501),
  kind: 'message',
  subjectId: uuid(601),
  status: 'open',
  reportCount: 1,
  reasons: [{ reason: 'harassment', count: 1 }],
  excerpt: 'You are all idiots',
  author,
  firstReportedAt: '2026-03-01T12:00:00.000Z',
  lastReportedAt: '2026-03-01T12:00:00.000Z',
  resolution: null,
};
const detail: ModerationCaseDetail = {
  ...messageCase,
  content: {
    body: 'You are all idiots',
    pictures: [],
    postId: null,
    audience: null,
    createdAt: '2026-03-01T11:58:00.000Z',
    available: true,
    conversation: { kind: 'group', title: 'Book club' },
    context: [
      { senderName: 'Ana Silva', text: 'Chapter one tonight?', createdAt: '2026-03-01T11:50:00.000Z' },
      { senderName: null, text: 'I have not started', createdAt: '2026-03-01T11:52:00.000Z' },
      { senderName: 'Ben Okafor', text: 'Cleo never reads anything', createdAt: '2026-03-01T11:57:00.000Z' },
    ],
  },
  reports: [
    {
      id: uuid(701),
      reporter: person(3),
      reason: 'harassment',
      details: 'He insults us',
      createdAt: '2026-03-01T12:00:00.000Z',
    },
  ],
  authorStanding: { role: 'member', suspendedUntil: null, warnings: 0, suspensions: 0 },
};
const moderator = member({ role: 'moderator' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

describe('a reported message in the moderation queue', () => {
  it('filters the queue on messages', async () => {
    api.on(moderationEndpoints.queue, ({ query }) => page(query.kind === 'message' ? [messageCase] : []));
    const view = renderScreen(<ModerationPage />, { route, session: moderator });
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Message' }));
    const item = await screen.findByRole('button', { name: /You are all idiots/ });
    expect(within(item).getByText('Message')).toBeTruthy();
    expect(view.location().search).toBe('?kind=message');
    expect(api.calls(moderationEndpoints.queue).at(-1)?.query).toMatchObject({ kind: 'message' });
  });

  it('shows the conversation and the messages before it, the reported one marked, and removes it', async () => {
    api.on(moderationEndpoints.queue, () => page([messageCase]));
    api.on(moderationEndpoints.detail, () => detail);
    api.on(moderationEndpoints.resolve, () => ({
      ...detail,
      status: 'resolved' as const,
      content: { ...detail.content, available: false },
      resolution: {
        action: 'remove' as const,
        note: '',
        moderator: person(9),
        resolvedAt: '2026-03-02T10:00:00.000Z',
        suspendedUntil: null,
      },
    }));
    renderScreen(<ModerationPage />, { route: `${route}?case=${messageCase.id}`, session: moderator });
    const dialog = await screen.findByRole('dialog', { name: 'Case: Message' });
    expect(await within(dialog).findByText('In a conversation: group “Book club”')).toBeTruthy();
    const thread = within(dialog).getByRole('list', {
      name: 'The reported message and the messages just before it, as the reporter saw them',
    });
    const lines = within(thread).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Ana Silva.*Chapter one tonight\?$/),
      expect.stringMatching(/^Former member.*I have not started$/),
      expect.stringMatching(/^Ben Okafor.*Cleo never reads anything$/),
      expect.stringMatching(/^Ben Okafor.*ReportedYou are all idiots$/),
    ]);
    expect(lines.map((line) => line.getAttribute('aria-current'))).toEqual([null, null, null, 'true']);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Remove the content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the decision' }));
    expect(await screen.findByText('Decision recorded. The reporters will be told.')).toBeTruthy();
    expect(api.calls(moderationEndpoints.resolve).map((call) => call.body)).toEqual([
      { action: 'remove', note: '' },
    ]);
    expect(await within(dialog).findByText('No longer online: shown as it was last reported.')).toBeTruthy();
    expect(within(dialog).getByText('You are all idiots')).toBeTruthy();
  });

  it('says when nothing came before it, in French too', async () => {
    api.on(moderationEndpoints.queue, () => page([messageCase]));
    api.on(moderationEndpoints.detail, () => ({
      ...detail,
      content: { ...detail.content, conversation: { kind: 'direct' as const, title: null }, context: [] },
    }));
    renderScreen(<ModerationPage />, {
      route: `${route}?case=${messageCase.id}`,
      session: moderator,
      language: 'fr',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dossier : Message' });
    await waitFor(() =>
      expect(
        within(dialog).getByText('Dans une conversation : messages privés entre deux personnes'),
      ).toBeTruthy(),
    );
    expect(
      within(dialog).getByText('Aucun message antérieur à montrer dans cette conversation.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Signalé')).toBeTruthy();
  });
});
