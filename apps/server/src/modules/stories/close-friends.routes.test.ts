import { CLOSE_FRIENDS_MAX } from '@betogether/contracts/stories/stories.constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { friendships } from '../friends/friends.tables';
import { users } from '../users/users.tables';
import { closeFriends } from './stories.tables';
import { type Member, storiesFixtures, UNKNOWN_ID } from './stories.test-support';

const ctx = useTestApp();
const f = storiesFixtures(ctx);

async function listOf(who: Member): Promise<string[]> {
  const res = await f.call('GET', '/api/close-friends', who);
  expect(res.statusCode).toBe(200);
  expect(res.json().max).toBe(CLOSE_FRIENDS_MAX);
  return res.json().items.map((person: { id: string }) => person.id);
}

describe('close friends', () => {
  it('adds friends (newest first, twice is once) and removes them', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const cleo = await f.person();
    await f.befriend(ana, ben);
    await f.befriend(ana, cleo);
    expect(await listOf(ana)).toEqual([]);
    expect((await f.call('PUT', `/api/close-friends/${ben.id}`, ana)).statusCode).toBe(204);
    ctx.clock.advance(1000);
    expect((await f.call('PUT', `/api/close-friends/${cleo.id}`, ana)).statusCode).toBe(204);
    expect((await f.call('PUT', `/api/close-friends/${ben.id}`, ana)).statusCode).toBe(204);
    expect(await listOf(ana)).toEqual([cleo.id, ben.id]);
    // Lists are each member's own.
    expect(await listOf(ben)).toEqual([]);

    expect((await f.call('DELETE', `/api/close-friends/${cleo.id}`, ana)).statusCode).toBe(204);
    expect((await f.call('DELETE', `/api/close-friends/${cleo.id}`, ana)).statusCode).toBe(204);
    expect(await listOf(ana)).toEqual([ben.id]);
  });

  it('refuses anyone who is not a friend (422), oneself included', async () => {
    const ana = await f.member();
    const stranger = await f.person();
    for (const id of [stranger.id, ana.id, UNKNOWN_ID]) {
      const res = await f.call('PUT', `/api/close-friends/${id}`, ana);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('CLOSE_FRIEND_NOT_FRIEND');
    }
    expect(await listOf(ana)).toEqual([]);
  });

  it('answers 409 once the list is full, except for someone already on it', async () => {
    const ana = await f.member();
    // Members written straight to the table: 501 sign-ups would hash 501 passwords.
    const rows = await f
      .db()
      .insert(users)
      .values(
        Array.from({ length: CLOSE_FRIENDS_MAX + 1 }, (_, i) => ({
          email: `close${i}@example.test`,
          username: `close${i}`,
          passwordHash: 'unused',
          firstName: 'Close',
          lastName: `Friend ${i}`,
          birthDate: '1990-01-01',
          country: 'FR',
          referralCode: `CLOSE${i}`,
          termsAcceptedAt: ctx.clock.now(),
        })),
      )
      .returning({ id: users.id });
    const others = rows.map((row) => row.id);
    await f
      .db()
      .insert(friendships)
      .values(
        others.flatMap((id) => [
          { userId: ana.id, friendId: id },
          { userId: id, friendId: ana.id },
        ]),
      );
    const [last, ...listed] = others as [string, ...string[]];
    await f
      .db()
      .insert(closeFriends)
      .values(listed.map((friendId) => ({ userId: ana.id, friendId })));

    const full = await f.call('PUT', `/api/close-friends/${last}`, ana);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('CLOSE_FRIENDS_FULL');
    expect((await f.call('PUT', `/api/close-friends/${listed[0]}`, ana)).statusCode).toBe(204);
    expect(await listOf(ana)).toHaveLength(CLOSE_FRIENDS_MAX);
  });

  it('loses someone who is unfriended or blocked, either way', async () => {
    const ana = await f.member();
    const [unfriended, blocked, blocker] = [await f.member(), await f.member(), await f.member()];
    for (const other of [unfriended, blocked, blocker]) {
      await f.befriend(ana, other);
      await f.call('PUT', `/api/close-friends/${other.id}`, ana);
      await f.call('PUT', `/api/close-friends/${ana.id}`, other);
    }
    expect(await listOf(ana)).toHaveLength(3);

    expect((await f.call('DELETE', `/api/friends/${unfriended.id}`, ana)).statusCode).toBe(200);
    expect((await f.call('POST', `/api/blocks/${blocked.id}`, ana)).statusCode).toBe(200);
    expect((await f.call('POST', `/api/blocks/${ana.id}`, blocker)).statusCode).toBe(200);
    expect(await listOf(ana)).toEqual([]);
    for (const other of [unfriended, blocked, blocker]) expect(await listOf(other)).toEqual([]);
    expect(await f.rows('select * from close_friends')).toEqual([]);
  });
});
