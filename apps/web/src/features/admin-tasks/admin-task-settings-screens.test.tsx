import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { AdminTasksPage } from './admin-tasks-page';
import { SettingsCard } from './settings/settings-card';
import { approval, queuePage } from './testing/admin-task-builders';

const settings = { feePercent: 10, dailyCapCoins: 1000, minRewardCoins: 1, approvalsRequired: 2 };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
}

describe('admin task settings', () => {
  it('starts from the current settings, checks each field as it is typed, and saves', async () => {
    api.on(taskAdminEndpoints.settings, () => settings);
    api.on(taskAdminEndpoints.updateSettings, ({ body }) => body);
    renderScreen(<SettingsCard />, { session: admin() });
    await waitFor(() => expect(field('Platform fee').value).toBe('10'));
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(field('Platform fee'), { target: { value: '60' } });
    expect(screen.getByText('Between 0 and 50.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(field('Platform fee'), { target: { value: '12.5' } });
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    fireEvent.change(field('Minimum reward'), { target: { value: '' } });
    expect(screen.getByText('Enter a number.')).toBeTruthy();

    fireEvent.change(field('Platform fee'), { target: { value: '15' } });
    fireEvent.change(field('Minimum reward'), { target: { value: '5' } });
    fireEvent.change(field('Daily earning cap'), { target: { value: '2500' } });
    fireEvent.change(field('First tasks reviewed'), { target: { value: '0' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.calls(taskAdminEndpoints.updateSettings)[0]?.body).toEqual({
      feePercent: 15,
      dailyCapCoins: 2500,
      minRewardCoins: 5,
      approvalsRequired: 0,
    });
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('keeps what was typed when saving fails', async () => {
    api.on(taskAdminEndpoints.settings, () => settings);
    api.fail(taskAdminEndpoints.updateSettings, 0);
    renderScreen(<SettingsCard />, { session: admin() });
    await waitFor(() => expect(field('Daily earning cap').value).toBe('1000'));
    fireEvent.change(field('Daily earning cap'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    expect(field('Daily earning cap').value).toBe('3000');
  });

  it('shows a loading error with a retry', async () => {
    api.fail(taskAdminEndpoints.settings, 0);
    renderScreen(<SettingsCard />, { session: admin() });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.on(taskAdminEndpoints.settings, () => settings);
    fireEvent.click(retry);
    await waitFor(() => expect(field('Platform fee').value).toBe('10'));
  });
});

describe('admin tasks review in French', () => {
  it('shows the tabs, an item and the settings in French', async () => {
    api.on(taskAdminEndpoints.settings, () => settings);
    api.on(taskAdminEndpoints.queue, () =>
      queuePage([approval(1)], { approvals: 1, proofs: 12, reports: 0 }),
    );
    renderScreen(<AdminTasksPage />, {
      route: '/admin_betogether/dashboard-special-task',
      session: admin(),
      language: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Vérification des tâches' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Approbations (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Preuves (12)' })).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Task 1' });
    expect(within(item).getByRole('button', { name: 'Approuver' })).toBeTruthy();
    expect(within(item).getByText('Budget réservé')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /^Frais de la plateforme/ })).toBeTruthy();
  });
});
