import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { windowOf } from '@/testing/window-width';
import { PartnerDashboardPage } from './dashboard/dashboard-page';
import { overview, partnerTask } from './testing/partner-builders';

const ROUTE = '/betogether/partners/dashboard-partners';
const partner = member({ role: 'partner' });
const settings = {
  feePercent: 10,
  minRewardCoins: 1,
  dailyCapCoins: 1000,
  approvalsRequired: 2,
  reviewedTasksLeft: 0,
};

function open(route = ROUTE, language: 'en' | 'fr' = 'en') {
  return renderScreen(<PartnerDashboardPage />, { route, session: partner, language });
}

/** The row (card or table row) of the task with this title. */
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
afterEach(() => vi.unstubAllGlobals());

describe('partner dashboard', () => {
  it('shows the headline figures and the tasks as a table on a wide screen', async () => {
    windowOf(1440);
    api.on(partnerTasksEndpoints.list, () =>
      page([partnerTask(1), partnerTask(2, { status: 'refused', closingReason: 'Pictures are blurry' })]),
    );
    open();
    await waitFor(() => expect(screen.getByTestId('figure-live').textContent).toBe('3'));
    expect(screen.getByTestId('figure-in-review').textContent).toBe('1');
    expect(screen.getByTestId('figure-drafts').textContent).toBe('2');
    expect(screen.getByTestId('figure-proofs').textContent).toBe('4');
    expect(screen.getByTestId('figure-escrow').textContent).toContain('12,500 coins');
    expect(screen.getByTestId('figure-balance').textContent).toContain('5,000 coins');
    expect(screen.getByTestId('figure-views').textContent).toBe('1,234');
    expect(screen.getByTestId('figure-completions').textContent).toBe('321');
    expect(screen.getByTestId('figure-spent').textContent).toContain('3,531 coins');
    const table = await screen.findByRole('table', { name: 'Your tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Task', 'Kind', 'Status', 'Completions', 'Escrow left', 'Ends', 'Actions']);
    const first = await rowOf('Task 1');
    expect(within(first).getByText('Live')).toBeTruthy();
    expect(within(first).getByText('40 / 100')).toBeTruthy();
    expect(first.textContent).toContain('660 coins');
    const refused = await rowOf('Task 2');
    expect(within(refused).getByText('Reason: Pictures are blurry')).toBeTruthy();
    expect(within(refused).queryByRole('button')).toBeNull();
  });

  it('offers the five create screens under New task', async () => {
    api.on(partnerTasksEndpoints.list, () => page([partnerTask(1)]));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New task' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/betogether/partners/picture-task/create',
      '/betogether/partners/picture-task/free-create',
      '/betogether/partners/video-task/create',
      '/betogether/partners/video-task/create-free',
      '/betogether/partners/special-task/create',
    ]);
  });

  it('reads the filters from the address and writes a new choice back, asking again', async () => {
    api.on(partnerTasksEndpoints.list, () => page([partnerTask(1, { kind: 'video' })]));
    const view = open(`${ROUTE}?status=live&kind=video`);
    await rowOf('Task 1');
    expect(api.calls(partnerTasksEndpoints.list)[0]?.query).toEqual({
      status: 'live',
      kind: 'video',
      limit: '20',
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.list)).toHaveLength(2));
    expect(api.calls(partnerTasksEndpoints.list)[1]?.query).toEqual({
      status: 'paused',
      kind: 'video',
      limit: '20',
    });
    expect(view.location().search).toBe('?status=paused&kind=video');
  });

  it('says when nothing matches the filters and clears them', async () => {
    api.on(partnerTasksEndpoints.list, () => page([]));
    const view = open(`${ROUTE}?status=ended`);
    expect(await screen.findByText('No task matches these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(view.location().search).toBe(''));
  });

  it('shows a first-task empty state, and a list error with a retry', async () => {
    api.fail(partnerTasksEndpoints.list, 0);
    open();
    expect(await screen.findByText('Your tasks could not be loaded')).toBeTruthy();
    api.on(partnerTasksEndpoints.list, () => page([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No task yet')).toBeTruthy();
  });
});

describe('a draft', () => {
  beforeEach(() => {
    api.on(partnerTasksEndpoints.list, () =>
      page([
        partnerTask(2, { status: 'draft', free: false, budgetCoins: 0, escrowCoins: 0, completionsDone: 0 }),
      ]),
    );
    api.on(tasksEndpoints.settings, () => settings);
  });

  it('links to its create screen to edit it', async () => {
    open();
    const row = await rowOf('Task 2');
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/betogether/partners/picture-task/create?draft=00000000-0000-4000-8000-000000000502',
    );
  });

  it('is published after showing the budget, the fee and the balance left, with an Idempotency-Key', async () => {
    api.on(partnerTasksEndpoints.publish, () => partnerTask(2, { status: 'live' }));
    open();
    fireEvent.click(within(await rowOf('Task 2')).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Task 2”?' });
    const budget = await within(dialog).findByTestId('publish-budget');
    expect(budget.textContent).toContain('Rewards: 10 × 100 places');
    expect(budget.textContent).toContain('1,000 coins');
    expect(budget.textContent).toContain('BeTogether fee (10 %): 1 × 100 places');
    expect(budget.textContent).toContain('1,100 coins');
    expect(budget.textContent).toContain('3,900 coins');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish and set aside 1,100 coins' }));
    expect(await screen.findByText('“Task 2” is live.')).toBeTruthy();
    const [call] = api.calls(partnerTasksEndpoints.publish);
    expect(call?.params.taskId).toBe(partnerTask(2).id);
    expect(call?.headers['idempotency-key']).toMatch(/\S{8,}/);
  });

  it('says how many coins are missing and links to the store when the balance is too low', async () => {
    api.fail(partnerTasksEndpoints.publish, 409, 'PARTNER_BALANCE_TOO_LOW', {
      detail: '400 coins are missing',
    });
    open();
    fireEvent.click(within(await rowOf('Task 2')).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Publish and set aside/ }));
    expect(await within(dialog).findByText('You need 400 more coins to publish this task.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy coins' }).getAttribute('href')).toBe(
      '/betogether/users/jackpot/gold-coin-store',
    );
    // A definite refusal: the next press is a new publication, with a new key.
    fireEvent.click(within(dialog).getByRole('button', { name: /Publish and set aside/ }));
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.publish)).toHaveLength(2));
    const [first, second] = api.calls(partnerTasksEndpoints.publish);
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('is deleted once confirmed', async () => {
    api.on(partnerTasksEndpoints.remove, () => undefined);
    open();
    fireEvent.click(within(await rowOf('Task 2')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    api.on(partnerTasksEndpoints.list, () => page([]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Task 2” is deleted.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.remove)[0]?.params.taskId).toBe(partnerTask(2).id);
    expect(await screen.findByText('No task yet')).toBeTruthy();
  });
});

describe('in French', () => {
  it('shows the dashboard in French', async () => {
    api.on(partnerTasksEndpoints.list, () => page([partnerTask(1, { status: 'paused' })]));
    open(ROUTE, 'fr');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord partenaire' })).toBeTruthy();
    expect(screen.getByText('Preuves en attente')).toBeTruthy();
    const row = await rowOf('Task 1');
    expect(within(row).getByText('En pause')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reprendre' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Annuler la tâche' })).toBeTruthy();
  });
});
