import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import type { AdminPayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { windowOf } from '@/testing/window-width';
import { AdminPayoutsPage } from './admin-payouts-page';
import { provider, rate, rateCurrency } from './testing/payout-builders';

const ROUTE = '/admin_betogether/provide/provide';
let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const xofRate = rate('XOF', 3, '0.65');
const rates = () => ({
  items: [rateCurrency('EUR', null), rateCurrency('XOF', xofRate)],
});

function withData(items: AdminPayoutProvider[] = [provider(1, { name: 'Orange Money' })]) {
  api.on(payoutsAdminEndpoints.providers, () => ({ items }));
  api.on(payoutsAdminEndpoints.rates, rates);
}

const renderPage = (language: 'en' | 'fr' = 'en') =>
  renderScreen(<AdminPayoutsPage />, { route: ROUTE, session: admin(), language });

function textbox(within: HTMLElement, name: RegExp) {
  return screen
    .getAllByRole('textbox', { name })
    .find((element) => within.contains(element)) as HTMLInputElement;
}

describe('the payout providers screen', () => {
  it('shows skeletons, then each provider’s currencies with their rates, fee, limits and details', async () => {
    const gate = api.pending(payoutsAdminEndpoints.providers);
    api.on(payoutsAdminEndpoints.rates, rates);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout providers' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the providers' })).toBeTruthy();
    gate.answer({ status: 200, body: { items: [provider(1, { name: 'Orange Money' })] } });

    const card = await screen.findByRole('listitem', { name: 'Orange Money' });
    expect(within(card).getByText('Mobile money')).toBeTruthy();
    expect(within(card).getByText('XOF · 0.65')).toBeTruthy();
    expect(within(card).getByText('EUR · no rate')).toBeTruthy();
    expect(within(card).getByText('25 coins + 1.5%')).toBeTruthy();
    expect(within(card).getByText('500 – 200,000 coins')).toBeTruthy();
    expect(within(card).getByText('Phone number')).toBeTruthy();
    expect(within(card).getByText('Account holder’s name')).toBeTruthy();

    const xof = screen.getByRole('listitem', { name: 'XOF' });
    expect(within(xof).getByTestId('current-rate').textContent).toBe('1 coin = 0.65 XOF');
    expect(within(xof).getByText(/1,000 coins pay/).textContent).toMatch(/650/);
    expect(within(xof).getByText(/Version 3, set by Alex Admin/)).toBeTruthy();
    const eur = screen.getByRole('listitem', { name: 'EUR' });
    expect(within(eur).getByText('No rate yet: members cannot be paid in EUR.')).toBeTruthy();
  });

  it('lays providers out as a table on a wide screen', async () => {
    windowOf(1440);
    withData([
      provider(1, { name: 'Orange Money' }),
      provider(2, { name: 'SEPA', active: false, currencies: ['EUR'] }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payout providers' });
    const rows = within(table).getAllByTestId('payout-provider');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByRole('switch', { name: 'Orange Money offered to members' }),
    ).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Off')).toBeTruthy();
  });

  it('says what to do when there is no provider yet, and offers to create one', async () => {
    withData([]);
    api.on(payoutsAdminEndpoints.rates, () => ({ items: [] }));
    renderPage();
    expect(await screen.findByText('No payout provider yet')).toBeTruthy();
    expect(screen.getByText('No rate yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New provider' }));
    expect(await screen.findByRole('dialog', { name: 'New payout provider' })).toBeTruthy();
  });

  it('shows a loading error with a retry', async () => {
    api.fail(payoutsAdminEndpoints.providers, 0);
    api.on(payoutsAdminEndpoints.rates, rates);
    renderPage();
    expect(await screen.findByText('The providers could not be loaded')).toBeTruthy();
    withData();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Orange Money' })).toBeTruthy();
  });

  it('creates a provider, checking each field as it is typed', async () => {
    withData([]);
    api.on(payoutsAdminEndpoints.createProvider, ({ body }) => ({
      status: 201,
      body: provider(3, { ...body, name: body.name.trim() }),
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payout provider' });
    const field = (name: RegExp) => textbox(dialog, name);

    // Nothing filled: every required field says so once the admin tries to send.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create provider' }));
    expect(within(dialog).getByText('Choose at least one currency.')).toBeTruthy();
    expect(within(dialog).getAllByText('Required.')).toHaveLength(3);
    expect(api.calls(payoutsAdminEndpoints.createProvider)).toHaveLength(0);

    fireEvent.change(field(/^Name/), { target: { value: '  Wave  ' } });
    const currencies = within(dialog).getByRole('combobox', { name: /^Currencies/ });
    fireEvent.change(currencies, { target: { value: 'XOF' } });
    fireEvent.click(await screen.findByRole('option', { name: /^XOF ·/ }));
    fireEvent.change(currencies, { target: { value: 'EUR' } });
    fireEvent.click(await screen.findByRole('option', { name: /^EUR ·/ }));

    fireEvent.change(field(/^Percent fee/), { target: { value: '60' } });
    expect(within(dialog).getByText('At most 50%.')).toBeTruthy();
    fireEvent.change(field(/^Percent fee/), { target: { value: '1,25' } });
    fireEvent.change(field(/^Fixed fee/), { target: { value: '20' } });
    fireEvent.change(field(/^Minimum/), { target: { value: '1000' } });
    fireEvent.change(field(/^Maximum/), { target: { value: '900' } });
    expect(within(dialog).getByText('At least the minimum.')).toBeTruthy();
    fireEvent.change(field(/^Maximum/), { target: { value: '250 000' } });
    // A bank transfer asks for an IBAN and a name unless the admin chose otherwise.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    expect((within(dialog).getByRole('checkbox', { name: 'IBAN' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Phone number' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(within(dialog).getByRole('status').textContent).toBe(
      'At the minimum, a payout of 1,000 coins costs 33 coins in fees: 967 coins are converted.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create provider' }));
    expect(await screen.findByText('Wave created.')).toBeTruthy();
    expect(api.calls(payoutsAdminEndpoints.createProvider)[0]?.body).toEqual({
      kind: 'bank_transfer',
      name: 'Wave',
      currencies: ['XOF', 'EUR'],
      feeFixedCoins: 20,
      feePercentBps: 125,
      minCoins: 1000,
      maxCoins: 250_000,
      requiredFields: ['iban', 'accountName'],
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusals at their fields, keeping what was typed', async () => {
    withData();
    api.fail(payoutsAdminEndpoints.updateProvider, 409, 'PAYOUT_PROVIDER_NAME_TAKEN');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Orange Money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Orange Money' });
    fireEvent.change(textbox(dialog, /^Name/), { target: { value: 'Wave' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Another provider has this name.')).toBeTruthy();
    expect(textbox(dialog, /^Name/).value).toBe('Wave');
    expect(api.calls(payoutsAdminEndpoints.updateProvider).at(-1)?.body).toEqual({ name: 'Wave' });

    api.fail(payoutsAdminEndpoints.updateProvider, 422, 'VALIDATION_FAILED', {
      errors: [{ field: 'currencies.0', message: 'An ISO 4217 currency code in capitals', code: 'custom' }],
    });
    fireEvent.change(textbox(dialog, /^Percent fee/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('An ISO 4217 currency code in capitals')).toBeTruthy();
  });

  it('edits the fee only, and switches a provider off and on with a message', async () => {
    // The server's copy: each change lands in it, and the list is asked again after each.
    let stored = provider(1, { name: 'Orange Money' });
    api.on(payoutsAdminEndpoints.providers, () => ({ items: [stored] }));
    api.on(payoutsAdminEndpoints.rates, rates);
    api.on(payoutsAdminEndpoints.updateProvider, ({ body }) => {
      stored = { ...stored, ...body };
      return stored;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Orange Money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Orange Money' });
    expect(textbox(dialog, /^Percent fee/).value).toBe('1.5');
    fireEvent.change(textbox(dialog, /^Fixed fee/), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Orange Money saved.')).toBeTruthy();
    expect(api.calls(payoutsAdminEndpoints.updateProvider)[0]).toMatchObject({
      params: { providerId: stored.id },
      body: { feeFixedCoins: 40 },
    });
    expect(await screen.findByText('40 coins + 1.5%')).toBeTruthy();

    const toggle = screen.getByRole('switch', {
      name: 'Orange Money offered to members',
    }) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Orange Money is switched off: members no longer see it.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('Orange Money is offered to members again.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(api.calls(payoutsAdminEndpoints.updateProvider).map((call) => call.body)).toEqual([
      { feeFixedCoins: 40 },
      { active: false },
      { active: true },
    ]);
  });
});

describe('the rates', () => {
  it('sets a new version with a preview of what 1,000 coins pay, and refuses the current rate again', async () => {
    withData();
    api.on(payoutsAdminEndpoints.setRate, ({ body }) => ({
      status: 201,
      body: rate(body.currency, 4, body.rate),
    }));
    renderPage();
    const xof = await screen.findByRole('listitem', { name: 'XOF' });
    fireEvent.click(within(xof).getByRole('button', { name: 'New rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New XOF rate' });
    const input = textbox(dialog, /^XOF per coin/);
    fireEvent.change(input, { target: { value: '0.65' } });
    fireEvent.blur(input);
    expect(within(dialog).getByText('This is already the current rate.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0.1234567' } });
    expect(within(dialog).getByText('A number such as 0.65, with at most 6 decimals.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0,7' } });
    expect(within(dialog).getByRole('status').textContent).toMatch(
      /^1,000 coins will pay .*700 \(before fees\)\.$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText('XOF rate set: version 4.')).toBeTruthy();
    expect(api.calls(payoutsAdminEndpoints.setRate)[0]?.body).toEqual({ currency: 'XOF', rate: '0.7' });
  });

  it('sets a first rate for a currency chosen in the dialog', async () => {
    withData();
    api.on(payoutsAdminEndpoints.setRate, ({ body }) => ({
      status: 201,
      body: rate(body.currency, 1, body.rate),
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set a rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a rate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set rate' }));
    expect(within(dialog).getByText('Choose a currency.')).toBeTruthy();
    const currency = within(dialog).getByRole('combobox', { name: /^Currency/ });
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(await screen.findByRole('option', { name: /^EUR ·/ }));
    fireEvent.change(textbox(dialog, /^EUR per coin/), { target: { value: '20000' } });
    fireEvent.blur(textbox(dialog, /^EUR per coin/));
    expect(within(dialog).getByText('At most 10000 EUR per coin.')).toBeTruthy();
    fireEvent.change(textbox(dialog, /^EUR per coin/), { target: { value: '0.0015' } });
    expect(within(dialog).getByRole('status').textContent).toMatch(/1\.50/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText('EUR rate set: version 1.')).toBeTruthy();
    expect(api.calls(payoutsAdminEndpoints.setRate)[0]?.body).toEqual({ currency: 'EUR', rate: '0.0015' });
  });

  it('opens a currency’s history, newest first, and loads older versions', async () => {
    withData();
    api.once(payoutsAdminEndpoints.rateHistory, () => ({
      items: [xofRate, rate('XOF', 2, '0.6')],
      nextCursor: 'older',
    }));
    api.once(payoutsAdminEndpoints.rateHistory, () => ({
      items: [rate('XOF', 1, '0.55')],
      nextCursor: null,
    }));
    renderPage();
    const xof = await screen.findByRole('listitem', { name: 'XOF' });
    const toggle = within(xof).getByRole('button', { name: 'History (3)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = await within(xof).findByRole('list', { name: 'Versions of the XOF rate' });
    await waitFor(() => expect(within(history).getAllByTestId('rate-version')).toHaveLength(2));
    expect(within(history).getAllByTestId('rate-version')[0]?.textContent).toMatch(/v3.*0\.65 XOF.*current/);
    fireEvent.click(within(xof).getByRole('button', { name: 'Show older versions' }));
    await waitFor(() => expect(within(history).getAllByTestId('rate-version')).toHaveLength(3));
    expect(api.calls(payoutsAdminEndpoints.rateHistory)[1]?.query).toMatchObject({ cursor: 'older' });
  });
});

describe('in French', () => {
  it('shows the providers and the rates in French, with French numbers', async () => {
    withData();
    renderPage('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moyens de paiement' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'Orange Money' });
    expect(within(card).getByText('XOF · 0,65')).toBeTruthy();
    expect(within(card).getByText('EUR · sans taux')).toBeTruthy();
    expect(within(card).getByText('Numéro de téléphone')).toBeTruthy();
    const xof = screen.getByRole('listitem', { name: 'XOF' });
    expect(within(xof).getByTestId('current-rate').textContent).toBe('1 pièce = 0,65 XOF');
    expect(within(xof).getByRole('button', { name: 'Historique (3)' })).toBeTruthy();
  });
});
