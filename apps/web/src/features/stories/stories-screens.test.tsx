import { storiesEndpoints } from '@betogether/contracts/stories/stories.endpoints';
import type { Story, StoryTrayItem } from '@betogether/contracts/stories/stories.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, person, personOf, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { story, textStory, trayItem } from './stories-test-support';
import { StoryTraySlot } from './tray/story-tray-slot';
import { StoryViewerPage } from './viewer/story-viewer-page';

// The tray at the top of the feed and the viewer it opens, as the app routes them: the feed (here
// the tray alone), the create page, and /social/story/:storyId.

function Viewer() {
  const { storyId = '' } = useParams();
  return <StoryViewerPage storyId={storyId} />;
}

function Stories() {
  return (
    <Routes>
      <Route path="/social/feed" element={<StoryTraySlot />} />
      <Route path="/social/story/create" element={<p>Create a story</p>} />
      <Route path="/social/story/:storyId" element={<Viewer />} />
    </Routes>
  );
}

const me = member();
const ana = person(2, { displayName: 'Ana Lima' });
const ben = person(3, { displayName: 'Ben Okafor' });
const anaStories = [
  story(1, {
    author: ana,
    caption: 'Morning swim',
    link: { url: 'https://lake.example.org/map', label: null },
  }),
  textStory(2, 'Sunny day at the lake', { author: ana }),
];
const benStories = [textStory(3, 'Band practice tonight', { author: ben, seen: true })];

let api: FakeApi;
let sequences: Map<string, { author: PersonSummary; stories: Story[] }>;

function answerTray(items: StoryTrayItem[]) {
  api.on(storiesEndpoints.tray, () => ({ items }));
}

beforeEach(() => {
  api = fakeApi();
  sequences = new Map([
    [ana.id, { author: ana, stories: anaStories }],
    [ben.id, { author: ben, stories: benStories }],
  ]);
  answerTray([trayItem(ana, anaStories), trayItem(ben, benStories)]);
  api.on(storiesEndpoints.ofMember, ({ params }) => {
    const found = sequences.get(params.userId);
    if (!found) throw new Error(`no sequence for ${params.userId}`);
    return found;
  });
  api.on(storiesEndpoints.markSeen, () => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open = (route: string) => renderScreen(<Stories />, { route, path: '/*', session: me });
const viewer = (name: string) => screen.findByRole('dialog', { name: `Story by ${name}` });
const position = () => screen.getByText(/^Story \d of \d by/).textContent;

describe('the tray', () => {
  it('puts the member first with a "+", then each author with a ring saying what is new', async () => {
    answerTray([
      trayItem(personOf(me), [story(9, { author: personOf(me), mine: true, seen: true })], { mine: true }),
      trayItem(ana, anaStories),
      trayItem(ben, benStories),
    ]);
    open('/social/feed');
    const tray = await screen.findByRole('region', { name: 'Stories' });
    const links = within(tray).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Your story, 1 story',
      'Add to your story',
      'Ana Lima’s story, 2 new',
      'Ben Okafor’s story, seen',
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/social/story/create');
    expect(links[2]?.getAttribute('href')).toBe(`/social/story/${anaStories[0]?.id}`);
    const rings = [...tray.querySelectorAll('[data-ring]')].map((ring) => ring.getAttribute('data-ring'));
    expect(rings).toEqual(['seen', 'unseen', 'seen']);
  });

  it('offers to add a first story when nobody has one, and says what the row is for', async () => {
    answerTray([]);
    open('/social/feed');
    const add = await screen.findByRole('link', { name: 'Add a story' });
    expect(add.getAttribute('href')).toBe('/social/story/create');
    expect(screen.getByText('Stories from your friends show up here for 24 hours.')).toBeTruthy();
    fireEvent.click(add);
    expect(await screen.findByText('Create a story')).toBeTruthy();
  });

  it('keeps its place when the tray cannot load, and loads it again on demand', async () => {
    api.fail(storiesEndpoints.tray, 0);
    open('/social/feed');
    expect(await screen.findByText('Stories could not load.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a story' })).toBeTruthy();
    answerTray([trayItem(ana, anaStories)]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ana Lima’s story, 2 new' })).toBeTruthy();
  });
});

describe('the viewer', () => {
  it('plays an author’s stories with the keyboard, marks each seen, goes on with the next author, then closes', async () => {
    const view = open('/social/feed');
    fireEvent.click(await screen.findByRole('link', { name: 'Ana Lima’s story, 2 new' }));
    const dialog = await viewer('Ana Lima');
    // Opened from the tray: the author's sequence at once, not the story first.
    expect(api.calls(storiesEndpoints.get)).toHaveLength(0);
    expect(within(dialog).getByRole('img', { name: 'Morning swim' })).toBeTruthy();
    expect(position()).toBe('Story 1 of 2 by Ana Lima.');
    const sticker = within(dialog).getByRole('link', { name: 'lake.example.org' });
    expect(sticker.getAttribute('href')).toBe('https://lake.example.org/map');
    expect(sticker.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(api.calls(storiesEndpoints.markSeen)).toHaveLength(1));

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(await within(dialog).findByText('Sunny day at the lake')).toBeTruthy();
    expect(position()).toBe('Story 2 of 2 by Ana Lima.');
    const segments = [...dialog.querySelectorAll('[data-state]')].map((bar) =>
      bar.getAttribute('data-state'),
    );
    expect(segments).toEqual(['done', 'current']);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(position()).toBe('Story 1 of 2 by Ana Lima.');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });

    // Ana's last story over: Ben, the tray's next author (his story already seen: no second view).
    const next = await viewer('Ben Okafor');
    expect(within(next).getByText('Band practice tonight')).toBeTruthy();
    expect(api.calls(storiesEndpoints.markSeen).map((call) => call.params.storyId)).toEqual([
      anaStories[0]?.id,
      anaStories[1]?.id,
    ]);

    // Ben is the last author: the viewer closes, back to the feed, where Ana's ring is now grey.
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    await waitFor(() => expect(view.location().pathname).toBe('/social/feed'));
    expect(await screen.findByRole('link', { name: 'Ana Lima’s story, seen' })).toBeTruthy();
  });

  it('goes on by itself after six seconds, waits while held or paused with Space, and closes on Escape', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sequences.set(ana.id, {
      author: ana,
      stories: [textStory(4, 'First words', { author: ana }), textStory(5, 'Second words', { author: ana })],
    });
    answerTray([trayItem(ana, sequences.get(ana.id)?.stories ?? [])]);
    const view = open('/social/feed');
    fireEvent.click(await screen.findByRole('link', { name: 'Ana Lima’s story, 2 new' }));
    const dialog = await viewer('Ana Lima');
    expect(within(dialog).getByText('First words')).toBeTruthy();

    // Held: the story waits however long the finger stays.
    const next = within(dialog).getByRole('button', { name: 'Next story' });
    fireEvent.pointerDown(next, { button: 0, clientX: 300, clientY: 300 });
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(position()).toBe('Story 1 of 2 by Ana Lima.');
    fireEvent.pointerUp(next, { button: 0, clientX: 300, clientY: 300 });
    // The click that ends a hold does not skip the story.
    fireEvent.click(next);
    expect(position()).toBe('Story 1 of 2 by Ana Lima.');

    fireEvent.keyDown(dialog, { key: ' ' });
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(position()).toBe('Story 1 of 2 by Ana Lima. Paused.');
    fireEvent.keyDown(dialog, { key: ' ' });
    await act(() => vi.advanceTimersByTimeAsync(6100));
    expect(position()).toBe('Story 2 of 2 by Ana Lima.');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(view.location().pathname).toBe('/social/feed'));
  });

  it('sends a quick reaction and a reply, and confirms each', async () => {
    api.on(storiesEndpoints.react, () => undefined);
    api.on(storiesEndpoints.reply, () => ({ id: uuid(77), createdAt: new Date().toISOString() }));
    open('/social/feed');
    fireEvent.click(await screen.findByRole('link', { name: 'Ana Lima’s story, 2 new' }));
    const dialog = await viewer('Ana Lima');

    const love = within(dialog).getByRole('button', { name: 'Love' });
    fireEvent.click(love);
    await waitFor(() => expect(love.getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls(storiesEndpoints.react).map((call) => call.body)).toEqual([{ emoji: '❤️' }]);
    expect(await screen.findByText('You reacted ❤️')).toBeTruthy();

    const reply = within(dialog).getByRole('textbox', { name: 'Reply to Ana Lima' });
    expect(reply.getAttribute('placeholder')).toBe('Send message');
    fireEvent.focus(reply);
    fireEvent.change(reply, { target: { value: '  Where is this lake?  ' } });
    // Keys typed in the field are words: → does not skip the story.
    fireEvent.keyDown(reply, { key: 'ArrowRight' });
    expect(position()).toBe('Story 1 of 2 by Ana Lima.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to Ana Lima.')).toBeTruthy();
    expect(api.calls(storiesEndpoints.reply).map((call) => call.body)).toEqual([
      { text: 'Where is this lake?' },
    ]);
    expect(reply).toHaveProperty('value', '');
  });

  it('shows the author who saw their story, with reactions, and deletes it after asking', async () => {
    const mine = story(9, { author: personOf(me), mine: true, viewerCount: 2, seen: true });
    sequences.set(me.id, { author: personOf(me), stories: [mine] });
    api.on(storiesEndpoints.get, () => mine);
    api.on(storiesEndpoints.viewers, () => ({
      items: [
        { person: ana, viewedAt: new Date().toISOString(), reaction: '🔥' as const, replied: true },
        { person: ben, viewedAt: new Date().toISOString(), reaction: null, replied: false },
      ],
      nextCursor: null,
      total: 2,
    }));
    api.on(storiesEndpoints.remove, () => undefined);
    const view = open(`/social/story/${mine.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Story by Camille Durand' });
    // The author's own story: no reply field, and no view counted.
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Seen by 2' }));
    const viewers = await screen.findByRole('dialog', { name: '2 viewers' });
    expect(within(viewers).getByText('Ana Lima')).toBeTruthy();
    expect(within(viewers).getByRole('img', { name: 'Reacted: Fire' })).toBeTruthy();
    expect(within(viewers).getByText(/replied/)).toBeTruthy();
    fireEvent.click(within(viewers).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '2 viewers' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete story' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this story?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Story deleted.')).toBeTruthy();
    expect(api.calls(storiesEndpoints.remove).map((call) => call.params.storyId)).toEqual([mine.id]);
    expect(api.calls(storiesEndpoints.markSeen)).toHaveLength(0);
    // Opened from a link (nothing to go back to): the feed.
    await waitFor(() => expect(view.location().pathname).toBe('/social/feed'));
  });

  it('says plainly when a story is no longer available, with the way back', async () => {
    api.fail(storiesEndpoints.get, 404, 'STORY_NOT_FOUND');
    const view = open(`/social/story/${uuid(404)}`);
    const dialog = await screen.findByRole('dialog', { name: 'This story is no longer available' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(view.location().pathname).toBe('/social/feed'));
  });

  it('says why a story could not load, and tries again', async () => {
    api.fail(storiesEndpoints.get, 0);
    open(`/social/story/${anaStories[1]?.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'The story could not load' });
    expect(
      within(dialog).getByText('You seem to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    api.on(storiesEndpoints.get, () => anaStories[1] as Story);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(await viewer('Ana Lima')).findByText('Sunny day at the lake')).toBeTruthy();
    expect(position()).toBe('Story 2 of 2 by Ana Lima.');
  });

  it('plays a video muted, with a button to turn the sound on', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const clip = story(6, {
      author: ana,
      kind: 'video',
      media: {
        ...(anaStories[0]?.media as NonNullable<Story['media']>),
        purpose: 'story-video',
        contentType: 'video/mp4',
        url: null,
        video: {
          durationSeconds: 12,
          posterUrl: '/files/videos/clip-poster.webp',
          sources: [
            { label: '720p', width: 720, height: 1280, url: '/files/videos/clip-720.mp4', bytes: 900_000 },
            { label: '360p', width: 360, height: 640, url: '/files/videos/clip-360.mp4', bytes: 300_000 },
          ],
          hlsUrl: null,
        },
      },
    });
    sequences.set(ana.id, { author: ana, stories: [clip] });
    answerTray([trayItem(ana, [clip])]);
    open('/social/feed');
    fireEvent.click(await screen.findByRole('link', { name: 'Ana Lima’s story, 1 new' }));
    const dialog = await viewer('Ana Lima');
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.getAttribute('poster')).toBe('/files/videos/clip-poster.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn the sound on' }));
    expect(video.muted).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Turn the sound off' })).toBeTruthy();
  });
});
