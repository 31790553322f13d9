import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { withdrawalsAdminEndpoints as e } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { SettingsCard } from './settings/settings-card';
import { openWithdrawals } from './testing/open-withdrawals';
import { listPage, me, providers, settings, withdrawal } from './testing/withdrawal-builders';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const card = () => screen.getByRole('region', { name: 'Limits and approvals' });
const field = (name: string) =>
  within(card()).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const save = () => within(card()).getByRole('button', { name: 'Save limits' }) as HTMLButtonElement;

describe('withdrawal limits and the two-person threshold', () => {
  it('shows the limits, checks each field as it is typed, and saves', async () => {
    api.on(e.settings, () => settings);
    api.on(e.updateSettings, ({ body }) => body);
    renderScreen(<SettingsCard />, { session: me });
    await screen.findByText('50,000 coins');
    expect(card().textContent).toContain('500,000 coins');
    expect(card().textContent).toContain('100,000 coins');

    fireEvent.click(within(card()).getByRole('button', { name: 'Change limits' }));
    expect(field('Day limit').value).toBe('50000');
    expect(save().disabled).toBe(true);
    fireEvent.change(field('Month limit'), { target: { value: '40000' } });
    expect(within(card()).getByText('At least the day limit.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(field('Day limit'), { target: { value: '0' } });
    expect(within(card()).getByText('Between 1 and 1,000,000,000.')).toBeTruthy();
    fireEvent.change(field('Two admins above'), { target: { value: '2.5' } });
    expect(within(card()).getByText('Enter a whole number.')).toBeTruthy();

    fireEvent.change(field('Day limit'), { target: { value: '20000' } });
    fireEvent.change(field('Month limit'), { target: { value: '200000' } });
    fireEvent.change(field('Two admins above'), { target: { value: '0' } });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('Limits saved: they apply to new withdrawals.')).toBeTruthy();
    expect(api.calls(e.updateSettings)[0]?.body).toEqual({
      dayLimitCoins: 20_000,
      monthLimitCoins: 200_000,
      secondApprovalAboveCoins: 0,
    });
    // Back to the summary, with what the server now applies.
    expect(await within(card()).findByText('20,000 coins')).toBeTruthy();
    expect(within(card()).queryByRole('textbox')).toBeNull();
  });

  it('keeps what was typed when saving fails, and says why', async () => {
    api.on(e.settings, () => settings);
    api.fail(e.updateSettings, 422, 'VALIDATION_FAILED');
    renderScreen(<SettingsCard />, { session: me });
    fireEvent.click(await screen.findByRole('button', { name: 'Change limits' }));
    fireEvent.change(field('Day limit'), { target: { value: '60000' } });
    fireEvent.click(save());
    expect(
      await within(card()).findByText('Some fields are not right. Check them and try again.'),
    ).toBeTruthy();
    expect(field('Day limit').value).toBe('60000');
  });

  it('shows a loading error with a retry', async () => {
    api.once(e.settings, () => problem(503, 'SERVICE_UNAVAILABLE'));
    api.on(e.settings, () => settings);
    renderScreen(<SettingsCard />, { session: me });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('50,000 coins')).toBeTruthy();
  });
});

describe('the withdrawals screen in French', () => {
  it('names the tabs, the list and the limits in French', async () => {
    api.on(e.settings, () => settings);
    api.on(payoutsAdminEndpoints.providers, () => providers);
    api.on(e.list, () => listPage([withdrawal(12)]));
    openWithdrawals('', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retraits' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deuxième approbation' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ouvrir le retrait W-12' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Limites et approbations' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/50\s000\spièces d’or/)).toBeTruthy());
  });
});
