import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { PartnerAnalyticsPage } from './analytics/analytics-page';
import { addDays, todayUtc } from './analytics/analytics-range';
import { analytics, partnerTask } from './testing/partner-builders';

const ROUTE = '/betogether/partners/analytics';
const partner = member({ role: 'partner' });

function open(route = ROUTE, language: 'en' | 'fr' = 'en') {
  return renderScreen(<PartnerAnalyticsPage />, { route, session: partner, language });
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(partnerTasksEndpoints.list, () =>
    page([partnerTask(1, { title: 'Spring launch' }), partnerTask(2)]),
  );
  api.on(partnerTasksEndpoints.analytics, ({ query }) =>
    analytics(query.from ?? '', query.to ?? '', [query.from ?? '', query.to ?? '']),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('partner analytics', () => {
  it('asks for the last 30 days and shows the totals, the days as a table and each task', async () => {
    const today = todayUtc();
    open();
    await waitFor(() => expect(screen.getByTestId('total-views').textContent).toBe('1,500'));
    expect(api.calls(partnerTasksEndpoints.analytics)[0]?.query).toEqual({
      from: addDays(today, -29),
      to: today,
    });
    expect(screen.getByTestId('total-starts').textContent).toBe('900');
    expect(screen.getByTestId('total-completions').textContent).toBe('600');
    expect(screen.getByTestId('total-quizPassRate').textContent).toBe('87.5%');
    expect(screen.getByTestId('total-averageWatchSeconds').textContent).toBe('2 min 05 s');
    expect(screen.getByTestId('total-coinsSpent').textContent).toContain('6,600 coins');
    expect(screen.getByTestId('total-costPerCompletion').textContent).toContain('11 coins');
    expect(screen.getByTestId('total-fraudRefused').textContent).toBe('7');
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    const days = screen.getByRole('table', { name: 'Views, starts, completions and coins spent per day' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    const [row] = screen.getAllByTestId('task-stats-row');
    expect(within(row as HTMLElement).getByText('Spring launch')).toBeTruthy();
    expect(row?.textContent).toContain('6,600 coins');
  });

  it('asks again with the range of a preset and keeps it in the address', async () => {
    const today = todayUtc();
    const view = open();
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.analytics)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.analytics)).toHaveLength(2));
    expect(api.calls(partnerTasksEndpoints.analytics)[1]?.query).toEqual({
      from: addDays(today, -6),
      to: today,
    });
    expect(view.location().search).toBe(`?from=${addDays(today, -6)}&to=${today}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('reads the dates and the task from the address, and asks for one task when it is chosen', async () => {
    const view = open(`${ROUTE}?from=2026-03-01&to=2026-03-10`);
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.analytics)).toHaveLength(1));
    expect(api.calls(partnerTasksEndpoints.analytics)[0]?.query).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Task' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spring launch' }));
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.analytics)).toHaveLength(2));
    expect(api.calls(partnerTasksEndpoints.analytics)[1]?.query).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      taskId: partnerTask(1).id,
    });
    expect(view.location().search).toBe(`?from=2026-03-01&to=2026-03-10&task=${partnerTask(1).id}`);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(api.calls(partnerTasksEndpoints.analytics)).toHaveLength(3));
    expect(api.calls(partnerTasksEndpoints.analytics)[2]?.query.from).toBe('2026-03-05');
  });

  it('asks nothing for a reversed range and says why', async () => {
    open(`${ROUTE}?from=2026-03-10&to=2026-03-01`);
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(api.calls(partnerTasksEndpoints.analytics)).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the CSV of the same range and task', async () => {
    api.on(
      partnerTasksEndpoints.analyticsCsv,
      () =>
        new Response('day,task\n', {
          headers: { 'content-disposition': 'attachment; filename="betogether-analytics.csv"' },
        }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    open(`${ROUTE}?from=2026-03-01&to=2026-03-31&task=${partnerTask(2).id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['betogether-analytics.csv']));
    expect(api.calls(partnerTasksEndpoints.analyticsCsv)[0]?.query).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      taskId: partnerTask(2).id,
    });
  });

  it('shows an empty state when no task ran in the range', async () => {
    api.on(partnerTasksEndpoints.analytics, ({ query }) =>
      analytics(query.from ?? '', query.to ?? '', [], { tasks: [] }),
    );
    open();
    expect(await screen.findByText('Nothing to show for these dates')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/betogether/partners/dashboard-partners',
    );
  });

  it('shows the error with a retry', async () => {
    api.fail(partnerTasksEndpoints.analytics, 0);
    open();
    expect(await screen.findByText('The analytics could not be loaded')).toBeTruthy();
    api.on(partnerTasksEndpoints.analytics, ({ query }) => analytics(query.from ?? '', query.to ?? '', []));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('total-views').textContent).toBe('1,500'));
  });

  it('speaks French', async () => {
    open(`${ROUTE}?from=2026-03-01&to=2026-03-02`, 'fr');
    expect(await screen.findByRole('heading', { name: 'Statistiques des tâches' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('total-quizPassRate').textContent).toMatch(/^87,5\s%$/));
    expect(screen.getByRole('columnheader', { name: 'Taux de réussite au quiz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeTruthy();
  });
});
