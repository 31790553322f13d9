import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import type {
  ModerationCase,
  ModerationCaseDetail,
} from '@betogether/contracts/moderation/moderation.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rolesOf } from '@/lib/access-rules';
import { admin, member, page, person, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ModerationPage } from './moderation-page';
import { allowedActions } from './queue/decision-form';

const route = '/admin_betogether/moderation';
const author = person(2, { displayName: 'Camille Durand' });
const openCase: ModerationCase = {
  id: uuid(501),
  kind: 'post',
  subjectId: uuid(601),
  status: 'open',
  reportCount: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'scam', count: 1 },
  ],
  excerpt: 'Win 1000 coins now',
  author,
  firstReportedAt: '2026-03-01T10:00:00.000Z',
  lastReportedAt: '2026-03-01T12:00:00.000Z',
  resolution: null,
};
const detail: ModerationCaseDetail = {
  ...openCase,
  content: {
    body: 'Win 1000 coins now',
    pictures: [],
    postId: uuid(601),
    audience: 'friends',
    createdAt: '2026-03-01T09:00:00.000Z',
    available: true,
    conversation: null,
    context: null,
  },
  reports: [
    {
      id: uuid(701),
      reporter: person(3),
      reason: 'spam',
      details: 'Every day the same link',
      createdAt: '2026-03-01T12:00:00.000Z',
    },
  ],
  authorStanding: { role: 'member', suspendedUntil: null, warnings: 1, suspensions: 0 },
};
const moderator = member({ role: 'moderator' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

describe('ModerationPage', () => {
  it('lists cases with counts and reasons, opens one and suspends its author', async () => {
    api.on(moderationEndpoints.queue, () => page([openCase]));
    let current = detail;
    api.on(moderationEndpoints.detail, () => current);
    api.on(moderationEndpoints.resolve, () => {
      current = {
        ...detail,
        status: 'resolved' as const,
        resolution: {
          action: 'suspend' as const,
          note: 'Spam',
          moderator: person(9),
          resolvedAt: '2026-03-02T10:00:00.000Z',
          suspendedUntil: '2026-03-09T10:00:00.000Z',
        },
      };
      return current;
    });
    const view = renderScreen(<ModerationPage />, { route, session: moderator });
    expect(await screen.findByRole('heading', { name: 'Moderation', level: 1 })).toBeTruthy();
    // A moderator has the queue only: no tabs to name moderators.
    expect(screen.queryByRole('tab', { name: 'Moderators' })).toBeNull();
    const item = await screen.findByRole('button', { name: /Win 1000 coins now/ });
    expect(within(item).getByText('3 reports')).toBeTruthy();
    expect(within(item).getByText('Spam · 2')).toBeTruthy();
    expect(within(item).getByText('Scam or fraud · 1')).toBeTruthy();
    expect(api.calls(moderationEndpoints.queue)[0]?.query).toMatchObject({ status: 'open' });

    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Case: Post' });
    expect(view.location().search).toBe(`?case=${openCase.id}`);
    expect(await within(dialog).findByText('Every day the same link')).toBeTruthy();
    expect(within(dialog).getByText('Warnings: 1 · Suspensions: 0')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Confirm the decision' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Suspend the author' }));
    expect(within(dialog).getByText(/will be signed out everywhere/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note to the author (optional)' }), {
      target: { value: 'Spam' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('Decision recorded. The reporters will be told.')).toBeTruthy();
    expect(api.calls(moderationEndpoints.resolve).map((call) => [call.params.id, call.body])).toEqual([
      [openCase.id, { action: 'suspend', days: 7, note: 'Spam' }],
    ]);
    expect(await within(dialog).findByText(/Author suspended by Member 9/)).toBeTruthy();
  });

  it('filters by status and kind through the address, and says when nothing is left', async () => {
    api.on(moderationEndpoints.queue, () => page([]));
    const view = renderScreen(<ModerationPage />, {
      route: `${route}?status=resolved&kind=comment`,
      session: admin(),
    });
    expect(await screen.findByText('No decision yet')).toBeTruthy();
    expect(api.calls(moderationEndpoints.queue)[0]?.query).toMatchObject({
      status: 'resolved',
      kind: 'comment',
    });
    fireEvent.click(screen.getByRole('button', { name: 'To review' }));
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    expect(view.location().search).toBe('?kind=comment');
  });

  it('lets an admin name a moderator and take the role back', async () => {
    api.on(moderationEndpoints.queue, () => page([]));
    api.on(moderationEndpoints.moderators, () => ({ items: [{ ...person(4), role: 'moderator' as const }] }));
    api.on(moderationEndpoints.grantModerator, () => ({ ...person(5), role: 'moderator' as const }));
    api.on(moderationEndpoints.revokeModerator, () => undefined);
    renderScreen(<ModerationPage />, { route: `${route}?tab=moderators`, session: admin() });
    expect(await screen.findByText('Member 4')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: '@member5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make moderator' }));
    expect(await screen.findByText('Member 5 is now a moderator.')).toBeTruthy();
    expect(api.calls(moderationEndpoints.grantModerator).map((call) => call.body)).toEqual([
      { username: 'member5' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Member 4 from the moderators' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this moderator?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.calls(moderationEndpoints.revokeModerator).map((call) => call.params.userId)).toEqual([
        person(4).id,
      ]),
    );
  });

  it('says a case from a stale link does not exist, with nothing to retry', async () => {
    api.on(moderationEndpoints.queue, () => page([openCase]));
    api.fail(moderationEndpoints.detail, 404, 'MODERATION_CASE_NOT_FOUND');
    renderScreen(<ModerationPage />, { route: `${route}?case=${uuid(99)}`, session: moderator });
    const gone = await screen.findByRole('dialog', { name: 'Case: …' });
    expect(await within(gone).findByText('This case does not exist.')).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to retry a case that failed to load', async () => {
    api.on(moderationEndpoints.queue, () => page([openCase]));
    api.fail(moderationEndpoints.detail, 0);
    renderScreen(<ModerationPage />, { route: `${route}?case=${openCase.id}`, session: moderator });
    const dialog = await screen.findByRole('dialog', { name: 'Case: …' });
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByText(/^This case could not be loaded: /)).toBeTruthy();
    api.on(moderationEndpoints.detail, () => detail);
    fireEvent.click(retry);
    expect(await within(dialog).findByText('Every day the same link')).toBeTruthy();
  });

  it('speaks French', async () => {
    api.on(moderationEndpoints.queue, () => page([openCase]));
    renderScreen(<ModerationPage />, { route, session: moderator, language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Modération', level: 1 })).toBeTruthy();
    expect(await screen.findByText('3 signalements')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'À examiner' })).toBeTruthy();
  });
});

describe('moderation access and actions', () => {
  it('the moderation screen admits moderators; the rest of the back office admins only', () => {
    expect(rolesOf('/admin_betogether/moderation')).toEqual(['admin', 'moderator']);
    expect(rolesOf('/admin_betogether/dashboard-transaction')).toEqual(['admin']);
    expect(rolesOf('/social/feed')).toBeNull();
  });

  it('a profile is not removed; staff are not warned or suspended', () => {
    expect(allowedActions('profile', false)).toEqual(['dismiss', 'warn', 'suspend']);
    expect(allowedActions('comment', true)).toEqual(['dismiss', 'remove']);
  });
});
