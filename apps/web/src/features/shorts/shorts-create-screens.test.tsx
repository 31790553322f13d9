import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { CreateShortPage } from './create/create-short-page';
import { short, videoMedia } from './testing/short-builders';

// /social/short/create: pick, check, upload, wait for the processing, post.

const me = member();
const limits = {
  available: true,
  reason: null,
  maxSeconds: 180,
  maxBytes: 200 * 1024 * 1024,
  storyMaxSeconds: 60,
};
const uploaded = videoMedia({ id: uuid(801), status: 'processing', video: null, progress: 0.1 });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(mediaEndpoints.videoLimits, () => limits);
  api.on(mediaEndpoints.uploadWhole, () => ({ status: 201, body: uploaded }));
  Object.assign(URL, { createObjectURL: () => 'blob:picked-video', revokeObjectURL: () => undefined });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function open(route = '/social/short/create', remixOf: string | null = null) {
  return renderScreen(<CreateShortPage remix={remixOf} />, { route, session: me });
}

const picker = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const postButton = () => screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;

/** A small MP4 (the bytes do not matter to the fake server), of `bytes` if given. */
function mp4(bytes?: number) {
  const file = new File([new Uint8Array(64)], 'beach.mp4', { type: 'video/mp4' });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** The browser read the preview's metadata: the video's length. */
function metadata(seconds: number) {
  const preview = screen.getByLabelText('Preview of your video') as HTMLVideoElement;
  Object.defineProperty(preview, 'duration', { value: seconds, configurable: true });
  fireEvent(preview, new Event('loadedmetadata'));
}

describe('a new short', () => {
  it('uploads the picked video, shows the processing progress until ready, posts it and opens it', async () => {
    api.once(mediaEndpoints.media, () => ({ ...uploaded, progress: 0.6 }));
    api.on(mediaEndpoints.media, () => videoMedia({ id: uploaded.id }));
    api.on(shortsEndpoints.create, ({ body }) => ({
      status: 201,
      body: short(40, { author: personOf(me), caption: body.caption ?? '', mine: true }),
    }));
    const view = open();
    expect(await screen.findByText('Up to 3 min, 200 MB. MP4, WebM or MOV, vertical is best.')).toBeTruthy();
    fireEvent.change(picker(), { target: { files: [mp4()] } });
    metadata(14.2);

    const processing = await screen.findByRole('progressbar', { name: 'Processing' });
    await waitFor(() => expect(processing.getAttribute('aria-valuenow')).toBe('60'));
    expect(screen.getByText('Preparing your video: 60%')).toBeTruthy();
    expect(postButton().disabled).toBe(true);
    expect(await screen.findByText('Your video is ready.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.calls(mediaEndpoints.uploadWhole).map((call) => call.query)).toEqual([
      { purpose: 'short-video', fileName: 'beach.mp4' },
    ]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'Waves #sea' } });
    expect(screen.getByText('10 / 2,200')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe your video' }), {
      target: { value: 'Waves on a sandy beach' },
    });
    fireEvent.click(postButton());
    await waitFor(() => expect(view.location().pathname).toBe(`/social/short/${short(40).id}`));
    expect(api.calls(shortsEndpoints.create)[0]?.body).toEqual({
      mediaId: uploaded.id,
      caption: 'Waves #sea',
      altText: 'Waves on a sandy beach',
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('Your short is live.')).toBeTruthy();
  });

  it('refuses a larger, longer or non-video file before sending a byte, saying why', async () => {
    open();
    await screen.findByText(/^Up to 3 min/);
    fireEvent.change(picker(), { target: { files: [mp4(250 * 1024 * 1024)] } });
    expect(screen.getByRole('alert').textContent).toBe('This video is 250 MB: videos can be up to 200 MB.');

    fireEvent.change(picker(), {
      target: { files: [new File(['gif'], 'cat.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Choose an MP4, WebM or MOV video.');

    fireEvent.change(picker(), { target: { files: [mp4()] } });
    metadata(200);
    expect(await screen.findByText('This video lasts 3 min 20 s: videos can be up to 3 min.')).toBeTruthy();
    expect(picker()).toBeTruthy();
    expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(0);
    expect(api.calls(mediaEndpoints.createUpload)).toHaveLength(0);
  });

  it('shows the server’s reason and keeps the picker off when it takes no video', async () => {
    api.on(mediaEndpoints.videoLimits, () => ({
      ...limits,
      available: false,
      reason: 'Video processing is not installed on this server.',
    }));
    open();
    expect(await screen.findByText('Video processing is not installed on this server.')).toBeTruthy();
    expect(picker().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose a video' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why the server could not prepare the video, and lets the member choose another', async () => {
    api.on(mediaEndpoints.media, () =>
      videoMedia({
        id: uploaded.id,
        status: 'failed',
        video: null,
        failureReason: 'The video has no picture.',
      }),
    );
    open();
    await screen.findByText(/^Up to 3 min/);
    fireEvent.change(picker(), { target: { files: [mp4()] } });
    metadata(10);
    expect(
      await screen.findByText('Your video could not be prepared: The video has no picture.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(postButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another video' }));
    expect(picker()).toBeTruthy();
  });

  it('opens the file chooser from its button, cancels the upload and goes back to choosing', async () => {
    api.pending(mediaEndpoints.uploadWhole);
    open();
    const choose = await screen.findByRole('button', { name: 'Choose a video' });
    const opened = vi.fn();
    picker().addEventListener('click', opened);
    fireEvent.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(choose.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Up to 3 min, 200 MB/,
    );

    fireEvent.change(picker(), { target: { files: [mp4()] } });
    metadata(10);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Uploading your video: 0 MB of 0 MB (0%)');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('button', { name: 'Choose a video' })).toBeTruthy();
    expect(api.calls(shortsEndpoints.create)).toHaveLength(0);
  });

  it('says why limits could not load, and tries again', async () => {
    api.once(mediaEndpoints.videoLimits, () => problem(503, 'SERVICE_UNAVAILABLE'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Up to 3 min/)).toBeTruthy();
  });
});

describe('a remix', () => {
  it('names whose sound it uses and sends it with the short', async () => {
    const original = short(2);
    api.on(shortsEndpoints.get, () => original);
    api.on(mediaEndpoints.uploadWhole, () => ({ status: 201, body: videoMedia({ id: uploaded.id }) }));
    api.on(shortsEndpoints.create, () => ({
      status: 201,
      body: short(41, { mine: true, remixOf: { id: original.id, author: original.author } }),
    }));
    const view = open(`/social/short/create?remix=${original.id}`, original.id);
    expect(await screen.findByRole('heading', { name: 'New short with this sound' })).toBeTruthy();
    expect(await screen.findByText('Using the sound of Member 2’s short')).toBeTruthy();
    fireEvent.change(picker(), { target: { files: [mp4()] } });
    metadata(12);
    await waitFor(() => expect(postButton().disabled).toBe(false));
    fireEvent.click(postButton());
    await waitFor(() => expect(view.location().pathname).toBe(`/social/short/${short(41).id}`));
    expect(api.calls(shortsEndpoints.create)[0]?.body).toMatchObject({ remixOf: original.id });
  });

  it('speaks French', async () => {
    renderScreen(<CreateShortPage remix={null} />, { route: '/social/short/create', language: 'fr' });
    expect(
      await screen.findByText('Jusqu’à 3 min, 200 Mo. MP4, WebM ou MOV, idéalement verticale.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nouveau short' })).toBeTruthy();
  });
});
