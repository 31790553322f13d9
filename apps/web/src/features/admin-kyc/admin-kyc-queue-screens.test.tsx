import { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, page } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { KycQueuePage } from './queue/kyc-queue-page';
import { queueItem, requestId } from './testing/admin-kyc-builders';

const ROUTE = '/admin_betogether/kyc/all-kyc';

function open(route = ROUTE, language: 'en' | 'fr' = 'en') {
  return renderScreen(<KycQueuePage />, { route, path: ROUTE, session: admin(), language });
}

/** A window `width` px wide, as far as the media queries of `useMediaQuery` are concerned. */
function windowOf(width: number) {
  const matches = (media: string) => Number(/min-width:\s*([\d.]+)px/.exec(media)?.[1] ?? Infinity) <= width;
  vi.stubGlobal('matchMedia', (media: string) =>
    Object.assign(new EventTarget(), { media, matches: matches(media) }),
  );
}

/** The address's parameters, in any order. */
function paramsOf(search: string) {
  return Object.fromEntries(new URLSearchParams(search));
}

function queries(api: FakeApi) {
  return api.calls(kycAdminEndpoints.queue).map((call) => call.query);
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('admin KYC queue', () => {
  it('lists the waiting requests oldest first as cards on a phone, a possible duplicate flagged, each a link to it', async () => {
    api.on(kycAdminEndpoints.queue, () =>
      page([
        queueItem(1, { possibleDuplicate: true }),
        queueItem(2, { documentType: 'passport', country: 'BE' }),
      ]),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Requests: Waiting for review' });
    const [first, second] = within(list).getAllByTestId('kyc-queue-row');
    expect(first?.getAttribute('href')).toBe(`/admin_betogether/kyc/${requestId(1)}`);
    expect(first?.getAttribute('aria-label')).toBe('Review the request of Member 1');
    expect(first?.textContent).toContain('Identity card · France');
    expect(within(first as HTMLElement).getByText('Possible duplicate')).toBeTruthy();
    expect(second?.textContent).toContain('Passport · Belgium');
    expect(within(second as HTMLElement).queryByText('Possible duplicate')).toBeNull();
    expect(second?.textContent).toMatch(/Waiting \d+ days/);
    expect(queries(api)).toEqual([{ status: 'pending', limit: '20' }]);
  });

  it('shows a table on a wide screen, the member’s name opening the request', async () => {
    windowOf(1440);
    api.on(kycAdminEndpoints.queue, () => page([queueItem(1, { possibleDuplicate: true })]));
    open();
    const table = await screen.findByRole('table', { name: 'Requests: Waiting for review' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Member', 'Document', 'Country', 'Sent', 'State', 'Checks', '']);
    const link = within(table).getByRole('link', { name: 'Review the request of Member 1' });
    expect(link.getAttribute('href')).toBe(`/admin_betogether/kyc/${requestId(1)}`);
    expect(within(table).getByText('Possible duplicate')).toBeTruthy();
    expect(within(table).getByText('Waiting for review')).toBeTruthy();
  });

  it('reads its filters from the address and keeps new ones there', async () => {
    api.on(kycAdminEndpoints.queue, ({ query }) =>
      page(query.status === 'approved' ? [queueItem(3, { status: 'approved' })] : [queueItem(1)]),
    );
    const view = open(`${ROUTE}?country=BE&waitingDays=3`);
    await screen.findAllByTestId('kyc-queue-row');
    expect(queries(api)[0]).toEqual({ status: 'pending', country: 'BE', waitingDays: '3', limit: '20' });
    // On a phone the state stays on show; the others fold away behind a button that counts those on.
    const toggle = screen.getByRole('button', { name: 'More filters (2 on)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Fewer filters' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Issuing country' }) as HTMLInputElement).value).toBe(
      'Belgium',
    );
    expect((screen.getByRole('textbox', { name: 'Waiting at least (days)' }) as HTMLInputElement).value).toBe(
      '3',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Approved' }));
    await screen.findByRole('list', { name: 'Requests: Approved' });
    expect(paramsOf(view.location().search)).toEqual({ status: 'approved', country: 'BE', waitingDays: '3' });
    expect(queries(api).at(-1)).toEqual({ status: 'approved', country: 'BE', waitingDays: '3', limit: '20' });

    const days = screen.getByRole('textbox', { name: 'Waiting at least (days)' });
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.keyDown(days, { key: 'Enter' });
    expect(screen.getByText('A whole number of days, from 1 to 365.')).toBeTruthy();
    expect(paramsOf(view.location().search).waitingDays).toBe('3');
    fireEvent.change(days, { target: { value: '10' } });
    fireEvent.keyDown(days, { key: 'Enter' });
    await waitFor(() =>
      expect(paramsOf(view.location().search)).toEqual({
        status: 'approved',
        country: 'BE',
        waitingDays: '10',
      }),
    );
    await waitFor(() => expect(queries(api).at(-1)?.waitingDays).toBe('10'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ status: 'pending', limit: '20' }));
  });

  it('filters by country as it is chosen', async () => {
    windowOf(1440);
    api.on(kycAdminEndpoints.queue, () => page([queueItem(1)]));
    const view = open();
    await screen.findAllByTestId('kyc-queue-row');
    expect(screen.queryByRole('button', { name: /More filters/ })).toBeNull();
    const country = screen.getByRole('combobox', { name: 'Issuing country' });
    fireEvent.change(country, { target: { value: 'Belg' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Belgium' }));
    await waitFor(() => expect(view.location().search).toBe('?country=BE'));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({ status: 'pending', country: 'BE', limit: '20' }),
    );
  });

  it('loads the next keyset page with “Load more”, then says it is all', async () => {
    api.on(kycAdminEndpoints.queue, ({ query }) =>
      query.cursor === 'c2' ? page([queueItem(3)]) : page([queueItem(1), queueItem(2)], 'c2'),
    );
    open();
    await screen.findAllByTestId('kyc-queue-row');
    expect(screen.queryByText('That is every request with these filters.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('kyc-queue-row')).toHaveLength(3));
    expect(queries(api)[1]).toEqual({ status: 'pending', limit: '20', cursor: 'c2' });
    expect(screen.getByText('That is every request with these filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows grey rows while loading, then an empty queue that says what comes there', async () => {
    const gate = api.pending(kycAdminEndpoints.queue);
    open();
    expect(await screen.findByRole('status', { name: 'Loading the requests' })).toBeTruthy();
    gate.answer(page([]));
    expect(await screen.findByText('No request waiting')).toBeTruthy();
    expect(screen.getByText(/Requests show here as members send their documents/)).toBeTruthy();
  });

  it('offers to widen the filters when they leave nothing', async () => {
    api.on(kycAdminEndpoints.queue, ({ query }) => page(query.country ? [] : [queueItem(1)]));
    const view = open(`${ROUTE}?status=rejected&country=BE`);
    expect(await screen.findByText('No request matches these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every country and waiting time' }));
    await waitFor(() => expect(view.location().search).toBe('?status=rejected'));
    expect(await screen.findAllByTestId('kyc-queue-row')).toHaveLength(1);
  });

  it('says when the queue could not load, and tries again', async () => {
    api.fail(kycAdminEndpoints.queue, 0);
    open();
    expect(await screen.findByText('The requests could not be loaded')).toBeTruthy();
    expect(screen.getByText(/You seem to be offline/)).toBeTruthy();
    api.on(kycAdminEndpoints.queue, () => page([queueItem(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('kyc-queue-row')).toHaveLength(1);
  });

  it('speaks French', async () => {
    api.on(kycAdminEndpoints.queue, () => page([queueItem(1, { possibleDuplicate: true })]));
    open(ROUTE, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérifications d’identité' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Demandes : À examiner' });
    expect(within(list).getByText('Doublon possible')).toBeTruthy();
    expect(within(list).getByTestId('kyc-queue-row').textContent).toContain('Carte d’identité · France');
  });
});
