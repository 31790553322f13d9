import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import { kycEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import type { KycState } from '@betogether/contracts/kyc/kyc.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { serverEvent } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { KycPage } from './kyc-page';
import { fakeXhr } from './testing/fake-xhr';
import { draft, jpegFile, kycDocument, kycEvent, kycRequest, kycState } from './testing/kyc-builders';

// users/kyc: the member's identity check (state, form and photos, what was sent, the timeline).

vi.mock('@/lib/realtime', () => import('@/testing/fake-realtime'));

let api: FakeApi;
const revoked: string[] = [];
let previews = 0;

beforeEach(() => {
  api = fakeApi();
  api.on(kycEndpoints.state, () => kycState());
  revoked.length = 0;
  previews = 0;
  // jsdom has no object URLs: each preview gets its own, and revoking it is recorded.
  Object.assign(URL, {
    createObjectURL: () => `blob:kyc-${++previews}`,
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (language: 'en' | 'fr' = 'en') =>
  renderScreen(<KycPage />, { route: '/betogether/users/kyc', language });

const statusCard = () => screen.findByTestId('kyc-status');
const photoCards = () =>
  within(screen.getByRole('group', { name: 'Photos' }))
    .queryAllByRole('region')
    .map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent);
const sendButton = () => screen.getByRole('button', { name: 'Send for review' }) as HTMLButtonElement;
const card = (side: string) => screen.getByTestId(`kyc-photo-${side}`);
const choosePhoto = (side: string, file: File) =>
  fireEvent.change(screen.getByTestId(`kyc-photo-input-${side}`), { target: { files: [file] } });
const pendingState = (patch: Partial<KycState> = {}) =>
  kycState({
    status: 'pending',
    request: kycRequest({ documentType: 'passport', documentNumberEnding: '4567', expiresOn: '2031-06-30' }),
    timeline: [kycEvent('submitted', '2026-03-02T12:00:00.000Z')],
    ...patch,
  });

describe('the status card', () => {
  it('says why we ask, that documents are encrypted, and offers the form when nothing was sent', async () => {
    open();
    const status = await statusCard();
    expect(within(status).getByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
    expect(within(status).getByText('Not started')).toBeTruthy();
    expect(within(status).getByText(/To withdraw your coins as money/)).toBeTruthy();
    expect(within(status).getByText(/encrypted and only our reviewers see them/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send your documents' })).toBeTruthy();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Identity check · BeTogether'));
  });

  it('while in review: the delay, what was sent (number ending only), no form', async () => {
    api.on(kycEndpoints.state, () => pendingState());
    open();
    const status = await statusCard();
    expect(within(status).getByText('In review')).toBeTruthy();
    expect(within(status).getByText(/usually takes up to 2 working days/)).toBeTruthy();
    const summary = screen.getByTestId('kyc-summary');
    expect(within(summary).getByText('Passport')).toBeTruthy();
    expect(within(summary).getByText('France')).toBeTruthy();
    expect(within(summary).getByText('••••4567')).toBeTruthy();
    expect(within(summary).getByText('June 30, 2031')).toBeTruthy();
    expect(within(summary).getByText('Camille Durand')).toBeTruthy();
    expect(within(summary).getByText('April 12, 1995')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('follows the reviewer’s decision live (its notification), not the other notifications', async () => {
    let state = pendingState();
    api.on(kycEndpoints.state, () => state);
    open();
    expect(within(await statusCard()).getByText('In review')).toBeTruthy();
    const asked = api.calls(kycEndpoints.state).length;
    act(() => serverEvent('notification:new', { notification: { type: 'reaction' }, unreadCount: 1 }));
    state = pendingState({
      status: 'approved',
      timeline: [
        kycEvent('approved', '2026-03-03T09:00:00.000Z'),
        kycEvent('submitted', '2026-03-02T12:00:00.000Z'),
      ],
    });
    act(() => serverEvent('notification:new', { notification: { type: 'kyc_status' }, unreadCount: 2 }));
    await waitFor(() => expect(within(screen.getByTestId('kyc-status')).getByText('Verified')).toBeTruthy());
    expect(api.calls(kycEndpoints.state)).toHaveLength(asked + 1);
  });

  it('shows the photos sent only when asked, and asks for fresh links once when one no longer loads', async () => {
    api.on(kycEndpoints.state, () =>
      pendingState({
        documents: [kycDocument('front'), kycDocument('selfie'), kycDocument('back', null)],
      }),
    );
    open();
    await statusCard();
    expect(screen.queryByRole('img', { name: 'Front of the document' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show the photos I sent' });
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const front = screen.getByRole('img', { name: 'Front of the document' });
    expect(front.getAttribute('src')).toBe('/kyc-photos/front');
    expect(screen.getByText('Deleted after the retention period')).toBeTruthy();
    expect(screen.getByText('Each opening of a photo is recorded, yours included.')).toBeTruthy();

    const asked = api.calls(kycEndpoints.state).length;
    fireEvent.error(front);
    await waitFor(() => expect(api.calls(kycEndpoints.state)).toHaveLength(asked + 1));
    // Fresh links that still fail: said once, not asked again and again.
    fireEvent.error(screen.getByRole('img', { name: 'Front of the document' }));
    expect(await screen.findByText('This photo could not be shown.')).toBeTruthy();
    expect(api.calls(kycEndpoints.state)).toHaveLength(asked + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the photos' }));
    expect(screen.queryByRole('img', { name: 'Selfie with the document' })).toBeNull();
  });

  it('once verified: withdrawals are open, with the summary', async () => {
    api.on(kycEndpoints.state, () =>
      pendingState({
        status: 'approved',
        request: kycRequest({ status: 'approved', decidedAt: '2026-03-03T12:00:00.000Z' }),
      }),
    );
    open();
    const status = await statusCard();
    expect(within(status).getByText('Verified')).toBeTruthy();
    expect(within(status).getByText(/Withdrawals are open/)).toBeTruthy();
    expect(within(screen.getByTestId('kyc-summary')).getByText('Identity card')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Send your documents' })).toBeNull();
  });

  it('refused: the reviewer’s reason, and the form to send again', async () => {
    api.on(kycEndpoints.state, () =>
      kycState({
        status: 'rejected',
        request: kycRequest({
          status: 'rejected',
          reason: 'The photo is blurry',
          decidedAt: '2026-03-03T12:00:00.000Z',
        }),
      }),
    );
    open();
    const status = await statusCard();
    expect(within(status).getByText('Not accepted')).toBeTruthy();
    expect(within(status).getByText('Reason: The photo is blurry')).toBeTruthy();
    expect(within(status).getByText(/You may send your documents again/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send your documents' })).toBeTruthy();
    // The earlier document type comes back chosen.
    expect((screen.getByRole('radio', { name: 'Identity card' }) as HTMLInputElement).checked).toBe(true);
  });

  it('expired: asks for a valid document, with the form', async () => {
    api.on(kycEndpoints.state, () =>
      kycState({ status: 'expired', request: kycRequest({ status: 'expired' }) }),
    );
    open();
    const status = await statusCard();
    expect(within(status).getByRole('heading', { name: 'Your document has expired' })).toBeTruthy();
    expect(within(status).getByText(/Send a valid identity document/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send your documents' })).toBeTruthy();
  });

  it('a resubmission request names what to send again and highlights it in the form', async () => {
    api.on(kycEndpoints.state, () =>
      kycState({
        status: 'resubmission_requested',
        request: kycRequest({
          status: 'resubmission_requested',
          reason: 'The selfie does not show the document',
          resubmitFields: ['documentNumber', 'selfie'],
        }),
        drafts: [],
      }),
    );
    open();
    const status = await statusCard();
    expect(within(status).getByText('Action needed')).toBeTruthy();
    expect(within(status).getByText('Reason: The selfie does not show the document')).toBeTruthy();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Document number', 'Selfie with the document']);
    const asked = 'Our reviewer asks you to check this again.';
    expect(screen.getByRole('textbox', { name: 'Document number', description: asked })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First names' }).getAttribute('aria-describedby')).toBeNull();
    expect(within(card('selfie')).getByText('Asked again')).toBeTruthy();
    expect(within(card('front')).queryByText('Asked again')).toBeNull();
    // The photos not asked again are carried over by the server: only the selfie is needed.
    expect(within(card('front')).getByText('Kept from your last submission')).toBeTruthy();
    expect(within(card('back')).getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(screen.getByText('Add 1 more photo to send your documents.')).toBeTruthy();
    // The expiry date was not asked again: it stays as sent.
    expect((screen.getByLabelText(/^Expiry date/) as HTMLInputElement).value).toBe('2031-06-30');
  });

  it('lists the timeline newest first, dated in the member’s language', async () => {
    api.on(kycEndpoints.state, () =>
      pendingState({
        timeline: [
          kycEvent('submitted', '2026-02-01T12:00:00.000Z'),
          kycEvent('rejected', '2026-02-03T12:00:00.000Z', { reason: 'Blurry' }),
          kycEvent('submitted', '2026-03-02T12:00:00.000Z'),
        ],
      }),
    );
    open();
    const timeline = await screen.findByTestId('kyc-timeline');
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-03-02T12:00:00.000Z',
      '2026-02-03T12:00:00.000Z',
      '2026-02-01T12:00:00.000Z',
    ]);
    expect(within(items[1] as HTMLElement).getByText('Documents not accepted')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Reason: Blurry')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/Mar 2, 2026/)).toBeTruthy();
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    const gate = api.pending(kycEndpoints.state);
    open();
    expect(await screen.findByRole('status', { name: 'Loading your identity check' })).toBeTruthy();
    gate.fail(429, 'RATE_LIMITED');
    expect(await screen.findByText('Your identity check could not be loaded')).toBeTruthy();
    api.on(kycEndpoints.state, () => kycState());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
  });
});

describe('the form', () => {
  it('starts from the profile: legal names, birth date and country', async () => {
    open();
    await statusCard();
    expect((screen.getByRole('textbox', { name: 'First names' }) as HTMLInputElement).value).toBe('Camille');
    expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Durand');
    expect((screen.getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('1995-04-12');
    expect((screen.getByRole('combobox', { name: 'Issuing country' }) as HTMLInputElement).value).toBe(
      'France',
    );
    expect((screen.getByRole('textbox', { name: 'Document number' }) as HTMLInputElement).value).toBe('');
  });

  it('asks for 2 photos for a passport and 3 for an identity card', async () => {
    open();
    await statusCard();
    expect(photoCards()).toEqual([]);
    expect(screen.getByText(/Choose the document type first/)).toBeTruthy();
    expect(screen.getByText('Choose the document type, then add its photos.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(photoCards()).toEqual(['Front of the document', 'Selfie with the document']);
    // The back camera for the document, the front one for the selfie; the gallery stays open.
    const front = screen.getByTestId('kyc-photo-input-front');
    expect([front.getAttribute('accept'), front.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    expect(screen.getByTestId('kyc-photo-input-selfie').getAttribute('capture')).toBe('user');
    expect(screen.getByText('Add 2 more photos to send your documents.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Identity card' }));
    expect(photoCards()).toEqual([
      'Front of the document',
      'Back of the document',
      'Selfie with the document',
    ]);
    expect(screen.getByText('Add 3 more photos to send your documents.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('checks fields as the member leaves them', async () => {
    open();
    await statusCard();
    const number = screen.getByRole('textbox', { name: 'Document number' });
    fireEvent.change(number, { target: { value: 'AB' } });
    fireEvent.blur(number);
    expect(screen.getByText('The number has at least 4 characters.')).toBeTruthy();
    fireEvent.change(number, { target: { value: 'AB/12' } });
    expect(screen.getByText('Use letters, digits, spaces and hyphens, as printed.')).toBeTruthy();
    const expiry = screen.getByLabelText(/^Expiry date/);
    fireEvent.change(expiry, { target: { value: '2020-01-31' } });
    fireEvent.blur(expiry);
    expect(screen.getByText('This document has expired: use one that is still valid.')).toBeTruthy();
  });

  it('sends exactly what was typed once the photos are there, then shows the check in review', async () => {
    api.on(kycEndpoints.state, () => kycState({ drafts: [draft('front'), draft('selfie')] }));
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(within(card('front')).getByText('Received')).toBeTruthy();
    expect(within(card('selfie')).getByText('4,032 × 3,024 px')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Document number' }), {
      target: { value: ' 12AB34567 ' },
    });
    fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '2031-06-30' } });
    const gate = api.pending(kycEndpoints.send);
    fireEvent.click(sendButton());
    expect(await screen.findByText('Sending your documents…')).toBeTruthy();
    expect(api.calls(kycEndpoints.send).map((call) => call.body)).toEqual([
      {
        documentType: 'passport',
        documentNumber: '12AB34567',
        country: 'FR',
        expiresOn: '2031-06-30',
        firstName: 'Camille',
        lastName: 'Durand',
        birthDate: '1995-04-12',
      },
    ]);
    gate.answer({ status: 201, body: pendingState() });
    expect(await screen.findByRole('heading', { name: 'We are checking your documents' })).toBeTruthy();
    expect(
      await screen.findByText('Documents sent. We will let you know once they are checked.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('kyc-summary')).getByText('••••4567')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('shows at each field where the profile says otherwise, with the way to correct the profile', async () => {
    api.on(kycEndpoints.state, () => kycState({ drafts: [draft('front'), draft('selfie')] }));
    api.fail(kycEndpoints.send, 422, 'KYC_PROFILE_MISMATCH', {
      errors: [
        { field: 'firstName', message: 'Your profile says Camille', code: 'profile_mismatch' },
        { field: 'birthDate', message: 'Your profile says 1995-04-12', code: 'profile_mismatch' },
      ],
    });
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    const first = screen.getByRole('textbox', { name: 'First names' });
    fireEvent.change(first, { target: { value: 'Camila' } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '1995-04-21' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Document number' }), {
      target: { value: '12AB34567' },
    });
    fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '2031-06-30' } });
    fireEvent.click(sendButton());

    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const firstNote = document.getElementById(first.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(firstNote.textContent).toMatch(/^Your profile says “Camille”\. If your document is right/);
    const link = within(firstNote).getByRole('link', { name: 'correct your profile' });
    expect(link.getAttribute('href')).toBe('/social/profile/show-profil#details');
    const birth = screen.getByLabelText(/^Date of birth/);
    expect(document.getElementById(birth.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Your profile says April 12, 1995\./,
    );
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('false');
    // What was typed stays.
    expect((first as HTMLInputElement).value).toBe('Camila');
    expect(
      screen.getByText('What you entered does not match your profile. See the fields above.'),
    ).toBeTruthy();
  });

  it('says which photo the server is missing', async () => {
    api.on(kycEndpoints.state, () => kycState({ drafts: [draft('front'), draft('selfie')] }));
    api.fail(kycEndpoints.send, 422, 'KYC_DOCUMENTS_MISSING', {
      detail: 'Send a photo of: yourself holding the document',
    });
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Document number' }), {
      target: { value: '12AB34567' },
    });
    fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '2031-06-30' } });
    api.on(kycEndpoints.state, () => kycState({ drafts: [draft('front')] }));
    fireEvent.click(sendButton());
    expect(
      await screen.findByText(
        'We have not received this photo: Selfie with the document. Add it, then send again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(card('selfie')).queryByText('Received')).toBeNull());
    expect(sendButton().disabled).toBe(true);
  });
});

describe('the photos', () => {
  it('uploads a photo with its progress, then shows it received', async () => {
    const sent = fakeXhr({ hold: true });
    api.on(kycEndpoints.uploadPhoto, ({ params }) =>
      draft(params.side as KycDocumentSide, { width: 3000, height: 2000 }),
    );
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    const file = jpegFile();
    choosePhoto('front', file);
    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    if (!request) throw new Error('no upload');
    expect(request.method).toBe('PUT');
    expect(request.headers).toMatchObject({
      'content-type': 'image/jpeg',
      authorization: 'Token fake-session-token',
    });
    expect(request.body).toBe(file);
    expect(
      within(card('front')).getByRole('img', { name: 'Your photo: Front of the document' }),
    ).toBeTruthy();

    act(() => request.progress(512, 2_048));
    const bar = within(card('front')).getByRole('progressbar', { name: 'Upload: Front of the document' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(card('front')).getByText('Uploading… 25%')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    await act(() => request.finish());
    expect(await within(card('front')).findByText('Received')).toBeTruthy();
    expect(within(card('front')).getByText('3,000 × 2,000 px')).toBeTruthy();
    expect(within(card('front')).queryByRole('progressbar')).toBeNull();
    expect(api.calls(kycEndpoints.uploadPhoto).map((call) => call.params.side)).toEqual(['front']);
    expect(screen.getByText('Add 1 more photo to send your documents.')).toBeTruthy();
  });

  it('refuses a file too large or not a photo in the browser, without sending anything', async () => {
    const sent = fakeXhr();
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    const huge = jpegFile('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    choosePhoto('front', huge);
    expect(
      await within(card('front')).findByText('This photo is larger than 15 MB. Choose a smaller one.'),
    ).toBeTruthy();
    choosePhoto('selfie', new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await within(card('selfie')).findByText('Choose a photo: JPEG, PNG, WebP or HEIC.')).toBeTruthy();
    choosePhoto('selfie', new File(['%PDF-1.7 not a picture'], 'renamed.jpg', { type: 'image/jpeg' }));
    expect(
      await within(card('selfie')).findByText(
        'This file is not a photo, or it is damaged. Choose another one.',
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(api.calls(kycEndpoints.uploadPhoto)).toHaveLength(0);
    expect(previews).toBe(0);
  });

  it('says why a photo was refused, and retries one the network lost', async () => {
    fakeXhr();
    api.fail(kycEndpoints.uploadPhoto, 422, 'KYC_IMAGE_UNREADABLE');
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    choosePhoto('front', jpegFile());
    expect(await within(card('front')).findByText(/This photo cannot be read/)).toBeTruthy();
    expect(within(card('front')).queryByRole('button', { name: 'Try again' })).toBeNull();

    api.fail(kycEndpoints.uploadPhoto, 0);
    choosePhoto('selfie', jpegFile('me.jpg'));
    expect(await within(card('selfie')).findByText(/You seem to be offline/)).toBeTruthy();
    api.on(kycEndpoints.uploadPhoto, ({ params }) => draft(params.side as KycDocumentSide));
    fireEvent.click(within(card('selfie')).getByRole('button', { name: 'Try again' }));
    expect(await within(card('selfie')).findByText('Received')).toBeTruthy();
    expect(api.calls(kycEndpoints.uploadPhoto).map((call) => call.params.side)).toEqual([
      'front',
      'selfie',
      'selfie',
    ]);
  });

  it('removes a received photo after asking, and frees its preview', async () => {
    fakeXhr();
    api.on(kycEndpoints.uploadPhoto, ({ params }) => draft(params.side as KycDocumentSide));
    api.on(kycEndpoints.removePhoto, () => undefined);
    open();
    await statusCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    choosePhoto('front', jpegFile());
    expect(await within(card('front')).findByText('Received')).toBeTruthy();
    fireEvent.click(within(card('front')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Photo removed.')).toBeTruthy();
    expect(api.calls(kycEndpoints.removePhoto).map((call) => call.params.side)).toEqual(['front']);
    expect(within(card('front')).queryByText('Received')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('front')).getByRole('button', { name: 'Take or choose a photo' })).toBeTruthy();
    expect(revoked).toEqual(['blob:kyc-1']);
  });
});

describe('in French', () => {
  it('speaks French, dates included', async () => {
    api.on(kycEndpoints.state, () => pendingState());
    open('fr');
    const status = await statusCard();
    expect(screen.getByRole('heading', { name: 'Vérification d’identité', level: 1 })).toBeTruthy();
    expect(within(status).getByText('En cours d’examen')).toBeTruthy();
    expect(within(status).getByText(/jusqu’à 2 jours ouvrés/)).toBeTruthy();
    const summary = screen.getByTestId('kyc-summary');
    expect(within(summary).getByText('Passeport')).toBeTruthy();
    expect(within(summary).getByText('12 avril 1995')).toBeTruthy();
    expect(within(screen.getByTestId('kyc-timeline')).getByText('Documents envoyés')).toBeTruthy();
  });
});
