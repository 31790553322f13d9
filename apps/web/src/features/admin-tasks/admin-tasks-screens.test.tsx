import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { AdminTasksPage } from './admin-tasks-page';
import { approval, pendingTask, proof, queuePage, report } from './testing/admin-task-builders';

const ROUTE = '/admin_betogether/dashboard-special-task';
const settings = { feePercent: 10, dailyCapCoins: 1000, minRewardCoins: 1, approvalsRequired: 2 };
const counts = { approvals: 2, proofs: 5, reports: 1 };

function open(route = ROUTE, language: 'en' | 'fr' = 'en') {
  return renderScreen(<AdminTasksPage />, { route, session: admin(), language });
}

function itemNamed(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(taskAdminEndpoints.settings, () => settings);
  api.on(taskAdminEndpoints.queue, ({ query }) => {
    if (query.queue === 'approvals')
      return queuePage(
        [approval(1), approval(2, { kind: 'special', proofKind: 'photo', pictures: [] })],
        counts,
      );
    if (query.queue === 'proofs')
      return queuePage([proof(1, 'https://files.example.test/private/p1.jpg?sig=x'), proof(2)], counts);
    return queuePage([report(1)], counts);
  });
});

describe('admin tasks review: approvals', () => {
  it('shows the tabs with their counts and a task with what it costs', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Approvals (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Proofs (5)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reports (1)' })).toBeTruthy();
    const task = await screen.findByRole('listitem', { name: 'Task 1' });
    expect(within(task).getByText('Partner 1')).toBeTruthy();
    expect(within(task).getByText('Look at our new shop.')).toBeTruthy();
    expect(task.textContent).toContain('20 coins');
    expect(task.textContent).toContain('1,100 coins');
    expect(within(task).getByRole('img', { name: 'Picture 1 of “Task 1”' }).getAttribute('src')).toBe(
      'https://files.example.test/task-1.webp',
    );
    expect(within(itemNamed('Task 2')).getByText('A photo')).toBeTruthy();
    expect(api.calls(taskAdminEndpoints.queue)[0]?.query).toEqual({ queue: 'approvals', limit: '20' });
  });

  it('approves a task with an Idempotency-Key: it leaves the list and the count goes down', async () => {
    api.on(taskAdminEndpoints.approve, () => pendingTask(1, { status: 'live' }));
    open();
    const task = await screen.findByRole('listitem', { name: 'Task 1' });
    fireEvent.click(within(task).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Task 1” is approved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Task 1' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Approvals (1)' })).toBeTruthy();
    const [call] = api.calls(taskAdminEndpoints.approve);
    expect(call?.body).toEqual({ decision: 'approve', reason: '' });
    expect(call?.headers['idempotency-key']).toMatch(/\S{8,}/);
  });

  it('refuses a task only with a reason, saying the budget goes back', async () => {
    api.on(taskAdminEndpoints.approve, () => pendingTask(2, { status: 'refused' }));
    open();
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Task 2' })).getByRole('button', { name: 'Refuse' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse “Task 2”?' });
    expect(within(dialog).getByText(/gets back the 1,100 coins set aside/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Say why in at least 3 characters.')).toBeTruthy();
    expect(api.calls(taskAdminEndpoints.approve)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Misleading pictures' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('“Task 2” is refused: its budget went back to the partner.')).toBeTruthy();
    expect(api.calls(taskAdminEndpoints.approve)[0]?.body).toEqual({
      decision: 'refuse',
      reason: 'Misleading pictures',
    });
    expect(api.calls(taskAdminEndpoints.approve)[0]?.params.taskId).toBe(pendingTask(2).id);
  });
});

describe('admin tasks review: proofs and reports', () => {
  it('opens the proofs tab from the address, shows the photo through its signed link, approves and refuses', async () => {
    api.on(taskAdminEndpoints.reviewProof, ({ params, body }) => {
      const item = [proof(1), proof(2)].find(
        (entry) => entry.queue === 'proofs' && entry.submission.attemptId === params.attemptId,
      );
      if (item?.queue !== 'proofs') throw new Error('unknown proof');
      return {
        ...item.submission,
        status: body.decision === 'approve' ? ('completed' as const) : ('refused' as const),
      };
    });
    open(`${ROUTE}?tab=proofs`);
    const first = await screen.findByRole('listitem', { name: 'Proof by Member 1 for “Visit our shop”' });
    expect(within(first).getByRole('img', { name: 'Photo sent by Member 1' }).getAttribute('src')).toBe(
      'https://files.example.test/private/p1.jpg?sig=x',
    );
    expect(api.calls(taskAdminEndpoints.queue)[0]?.query.queue).toBe('proofs');
    fireEvent.click(within(first).getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('Proof approved: Member 1 is paid.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Proofs (4)' })).toBeTruthy();
    const second = itemNamed('Proof by Member 2 for “Visit our shop”');
    expect(within(second).getByText('Proof text 2')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'ok' } });
    expect(within(dialog).getByText('Say why in at least 3 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Not the right shop' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('No proof waiting')).toBeTruthy();
    const calls = api.calls(taskAdminEndpoints.reviewProof);
    expect(calls.map((call) => call.body)).toEqual([
      { decision: 'approve', reason: '' },
      { decision: 'refuse', reason: 'Not the right shop' },
    ]);
    expect(calls.every((call) => Boolean(call.headers['idempotency-key']))).toBe(true);
  });

  it('dismisses a report with a reason', async () => {
    api.on(taskAdminEndpoints.resolveReport, () => pendingTask(1, { status: 'live' }));
    open(`${ROUTE}?tab=reports`);
    const item = await screen.findByRole('listitem', { name: 'Report of “Reported task 1”' });
    expect(within(item).getByText('Misleading')).toBeTruthy();
    expect(within(item).getByText('The video does not match the title.')).toBeTruthy();
    expect(within(item).getByText('Member 1')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report of “Reported task 1”?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The video is fine' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report of “Reported task 1” dismissed.')).toBeTruthy();
    const [call] = api.calls(taskAdminEndpoints.resolveReport);
    expect(call?.body).toEqual({ decision: 'dismiss', reason: 'The video is fine' });
    expect(call?.headers['idempotency-key']).toMatch(/\S{8,}/);
  });

  it('cancels a reported task after a warning, with a reason', async () => {
    api.on(taskAdminEndpoints.resolveReport, () => pendingTask(1, { status: 'cancelled' }));
    open(`${ROUTE}?tab=reports`);
    const item = await screen.findByRole('listitem', { name: 'Report of “Reported task 1”' });
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Reported task 1”?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the task' }));
    expect(api.calls(taskAdminEndpoints.resolveReport)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Scam confirmed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the task' }));
    expect(await screen.findByText('“Reported task 1” is cancelled.')).toBeTruthy();
    expect(api.calls(taskAdminEndpoints.resolveReport)[0]?.body).toEqual({
      decision: 'cancel_task',
      reason: 'Scam confirmed',
    });
    expect(await screen.findByText('No report to review')).toBeTruthy();
  });

  it('shows a queue error with a retry', async () => {
    api.fail(taskAdminEndpoints.queue, 0);
    open();
    expect(await screen.findByText('The tasks to approve could not be loaded')).toBeTruthy();
    api.on(taskAdminEndpoints.queue, () => queuePage([], { approvals: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No task waiting for approval')).toBeTruthy();
  });
});
