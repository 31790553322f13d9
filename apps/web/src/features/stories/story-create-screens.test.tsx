import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { mediaEndpoints } from '@betogether/contracts/media/media.endpoints';
import type { VideoLimits } from '@betogether/contracts/media/media.schemas';
import { CLOSE_FRIENDS_MAX } from '@betogether/contracts/stories/stories.constants';
import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { CloseFriends, Story } from '@betogether/contracts/stories/stories.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, page, person, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { StoryCreatePage } from './create/story-create-page';
import { story, storyPicture, textStory } from './stories-test-support';
import { StoryViewerPage } from './viewer/story-viewer-page';

// /social/story/create: a new story (text, photo, video), the archive and the close-friends list.

vi.mock('./create/video-duration', () => ({ readVideoDuration: vi.fn(async () => 30) }));
const { readVideoDuration } = await import('./create/video-duration');

function Viewer() {
  const { storyId = '' } = useParams();
  return <StoryViewerPage storyId={storyId} />;
}

function Pages() {
  return (
    <Routes>
      <Route path="/social/story/create" element={<StoryCreatePage />} />
      <Route path="/social/story/:storyId" element={<Viewer />} />
      <Route path="/social/feed" element={<p>The feed</p>} />
    </Routes>
  );
}

const me = member();
const ana = person(2, { displayName: 'Ana Lima' });
const ben = person(3, { displayName: 'Ben Okafor' });
const limits: VideoLimits = {
  available: true,
  reason: null,
  maxSeconds: 180,
  maxBytes: 200 * 1024 * 1024,
  storyMaxSeconds: 60,
};

/** The close-friends list as the server answers it. */
const listOf = (items: PersonSummary[]): CloseFriends => ({ items, max: CLOSE_FRIENDS_MAX });

let api: FakeApi;
let closeFriends: PersonSummary[];
let shared: Story[];

beforeEach(() => {
  api = fakeApi();
  closeFriends = [ana];
  shared = [];
  api.on(mediaEndpoints.videoLimits, () => limits);
  api.on(storiesEndpoints.closeFriends, () => listOf(closeFriends));
  api.on(storiesEndpoints.create, ({ body }) => {
    const made = story(40, {
      author: personOf(me),
      kind: body.kind,
      text: body.text ?? null,
      background: body.background ?? null,
      media: body.mediaId ? storyPicture(40, { id: body.mediaId }) : null,
      caption: body.caption ?? null,
      link: body.link ? { url: body.link.url, label: body.link.label ?? null } : null,
      audience: body.audience,
      mine: true,
      seen: true,
      viewerCount: 0,
    });
    shared.push(made);
    return { status: 201, body: made };
  });
  api.on(storiesEndpoints.ofMember, () => ({ author: personOf(me), stories: shared }));
  Object.assign(URL, { createObjectURL: () => 'blob:chosen-file', revokeObjectURL: () => undefined });
});

afterEach(() => {
  vi.mocked(readVideoDuration).mockClear();
});

const open = (tab = '') =>
  renderScreen(<Pages />, { route: `/social/story/create${tab}`, path: '/*', session: me });

/** A real PNG's first bytes: the picture check reads them. */
function pngFile(name = 'lake.png') {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  return new File([bytes], name, { type: 'image/png' });
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const shareButton = () => screen.getByRole('button', { name: 'Share to story' }) as HTMLButtonElement;

describe('a new story', () => {
  it('writes a text story on a colour with a caption, a checked link and the close friends, then opens it', async () => {
    const view = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Text' }));
    expect(shareButton().disabled).toBe(true);
    const preview = screen.getByRole('group', { name: 'Preview' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your text' }), {
      target: { value: 'Picnic at noon' },
    });
    expect(within(preview).getByText('Picnic at noon')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Night' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption (optional)' }), {
      target: { value: 'Bring a hat' },
    });
    expect(within(preview).getByText('Bring a hat')).toBeTruthy();

    const link = screen.getByRole('textbox', { name: 'Link (optional)' });
    fireEvent.change(link, { target: { value: 'http://picnic.example.org' } });
    fireEvent.blur(link);
    expect(screen.getByText('Enter an address starting with https://')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(shareButton().disabled).toBe(true);
    fireEvent.change(link, { target: { value: 'https://picnic.example.org/map' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link text (optional)' }), {
      target: { value: 'The spot' },
    });
    expect(within(preview).getByText('The spot')).toBeTruthy();

    fireEvent.click(await screen.findByRole('radio', { name: 'Close friends (1 person)' }));
    fireEvent.click(shareButton());

    await waitFor(() => expect(view.location().pathname).toBe(`/social/story/${uuid(540)}`));
    expect(api.calls(storiesEndpoints.create).map((call) => call.body)).toEqual([
      {
        kind: 'text',
        text: 'Picnic at noon',
        background: 'night',
        caption: 'Bring a hat',
        link: { url: 'https://picnic.example.org/map', label: 'The spot' },
        audience: 'close_friends',
        clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(await screen.findByText('Your story is live for 24 hours.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Story by Camille Durand' })).toBeTruthy();
  });

  it('uploads a photo at once and shares it once it is ready', async () => {
    api.on(mediaEndpoints.uploadWhole, () => ({ status: 201, body: storyPicture(41) }));
    open();
    await screen.findByRole('button', { name: 'Choose a photo' });
    fireEvent.change(fileInput(), { target: { files: [pngFile()] } });
    await waitFor(() => expect(shareButton().disabled).toBe(false));
    expect(api.calls(mediaEndpoints.uploadWhole).map((call) => call.query)).toEqual([
      { purpose: 'story-image', fileName: 'lake.png' },
    ]);
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeTruthy();
    fireEvent.click(shareButton());
    await waitFor(() => expect(api.calls(storiesEndpoints.create)).toHaveLength(1));
    expect(api.calls(storiesEndpoints.create)[0]?.body).toMatchObject({
      kind: 'photo',
      mediaId: uuid(941),
      audience: 'friends',
    });
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    open();
    await screen.findByRole('button', { name: 'Choose a photo' });
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.7'], 'notes.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('This file is not a picture, or it is damaged.')).toBeTruthy();
    expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(0);
  });

  it('refuses a video longer than the story limit before uploading it', async () => {
    vi.mocked(readVideoDuration).mockResolvedValueOnce(75.4);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Video' }));
    expect(await screen.findByText('MP4, WebM or MOV, up to 60 seconds.')).toBeTruthy();
    fireEvent.change(fileInput(), {
      target: { files: [new File(['....'], 'long.mp4', { type: 'video/mp4' })] },
    });
    expect(
      await screen.findByText('This video lasts 75 seconds: a story’s video can last up to 60 seconds.'),
    ).toBeTruthy();
    expect(api.calls(mediaEndpoints.uploadWhole)).toHaveLength(0);
    expect(api.calls(mediaEndpoints.createUpload)).toHaveLength(0);
  });

  it('shows how far the server prepares a video, and why it could not', async () => {
    const processing = storyPicture(42, {
      purpose: 'story-video',
      status: 'processing',
      contentType: 'video/mp4',
    });
    api.on(mediaEndpoints.uploadWhole, () => ({ status: 201, body: processing }));
    api.once(mediaEndpoints.media, () => ({ ...processing, progress: 0.4 }));
    api.on(mediaEndpoints.media, () =>
      storyPicture(42, {
        purpose: 'story-video',
        status: 'failed',
        failureReason: 'The video has no picture track.',
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Video' }));
    fireEvent.change(fileInput(), {
      target: { files: [new File(['....'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    expect(await screen.findByText('Preparing your video…')).toBeTruthy();
    expect(await screen.findByText('Preparing your video… 40 %')).toBeTruthy();
    expect(
      await screen.findByText(
        'This file could not be used: The video has no picture track.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(shareButton().disabled).toBe(true);
  });

  it('says why videos are off, and keeps photos and text working', async () => {
    api.on(mediaEndpoints.videoLimits, () => ({
      ...limits,
      available: false,
      reason: 'Video processing is not installed on this server.',
    }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Video' }));
    expect(
      await screen.findByText(
        'Videos cannot be added right now: Video processing is not installed on this server. Photos and text stories still work.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose a video' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Photo' }));
    expect((screen.getByRole('button', { name: 'Choose a photo' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('keeps what was written when sharing fails, and says why', async () => {
    api.fail(storiesEndpoints.create, 0);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Text' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your text' }), { target: { value: 'Hello' } });
    fireEvent.click(shareButton());
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveProperty('value', 'Hello');
  });
});

describe('the archive', () => {
  it('shows the member’s stories newest first, loads more, and opens an expired one in the viewer', async () => {
    const expired = textStory(31, 'Last week’s news', {
      author: personOf(me),
      mine: true,
      seen: true,
      viewerCount: 4,
      createdAt: '2026-01-10T09:00:00.000Z',
      expiresAt: '2026-01-11T09:00:00.000Z',
    });
    const live = story(30, { author: personOf(me), mine: true, seen: true, viewerCount: 0 });
    api.on(storiesEndpoints.archive, ({ query }) =>
      query.cursor === 'next-page' ? page([expired]) : page([live], 'next-page'),
    );
    const view = open('?tab=archive');
    const grid = await screen.findByRole('list', { name: 'Your stories' });
    expect(within(grid).getAllByRole('link')).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: /still live$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const older = await within(grid).findByRole('link', { name: 'Story of Jan 10, 2026' });
    expect(api.calls(storiesEndpoints.archive).map((call) => call.query.cursor)).toEqual([
      undefined,
      'next-page',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(older);
    const dialog = await screen.findByRole('dialog', { name: 'Story by Camille Durand' });
    expect(within(dialog).getByText('Last week’s news')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Seen by 4' })).toBeTruthy();
    // Expired: it comes from the archive, never asked again.
    expect(api.calls(storiesEndpoints.get)).toHaveLength(0);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    await waitFor(() => expect(view.location().search).toBe('?tab=archive'));
  });

  it('says what it will hold while it is empty', async () => {
    api.on(storiesEndpoints.archive, () => page([]));
    open('?tab=archive');
    expect(await screen.findByText('No stories yet')).toBeTruthy();
  });
});

describe('close friends', () => {
  beforeEach(() => {
    api.on(friendsEndpoints.memberFriends, ({ query }) =>
      page(
        [ana, ben]
          .filter((friend) => !query.q || friend.displayName.toLowerCase().includes(query.q.toLowerCase()))
          .map((friend) => ({
            person: friend,
            mutualFriendsCount: 0,
            friendsSince: '2025-06-01T00:00:00.000Z',
          })),
      ),
    );
  });

  it('lists the close friends, removes one, and adds a friend found by name', async () => {
    api.on(storiesEndpoints.removeCloseFriend, () => undefined);
    api.on(storiesEndpoints.addCloseFriend, () => undefined);
    open();
    // The tabs follow the arrow keys; the chosen one opens on a press.
    const first = await screen.findByRole('tab', { name: 'New story' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const tab = screen.getByRole('tab', { name: 'Close friends' });
    expect(document.activeElement).toBe(tab);
    fireEvent.click(tab);

    const list = await screen.findByRole('list', { name: 'Close friends' });
    expect(screen.getByText('1 of 500')).toBeTruthy();
    expect(within(list).getByText('Ana Lima')).toBeTruthy();
    const friends = await screen.findByRole('list', { name: 'Add from your friends' });
    expect(within(friends).getByRole('button', { name: 'On your list' })).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Ana Lima from close friends' }));
    expect(await screen.findByText('Nobody on your list yet. Add friends below.')).toBeTruthy();
    expect(api.calls(storiesEndpoints.removeCloseFriend).map((call) => call.params.userId)).toEqual([ana.id]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your friends' }), {
      target: { value: 'ben' },
    });
    await waitFor(() =>
      expect(api.calls(friendsEndpoints.memberFriends).at(-1)?.query).toEqual({ limit: '20', q: 'ben' }),
    );
    expect(api.calls(friendsEndpoints.memberFriends)[0]?.params.userId).toBe(me.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ben Okafor to close friends' }));
    expect(await screen.findByText('Ben Okafor is on your close friends list.')).toBeTruthy();
    expect(api.calls(storiesEndpoints.addCloseFriend).map((call) => call.params.userId)).toEqual([ben.id]);
  });

  it('puts the list back and says why when the server refuses', async () => {
    api.fail(storiesEndpoints.addCloseFriend, 409, 'CLOSE_FRIENDS_FULL');
    open('?tab=close-friends');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ben Okafor to close friends' }));
    expect(await screen.findByText('Your close friends list is full: remove someone first.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Close friends' });
    await waitFor(() => expect(within(list).queryByText('Ben Okafor')).toBeNull());
  });

  it('says when the list cannot load, and tries again', async () => {
    api.fail(storiesEndpoints.closeFriends, 0);
    open('?tab=close-friends');
    expect(
      await screen.findByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    api.on(storiesEndpoints.closeFriends, () => listOf([]));
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('Nobody on your list yet. Add friends below.')).toBeTruthy();
  });
});
