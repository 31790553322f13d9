import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { PartnerDashboardPage } from './dashboard/dashboard-page';
import { toLocalInput } from './dashboard/edit-form';
import { overview, partnerTask, submission } from './testing/partner-builders';

const partner = member({ role: 'partner' });

function open(language: 'en' | 'fr' = 'en') {
  return renderScreen(<PartnerDashboardPage />, {
    route: '/betogether/partners/dashboard-partners',
    session: partner,
    language,
  });
}

async function rowOf(title: string): Promise<HTMLElement> {
  const rows = await screen.findAllByTestId('task-row');
  const row = rows.find((element) => within(element).queryByText(title));
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(partnerTasksEndpoints.overview, () => overview());
});

describe('a live task', () => {
  const live = partnerTask(1, { escrowCoins: 1_234, pendingReviews: 2 });
  beforeEach(() => {
    api.on(partnerTasksEndpoints.list, () => page([live]));
  });

  it('is paused, and says so', async () => {
    api.on(partnerTasksEndpoints.pause, () => ({ ...live, status: 'paused' as const }));
    open();
    fireEvent.click(within(await rowOf('Task 1')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('“Task 1” is paused: members no longer see it.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.pause)[0]?.params.taskId).toBe(live.id);
    expect(api.calls(partnerTasksEndpoints.pause)[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('is cancelled after saying exactly how many coins come back, with an Idempotency-Key', async () => {
    api.on(partnerTasksEndpoints.cancel, () => ({ ...live, status: 'cancelled' as const, escrowCoins: 0 }));
    open();
    fireEvent.click(within(await rowOf('Task 1')).getByRole('button', { name: 'Cancel task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Task 1”?' });
    const refund = within(dialog).getByTestId('cancel-refund');
    expect(refund.textContent).toContain('Coming back to your coins');
    expect(refund.textContent).toContain('1,234 coins');
    expect(
      within(dialog).getByText('2 proofs are waiting for review: you can still approve them and pay them.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the task' }));
    expect(await screen.findByText('The task is cancelled: 1,234 coins came back to you.')).toBeTruthy();
    const [call] = api.calls(partnerTasksEndpoints.cancel);
    expect(call?.params.taskId).toBe(live.id);
    expect(call?.headers['idempotency-key']).toMatch(/\S{8,}/);
  });

  it('is edited: only what changed is sent, the title checked as it is typed, the end only later', async () => {
    api.on(partnerTasksEndpoints.edit, ({ body }) => ({ ...live, ...body }));
    open();
    fireEvent.click(within(await rowOf('Task 1')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the task' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(title, { target: { value: 'Ta' } });
    expect(within(dialog).getByText('At least 3 characters.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(title, { target: { value: 'Summer launch' } });
    const end = within(dialog).getByLabelText(/Ends on/);
    fireEvent.change(end, { target: { value: '2026-01-01T10:00' } });
    expect(within(dialog).getByText('Choose an end later than the current one.')).toBeTruthy();
    const later = toLocalInput('2099-07-31T18:00:00.000Z');
    fireEvent.change(end, { target: { value: later } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('The task is updated.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.edit)[0]?.body).toEqual({
      title: 'Summer launch',
      endsAt: new Date(later).toISOString(),
    });
  });

  it('keeps what was typed and says why when the change is refused', async () => {
    api.fail(partnerTasksEndpoints.edit, 409, 'TASK_NOT_EDITABLE');
    open();
    fireEvent.click(within(await rowOf('Task 1')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Instructions' }), {
      target: { value: 'New instructions' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Members already took part: only the title, the instructions and a later end can change.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Instructions' }) as HTMLTextAreaElement).value).toBe(
      'New instructions',
    );
  });
});

describe('a paused task', () => {
  it('is resumed', async () => {
    const paused = partnerTask(4, { status: 'paused' });
    api.on(partnerTasksEndpoints.list, () => page([paused]));
    api.on(partnerTasksEndpoints.resume, () => ({ ...paused, status: 'live' as const }));
    open();
    fireEvent.click(within(await rowOf('Task 4')).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('“Task 4” is live again.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.resume)[0]?.params.taskId).toBe(paused.id);
  });
});

describe('proofs of a special task', () => {
  const special = partnerTask(3, {
    kind: 'special',
    proofKind: 'photo',
    reviewer: 'partner',
    pendingReviews: 3,
  });
  const photo = submission(1, { kind: 'photo', photoUrl: 'https://files.example.test/proof-1.jpg?sig=abc' });
  const link = submission(2, { kind: 'link', link: 'https://example.test/my-post' });
  const text = submission(3, { kind: 'text', text: 'I shared it with 5 friends.' });

  beforeEach(() => {
    api.on(partnerTasksEndpoints.list, () => page([special]));
  });

  it('lists the proofs, approves one and refuses one with a reason', async () => {
    api.on(partnerTasksEndpoints.submissions, () => page([photo, link, text]));
    api.on(partnerTasksEndpoints.review, ({ params, body }) => {
      const reviewed = [photo, link, text].find((item) => item.attemptId === params.attemptId) ?? photo;
      return {
        ...reviewed,
        status: body.decision === 'approve' ? ('completed' as const) : ('refused' as const),
      };
    });
    open();
    fireEvent.click(within(await rowOf('Task 3')).getByRole('button', { name: 'Review proofs (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proofs for “Task 3”' });
    const cards = await within(dialog).findAllByTestId('submission');
    expect(cards).toHaveLength(3);
    expect(api.calls(partnerTasksEndpoints.submissions)[0]?.query).toEqual({
      status: 'pending',
      limit: '10',
    });
    const image = within(cards[0] as HTMLElement).getByRole('img', { name: 'Photo sent by Member 1' });
    expect(image.getAttribute('src')).toBe(photo.proof.photoUrl);
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: 'https://example.test/my-post' })
        .getAttribute('rel'),
    ).toContain('noopener');
    expect(within(cards[2] as HTMLElement).getByText('I shared it with 5 friends.')).toBeTruthy();

    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('Proof approved: Member 1 is paid.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByTestId('submission')).toHaveLength(2));
    const [approval] = api.calls(partnerTasksEndpoints.review);
    expect(approval?.params.attemptId).toBe(photo.attemptId);
    expect(approval?.body).toEqual({ decision: 'approve', reason: '' });
    expect(approval?.headers['idempotency-key']).toMatch(/\S{8,}/);

    const textCard = within(dialog).getByRole('listitem', { name: 'Member 3' });
    fireEvent.click(within(textCard).getByRole('button', { name: 'Refuse' }));
    fireEvent.click(within(textCard).getByRole('button', { name: 'Refuse the proof' }));
    expect(within(textCard).getByText('Say why in at least 3 characters.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.review)).toHaveLength(1);
    fireEvent.change(within(textCard).getByRole('textbox', { name: /Why do you refuse it/ }), {
      target: { value: 'Not a real share' },
    });
    fireEvent.click(within(textCard).getByRole('button', { name: 'Refuse the proof' }));
    expect(await screen.findByText('Proof refused: Member 3 will see your reason.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.review)[1]?.body).toEqual({
      decision: 'refuse',
      reason: 'Not a real share',
    });
    await waitFor(() => expect(within(dialog).getAllByTestId('submission')).toHaveLength(1));
  });

  it('says when no proof is waiting', async () => {
    api.on(partnerTasksEndpoints.submissions, () => page([]));
    open();
    fireEvent.click(within(await rowOf('Task 3')).getByRole('button', { name: 'Review proofs (3)' }));
    expect(await screen.findByText('No proof waiting')).toBeTruthy();
  });
});
