import { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { person } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { kycDetail, photo, requestId } from './testing/admin-kyc-builders';
import { openRequest as open } from './testing/open-request';

function photoCard(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function image(card: HTMLElement): HTMLImageElement {
  return within(card).getByRole('img') as HTMLImageElement;
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(kycAdminEndpoints.detail, () => kycDetail());
});

describe('admin KYC request: what the reviewer sees', () => {
  it('shows the member, what the document says, the photos in order, the openings and the timeline', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identity check of Inès Moreau' }),
    ).toBeTruthy();
    const document = screen.getByTestId('kyc-document');
    expect(document.textContent).toContain('Identity card');
    expect(document.textContent).toContain('BE 591-2207-48');
    expect(document.textContent).toContain('Belgium');
    expect(document.textContent).toContain('November 15, 2030');
    expect(document.textContent).toContain('Inès Moreau');
    expect(document.textContent).toContain('August 23, 1992');
    expect(document.textContent).not.toContain('The profile says');
    const member = screen.getByTestId('kyc-member');
    expect(member.textContent).toContain('ines@example.test');
    expect(within(member).getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inès Moreau' }).getAttribute('href')).toBe(
      '/social/profile/ines_m',
    );

    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'))
      .filter((name) => name?.includes('document'));
    expect(regions).toEqual(['Front of the document', 'Back of the document', 'Selfie with the document']);
    expect(image(photoCard('Front of the document')).getAttribute('src')).toBe(photo('front').url);
    expect(image(photoCard('Front of the document')).getAttribute('alt')).toBe(
      'Front of the document, as the member sent it',
    );
    expect(within(photoCard('Selfie with the document')).getByText('900 × 1200 px')).toBeTruthy();

    expect(
      screen.getByText('No other account sent this document number, or this legal name and date of birth.'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('kyc-views')).getByText('Alex Martin (@alex_admin) opened the front'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('kyc-admin-timeline')).getByText(/^Sent by Inès Moreau ·/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All requests' }).getAttribute('href')).toBe(
      '/admin_betogether/kyc/all-kyc',
    );
  });

  it('points out what differs from the profile, the duplicates with links to their requests, a deleted photo', async () => {
    api.on(kycAdminEndpoints.detail, () =>
      kycDetail({
        profile: {
          ...kycDetail().profile,
          lastName: 'Moreau-Petit',
          birthDate: '1992-08-28',
          emailVerified: false,
        },
        documents: [photo('front'), photo('selfie', { url: null, expiresAt: null })],
        duplicates: [
          { id: requestId(9), member: person(9), status: 'approved', reason: 'document_number' },
          { id: requestId(8), member: person(8), status: 'rejected', reason: 'name_and_birth_date' },
        ],
      }),
    );
    open();
    const document = await screen.findByTestId('kyc-document');
    expect(document.textContent).toContain('The profile says: Inès Moreau-Petit');
    expect(document.textContent).toContain('The profile says: August 28, 1992');
    expect(within(screen.getByTestId('kyc-member')).getByText('Not verified')).toBeTruthy();
    const duplicates = screen.getByRole('region', { name: '2 possible duplicates' });
    expect(within(duplicates).getByText('Same document number')).toBeTruthy();
    expect(within(duplicates).getByText('Same legal name and date of birth')).toBeTruthy();
    expect(
      within(duplicates).getByRole('link', { name: 'Open the request of Member 9' }).getAttribute('href'),
    ).toBe(`/admin_betogether/kyc/${requestId(9)}`);
    expect(screen.getByText('Possible duplicate')).toBeTruthy();
    expect(
      within(photoCard('Selfie with the document')).getByText(/deleted at the end of the retention period/),
    ).toBeTruthy();
    expect(within(photoCard('Selfie with the document')).queryByRole('img')).toBeNull();
  });

  it('says when the request does not exist, and retries after another failure', async () => {
    api.fail(kycAdminEndpoints.detail, 404, 'KYC_NOT_FOUND');
    const first = open();
    expect(await screen.findByText('This request does not exist')).toBeTruthy();
    first.unmount();
    api.fail(kycAdminEndpoints.detail, 503, 'SERVICE_UNAVAILABLE');
    open();
    expect(await screen.findByText('This request could not be loaded')).toBeTruthy();
    api.on(kycAdminEndpoints.detail, () => kycDetail());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identity check of Inès Moreau' }),
    ).toBeTruthy();
  });
});

describe('admin KYC request: photos', () => {
  it('zooms and turns a photo with its buttons and the keyboard', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Identity check of Inès Moreau' });
    const front = photoCard('Front of the document');
    const zoomOut = within(front).getByRole('button', { name: 'Zoom out of the front' });
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(front).getByRole('button', { name: 'Zoom in on the front' }));
    expect(image(front).dataset.zoom).toBe('1.5');
    expect(within(front).getByRole('status', { name: 'Zoom of the front' }).textContent).toBe('150%');
    const frame = within(front).getByRole('group', { name: 'Front of the document: zoom 150%, turned 0°' });
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '+' });
    expect(image(front).dataset.zoom).toBe('4');
    expect(within(front).getByRole('button', { name: 'Zoom in on the front' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.keyDown(frame, { key: '-' });
    expect(image(front).dataset.zoom).toBe('3');
    fireEvent.keyDown(frame, { key: '0' });
    expect(image(front).dataset.zoom).toBe('1');

    fireEvent.click(within(front).getByRole('button', { name: 'Turn the front to the right' }));
    expect(image(front).dataset.turns).toBe('1');
    fireEvent.keyDown(frame, { key: 'r' });
    expect(image(front).dataset.turns).toBe('2');
    fireEvent.keyDown(frame, { key: 'R' });
    fireEvent.click(within(front).getByRole('button', { name: 'Turn the front to the left' }));
    expect(image(front).dataset.turns).toBe('0');
    // Ctrl + is the browser's page zoom: left alone.
    fireEvent.keyDown(frame, { key: '+', ctrlKey: true });
    expect(image(front).dataset.zoom).toBe('1');
    // Only that photo moved.
    expect(image(photoCard('Back of the document')).dataset.zoom).toBe('1');
  });

  it('opens a photo full screen, goes through them with the arrows, keeps the turn, closes with Escape', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Identity check of Inès Moreau' });
    fireEvent.click(
      within(photoCard('Back of the document')).getByRole('button', { name: 'Turn the back to the right' }),
    );
    fireEvent.click(
      within(photoCard('Front of the document')).getByRole('button', { name: 'See the front full screen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Front of the document (1 of 3)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in on the front' }));
    expect(within(dialog).getByRole('img').dataset.zoom).toBe('1.5');
    // Zoomed in, the arrows scroll the photo; whole, they change it.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Front of the document (1 of 3)' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: '0' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    const back = await screen.findByRole('dialog', { name: 'Back of the document (2 of 3)' });
    expect(within(back).getByRole('img').dataset.turns).toBe('1');
    fireEvent.click(within(back).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Selfie with the document (3 of 3)' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'r' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Front of the document (1 of 3)' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(image(photoCard('Selfie with the document')).dataset.turns).toBe('1');
  });

  it('asks for new links when a photo fails to load, and keeps a loaded photo on the link it has', async () => {
    let round = 0;
    api.on(kycAdminEndpoints.detail, () => {
      round += 1;
      return kycDetail({
        documents: (['front', 'back', 'selfie'] as const).map((side) =>
          photo(side, { url: `/kyc-photos/${side}?expires=${round}&signature=s${round}` }),
        ),
      });
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Identity check of Inès Moreau' });
    const front = image(photoCard('Front of the document'));
    fireEvent.load(front);
    fireEvent.error(image(photoCard('Back of the document')));
    await waitFor(() =>
      expect(image(photoCard('Back of the document')).getAttribute('src')).toBe(
        '/kyc-photos/back?expires=2&signature=s2',
      ),
    );
    expect(api.calls(kycAdminEndpoints.detail)).toHaveLength(2);
    // The front was on screen: it keeps its link (a new one would download it again, logged again).
    expect(image(photoCard('Front of the document')).getAttribute('src')).toBe(
      '/kyc-photos/front?expires=1&signature=s1',
    );
    // Not yet loaded, the selfie takes the newest link.
    expect(image(photoCard('Selfie with the document')).getAttribute('src')).toBe(
      '/kyc-photos/selfie?expires=1&signature=s1',
    );
    // A second failure is shown, with a retry that asks for links again.
    fireEvent.error(image(photoCard('Back of the document')));
    const back = photoCard('Back of the document');
    expect(await within(back).findByText('This photo could not be loaded.')).toBeTruthy();
    fireEvent.click(within(back).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(image(photoCard('Back of the document')).getAttribute('src')).toBe(
        '/kyc-photos/back?expires=3&signature=s3',
      ),
    );
  });

  it('asks for the openings again once the photos are on screen', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Identity check of Inès Moreau' });
    api.on(kycAdminEndpoints.detail, () =>
      kycDetail({
        views: [
          {
            side: 'back',
            viewer: person(5, { displayName: 'Sam Admin', username: 'sam' }),
            at: '2026-03-04T10:00:00.000Z',
          },
          ...kycDetail().views,
        ],
      }),
    );
    fireEvent.load(image(photoCard('Front of the document')));
    expect(
      await within(screen.getByTestId('kyc-views')).findByText(
        'Sam Admin (@sam) opened the back',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });
});
