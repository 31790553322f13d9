import { demoApi } from './demo-api';
import type { DemoHost } from './demo-network';
import { landscapePicture } from './demo-pictures';

/**
 * Stories for `npm run seed:demo`: ana's tray shows a few friends' stories (words on colours and
 * drawn photos, one for close friends, one already seen) and one of her own that a friend reacted
 * to. Stories last 24 hours, so a run adds them whenever ana has none live, and otherwise changes
 * nothing. Through the public API, at times set on the manual clock, like the rest of the demo.
 */
export type DemoStoriesHost = Pick<DemoHost, 'app' | 'clock' | 'codeFor' | 'drain'>;

const HOUR_MS = 3_600_000;

/** What each friend posts, oldest first, and how many hours ago. */
const plans = [
  [{ hoursAgo: 9, kind: 'text', text: 'Sunday market run, who’s in?', background: 'sunset' }],
  [
    { hoursAgo: 7, kind: 'photo', caption: 'Morning light' },
    { hoursAgo: 2, kind: 'text', text: 'Best coffee in town ☕', background: 'teal' },
  ],
  [{ hoursAgo: 5, kind: 'photo', caption: 'Only for you guys', audience: 'close_friends' }],
  [
    { hoursAgo: 3, kind: 'text', text: 'New playlist is up 🎶', background: 'purple' },
    {
      hoursAgo: 1,
      kind: 'photo',
      caption: 'Hike done!',
      link: { url: 'https://example.com/trail', label: 'The trail' },
    },
  ],
] as const;

export async function seedDemoStories(host: DemoStoriesHost): Promise<{ created: number }> {
  const { clock } = host;
  const realNow = new Date();

  const { api, signIn } = demoApi(host);

  clock.set(realNow);
  const ana = await signIn('ana@betogether.local');
  const tray = await api<{ items: Array<{ mine: boolean }> }>('GET', '/api/stories/tray', {
    token: ana.token,
  });
  if (tray.items.some((item) => item.mine)) return { created: 0 };

  const friends = await api<{ items: Array<{ person: { id: string; username: string } }> }>(
    'GET',
    `/api/users/${ana.id}/friends?limit=${plans.length}`,
    { token: ana.token },
  );
  let created = 0;
  const stories: string[] = [];
  for (const [index, { person }] of friends.items.entries()) {
    const { token } = await signIn(`${person.username}@betogether.local`);
    for (const plan of plans[index] ?? []) {
      clock.set(new Date(realNow.getTime() - plan.hoursAgo * HOUR_MS));
      const audience = 'audience' in plan ? plan.audience : 'friends';
      if (audience === 'close_friends') await api('PUT', `/api/close-friends/${ana.id}`, { token });
      let mediaId: string | undefined;
      if (plan.kind === 'photo') {
        const media = await api<{ id: string }>('POST', '/api/media?purpose=story-image', {
          token,
          raw: await landscapePicture(index * 3 + created, false),
          headers: { 'content-type': 'image/jpeg' },
        });
        await host.drain();
        mediaId = media.id;
      }
      const { hoursAgo: _hoursAgo, ...content } = plan;
      const story = await api<{ id: string }>('POST', '/api/stories', {
        token,
        body: { ...content, audience, ...(mediaId ? { mediaId } : {}) },
      });
      stories.push(story.id);
      created += 1;
    }
  }

  // Ana has seen the first friend's story; hers got a reaction.
  clock.set(new Date(realNow.getTime() - HOUR_MS / 2));
  if (stories[0]) await api('POST', `/api/stories/${stories[0]}/views`, { token: ana.token });
  const mine = await api<{ id: string }>('POST', '/api/stories', {
    token: ana.token,
    body: { kind: 'text', text: 'Lisbon this weekend 🌞', background: 'orange', audience: 'friends' },
  });
  created += 1;
  const [reactor] = friends.items;
  if (reactor) {
    const { token } = await signIn(`${reactor.person.username}@betogether.local`);
    await api('POST', `/api/stories/${mine.id}/reactions`, { token, body: { emoji: '🔥' } });
  }
  await host.drain();
  clock.set(new Date());
  return { created };
}
