import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { AuthService } from '../modules/auth/auth.service';
import { posts } from '../modules/posts/posts.tables';
import type { createManualClock } from '../platform/clock';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoDevice } from './demo-api';
import { avatarPicture, landscapePicture } from './demo-pictures';

/**
 * A small living network for `npm run seed:demo`: members with drawn avatars, friendships and
 * follows, posts over the last weeks with pictures, mentions, hashtags, comments and reactions,
 * and a few coin purchases. Everything goes through the public API (as the app would do it), at
 * times set on a manual clock, so notifications, feeds, search and the ledger are the real ones.
 */
export type DemoHost = {
  app: FastifyInstance;
  db: Db;
  auth: Pick<AuthService, 'ensureAccount'>;
  clock: ReturnType<typeof createManualClock>;
  /** The latest 6-digit code mailed to `email`. */
  codeFor(email: string): Promise<string>;
  /** Waits for queued background work (image variants, after-commit work). */
  drain(): Promise<void>;
};

export type DemoNetworkSize = { members: number; posts: number; days: number };
export const FULL_NETWORK: DemoNetworkSize = { members: 30, posts: 200, days: 28 };

const firstNames = [
  'Léa',
  'Hugo',
  'Chloé',
  'Lucas',
  'Inès',
  'Nathan',
  'Manon',
  'Yanis',
  'Camille',
  'Noah',
  'Sofia',
  'Amadou',
  'Emma',
  'Karim',
  'Julie',
  'Tom',
  'Aïcha',
  'Louis',
  'Zoé',
  'Mehdi',
  'Clara',
  'Ibrahim',
  'Sarah',
  'Théo',
  'Fatou',
  'Paul',
  'Nina',
  'Omar',
  'Alice',
  'Jules',
] as const;
const lastNames = [
  'Moreau',
  'Lefèvre',
  'Diallo',
  'Garcia',
  'Bernard',
  'Nguyen',
  'Petit',
  'Haddad',
  'Laurent',
  'Rossi',
  'Traoré',
  'Dubois',
  'Fontaine',
  'Mensah',
  'Girard',
  'Leroy',
  'Kone',
  'Fournier',
  'Benali',
  'Morel',
] as const;
const countries = ['FR', 'FR', 'FR', 'BE', 'CA', 'SN', 'CI', 'MA', 'CH', 'GB'] as const;
const hashtags = [
  'weekend',
  'foodie',
  'running',
  'photography',
  'travel',
  'music',
  'coffee',
  'books',
  'sunset',
  'together',
];
const bios = [
  'Coffee first, then the world.',
  'Runner, reader, weekend cook.',
  'Photos of places I love.',
  'Toujours partant pour une randonnée.',
  'Music, friends and good food.',
  'On the road more often than home.',
];
const lines = [
  'What a morning! The light over the river was unreal',
  'Tried a new recipe tonight, turned out better than expected',
  'Finally finished that book everyone talks about',
  'Ten kilometres before breakfast, feeling great',
  'Petit café en terrasse avant de commencer la journée',
  'Who is up for a picnic this Sunday?',
  'New playlist for the week, send me your favourites',
  'Sunset walk with the best company',
  'Une belle balade en forêt aujourd’hui',
  'Learning to make bread: attempt number four',
  'Throwback to last summer by the sea',
  'The market was full of colours this morning',
  'Rainy day, hot tea and a good film',
  'Merci à tous pour vos messages, ça fait chaud au cœur',
  'First time trying climbing, my arms are gone',
  'Anyone knows a good place for brunch near the station?',
];
const commentLines = [
  'Love this!',
  'So beautiful 😍',
  'Count me in',
  'Trop bien !',
  'Where is this?',
  'Looks delicious',
  'We should go together next time',
  'Great shot',
  'Haha, same here',
  'Bravo !',
  'Send me the recipe please',
  'Miss you all',
];
const reactions = ['like', 'like', 'like', 'love', 'love', 'haha', 'wow'] as const;

/** A small seeded generator (mulberry32): the same network on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
    some: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < n && copy.length > 0)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      return out;
    },
  };
}

type Person = { id: string; email: string; username: string; token: string; firstName: string };

export type DemoNetworkReport = {
  created: boolean;
  members: number;
  posts: number;
  comments: number;
  reactions: number;
  friendships: number;
  purchases: number;
};

export async function seedDemoNetwork(
  host: DemoHost,
  size: DemoNetworkSize = FULL_NETWORK,
): Promise<DemoNetworkReport> {
  const rng = generator(20261125);
  const { app, clock } = host;
  const realNow = new Date();
  const start = new Date(realNow.getTime() - size.days * 86_400_000);
  const report: DemoNetworkReport = {
    created: false,
    members: 0,
    posts: 0,
    comments: 0,
    reactions: 0,
    friendships: 0,
    purchases: 0,
  };

  async function api<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      token?: string;
      body?: unknown;
      raw?: Buffer;
      type?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Token ${options.token}`;
    if (options.type) headers['content-type'] = options.type;
    const res = await app.inject({
      method,
      url,
      headers,
      ...(options.raw
        ? { payload: options.raw }
        : options.body === undefined
          ? {}
          : { payload: options.body as object }),
    });
    if (res.statusCode >= 400)
      throw new Error(`seed: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return (res.body ? res.json() : undefined) as T;
  }

  // Members: the four demo accounts (created before) and the generated ones.
  clock.set(start);
  const generated = Array.from({ length: size.members }, (_, i) => {
    const firstName = firstNames[i % firstNames.length] as string;
    const lastName = lastNames[(i * 7) % lastNames.length] as string;
    const username = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z.]/g, '')
      .toLowerCase()
      .slice(0, 24);
    return {
      firstName,
      lastName,
      username,
      email: `${username}@betogether.local`,
      country: rng.pick(countries),
    };
  });
  const accounts = [];
  for (const g of generated) {
    const { user } = await host.auth.ensureAccount({
      ...g,
      password: DEMO_PASSWORD,
      role: 'member',
      birthDate: `19${rng.int(70, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
    });
    accounts.push({ ...g, id: user.id });
  }
  const demo = [];
  for (const email of ['ana@betogether.local', 'ben@betogether.local']) {
    const { user } = await host.auth.ensureAccount({ email, password: DEMO_PASSWORD, role: 'member' });
    demo.push({ email, username: user.username, firstName: user.firstName, id: user.id, country: 'FR' });
  }
  report.members = accounts.length;

  // Once the generated members have posts, the network exists: a second run changes nothing.
  const [existing] = await host.db
    .select({ n: count() })
    .from(posts)
    .where(
      inArray(
        posts.authorId,
        accounts.map((a) => a.id),
      ),
    );
  if ((existing?.n ?? 0) > 0) return report;
  report.created = true;

  async function signIn(account: { email: string }): Promise<string> {
    const deviceId = demoDevice(account.email);
    const login = await api<{
      status: string;
      token?: string;
      reason?: string;
      challenge?: { challengeId: string };
    }>('POST', '/api/auth/login', { body: { identifier: account.email, password: DEMO_PASSWORD, deviceId } });
    if (login.status === 'authenticated' && login.token) return login.token;
    const code = await host.codeFor(account.email);
    const path = login.reason === 'verify_email' ? '/api/auth/verify-email' : '/api/auth/login/verify';
    const verified = await api<{ token: string }>('POST', path, {
      body: { challengeId: login.challenge?.challengeId, code, deviceId },
    });
    return verified.token;
  }

  const people: Person[] = [];
  for (const account of [...demo, ...accounts]) people.push({ ...account, token: await signIn(account) });
  const [ana, ben] = people as [Person, Person];
  const members = people.slice(2);

  // Avatars (uploaded, then set once their variants are ready) and bios.
  const avatars: Array<{ person: Person; mediaId: string }> = [];
  for (const [i, person] of members.entries()) {
    const name = generated[i];
    const initials = `${name?.firstName[0] ?? 'B'}${name?.lastName[0] ?? 'T'}`;
    const media = await api<{ id: string }>('POST', '/api/media?purpose=avatar', {
      token: person.token,
      raw: await avatarPicture(initials, i),
      type: 'image/jpeg',
    });
    avatars.push({ person, mediaId: media.id });
  }
  await host.drain();
  for (const [i, { person, mediaId }] of avatars.entries()) {
    await api('POST', '/api/editProfile', {
      token: person.token,
      body: { avatarMediaId: mediaId, bio: bios[i % bios.length] },
    });
  }

  // Friendships: ana and ben are well connected, everyone has a few friends; some follow ana.
  const friends = new Map<string, Set<string>>(people.map((p) => [p.id, new Set<string>()]));
  const linked = (a: Person, b: Person) => friends.get(a.id)?.has(b.id) ?? false;
  async function befriend(a: Person, b: Person) {
    if (a.id === b.id || linked(a, b)) return;
    await api('POST', '/api/friends/requests', { token: a.token, body: { userId: b.id } });
    await api('POST', `/api/friends/requests/${a.id}/accept`, { token: b.token });
    friends.get(a.id)?.add(b.id);
    friends.get(b.id)?.add(a.id);
    report.friendships += 1;
  }
  clock.set(new Date(start.getTime() + 3_600_000));
  await befriend(ana, ben);
  for (const other of rng.some(members, Math.min(14, Math.floor(members.length / 2))))
    await befriend(other, ana);
  for (const other of rng.some(members, Math.min(9, Math.floor(members.length / 3))))
    await befriend(ben, other);
  for (const person of members) {
    for (const other of rng.some(members, rng.int(2, 4))) await befriend(person, other);
  }
  // A few requests still waiting for ana's answer, and followers.
  const strangers = members.filter((m) => !linked(m, ana));
  for (const person of strangers.slice(0, 3)) {
    clock.set(new Date(realNow.getTime() - rng.int(2, 30) * 3_600_000));
    await api('POST', '/api/friends/requests', { token: person.token, body: { userId: ana.id } });
  }
  for (const person of strangers.slice(3, 8))
    await api('POST', `/api/follows/${ana.id}`, { token: person.token });

  // Posts over the last weeks, oldest first; friends comment and react in the hours after.
  const times = Array.from(
    { length: size.posts },
    () => start.getTime() + 7_200_000 + rng.next() * (realNow.getTime() - start.getTime() - 10_800_000),
  ).sort((a, b) => a - b);
  for (const [i, at] of times.entries()) {
    const author = i % 9 === 0 ? ana : i % 13 === 0 ? ben : rng.pick(members);
    const circle = people.filter((p) => linked(p, author));
    clock.set(new Date(at));
    let body = rng.pick(lines);
    if (rng.chance(0.45)) body += ` #${rng.pick(hashtags)}`;
    if (rng.chance(0.15)) body += ` #${rng.pick(hashtags)}`;
    const mentioned = circle.length > 0 && rng.chance(0.2) ? rng.pick(circle) : null;
    if (mentioned) body = `${body} with @${mentioned.username}`;
    const images: Array<{ mediaId: string; altText: string }> = [];
    if (rng.chance(0.3)) {
      for (let n = rng.chance(0.25) ? rng.int(2, 3) : 1; n > 0; n -= 1) {
        const media = await api<{ id: string }>('POST', '/api/media?purpose=post-media', {
          token: author.token,
          raw: await landscapePicture(i + n, rng.chance(0.7)),
          type: 'image/jpeg',
        });
        images.push({ mediaId: media.id, altText: 'Hills under a setting sun' });
      }
      await host.drain();
    }
    const post = await api<{ id: string }>('POST', '/api/posts', {
      token: author.token,
      body: { body, audience: rng.chance(0.8) ? 'public' : 'friends', images },
    });
    report.posts += 1;
    for (const reactor of rng.some(circle, rng.int(0, Math.min(10, circle.length)))) {
      clock.set(new Date(at + rng.int(5, 600) * 60_000));
      await api('PUT', `/api/posts/${post.id}/reaction`, {
        token: reactor.token,
        body: { type: rng.pick(reactions) },
      });
      report.reactions += 1;
    }
    for (const commenter of rng.some(circle, rng.int(0, Math.min(3, circle.length)))) {
      clock.set(new Date(at + rng.int(10, 900) * 60_000));
      await api('POST', `/api/posts/${post.id}/comments`, {
        token: commenter.token,
        body: { body: rng.pick(commentLines) },
      });
      report.comments += 1;
    }
  }

  // Coins: ana and ben bought packs through the sandbox checkout.
  clock.set(new Date(realNow.getTime() - 3 * 86_400_000));
  const packs = await api<{ items: Array<{ id: string }> }>('GET', '/api/coin-packs', { token: ana.token });
  for (const [buyer, pack] of [
    [ana, packs.items[1]],
    [ana, packs.items[0]],
    [ben, packs.items[2]],
  ] as const) {
    if (!pack) continue;
    const checkout = await api<{ checkoutUrl: string; purchaseId?: string }>(
      'POST',
      '/api/payments/checkout',
      {
        token: buyer.token,
        headers: { 'idempotency-key': `demo-seed-${randomUUID()}` },
        body: { packId: pack.id },
      },
    );
    const ref = /\/sandbox\/checkout\/(sbx_[A-Za-z0-9_-]+)/.exec(checkout.checkoutUrl)?.[1];
    if (!ref) throw new Error(`seed: not a sandbox checkout: ${checkout.checkoutUrl}`);
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    if (chosen.statusCode >= 400) throw new Error(`seed: sandbox payment answered ${chosen.statusCode}`);
    report.purchases += 1;
  }
  await host.drain();

  // Ana has read what is older than a day: the bell shows only what is new.
  clock.set(new Date(realNow.getTime() - 86_400_000));
  await api('POST', '/api/notifications/read-all', { token: ana.token });
  clock.set(new Date());
  return report;
}
