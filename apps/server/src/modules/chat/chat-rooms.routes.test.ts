import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { tasksFixtures } from '../tasks/tasks.test-support';
import { chatFixtures } from './chat.test-support';

const ctx = useTestApp();
const f = chatFixtures(ctx);
const HOUR = 3_600_000;

const say = (who: { headers: Record<string, string> }, id: string, text: string) =>
  f.call('POST', `/api/conversations/${id}/messages`, who.headers, { clientId: randomUUID(), text });

async function room(title = 'Runners of Abidjan') {
  const admin = await signedInAccount(ctx, 'admin');
  const made = await f.call('POST', '/api/admin/community-rooms', admin.headers, {
    title,
    description: 'Routes, times and meet-ups',
  });
  expect(made.statusCode, made.body).toBe(201);
  return { admin, id: made.json().id as string };
}

describe('community rooms', () => {
  it('an admin opens one (audited); anyone finds it, joins, writes and leaves', async () => {
    const { admin, id } = await room();
    const audit = (await f.call('GET', '/api/admin/audit-log?subjectType=conversation', admin.headers)).json()
      .items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['chat.room-create']);
    const ana = await f.member();
    const found = (await f.call('GET', '/api/community-rooms?q=runners', ana.headers)).json();
    expect(found.items).toMatchObject([{ id, title: 'Runners of Abidjan', memberCount: 1, joined: false }]);
    expect((await f.call('GET', '/api/community-rooms?q=chess', ana.headers)).json().items).toEqual([]);
    // Not a member yet: the room's messages are out of reach like any conversation's.
    expect((await f.call('GET', `/api/conversations/${id}/messages`, ana.headers)).statusCode).toBe(404);

    const joined = await f.call('POST', `/api/community-rooms/${id}/join`, ana.headers);
    expect(joined.json()).toMatchObject({ kind: 'community', memberCount: 2, myRole: 'member' });
    expect((await say(ana, id, 'Who runs on Sunday?')).statusCode).toBe(201);
    // Its members list shows its owner and moderators (and me), not everyone.
    const ben = await f.member();
    await f.call('POST', `/api/community-rooms/${id}/join`, ben.headers);
    const seenByBen = (await f.call('GET', `/api/conversations/${id}`, ben.headers)).json();
    expect(seenByBen.members.map((m: { person: { id: string } }) => m.person.id).sort()).toEqual(
      [admin.id, ben.id].sort(),
    );
    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${ana.id}`, ana.headers)).statusCode,
    ).toBe(204);
    expect((await f.call('GET', '/api/community-rooms', ana.headers)).json().items[0]).toMatchObject({
      id,
      joined: false,
      memberCount: 2,
    });
  });

  it('refuses members who create rooms (403), bad input (422), joining what is not a room (404)', async () => {
    const ana = await f.member();
    const made = await f.call('POST', '/api/admin/community-rooms', ana.headers, { title: 'Mine' });
    expect(made.statusCode).toBe(403);
    const admin = await signedInAccount(ctx, 'admin');
    for (const body of [{}, { title: '' }, { title: 'x', description: 'y'.repeat(301) }])
      expect((await f.call('POST', '/api/admin/community-rooms', admin.headers, body)).statusCode).toBe(422);
    const direct = await f.direct(ana, await f.member());
    for (const id of [direct, UNKNOWN_ID])
      expect(
        (await f.call('POST', `/api/community-rooms/${id}/join`, (await f.member()).headers)).statusCode,
      ).toBe(404);
    expect((await f.call('GET', '/api/community-rooms', undefined)).statusCode).toBe(401);
  });

  it('moderators delete messages and mute people for a while, only in their own room', async () => {
    const { admin, id } = await room();
    const other = await room('Chess');
    const [mod, ana] = [await f.member(), await f.member()];
    for (const who of [mod, ana]) await f.call('POST', `/api/community-rooms/${id}/join`, who.headers);
    await f.call('POST', `/api/community-rooms/${other.id}/join`, mod.headers);
    await f.call('POST', `/api/community-rooms/${other.id}/join`, ana.headers);
    const named = await f.call('PUT', `/api/conversations/${id}/members/${mod.id}/role`, admin.headers, {
      role: 'moderator',
    });
    expect(named.json().members.find((m: { person: { id: string } }) => m.person.id === mod.id).role).toBe(
      'moderator',
    );
    // Only the owner names moderators.
    expect(
      (
        await f.call('PUT', `/api/conversations/${id}/members/${ana.id}/role`, mod.headers, {
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(403);

    const spam = (await say(ana, id, 'BUY CHEAP COINS')).json();
    const removed = await f.call('DELETE', `/api/messages/${spam.id}`, mod.headers);
    expect(removed.json()).toMatchObject({ text: null, deletedAt: expect.any(String) });
    const until = new Date(ctx.clock.now().getTime() + HOUR).toISOString();
    const muted = await f.call('PUT', `/api/conversations/${id}/members/${ana.id}/silence`, mod.headers, {
      until,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    // Its moderators see whom they muted (a room lists only its staff otherwise); she sees why she cannot write.
    expect(muted.json().members).toContainEqual(
      expect.objectContaining({ person: expect.objectContaining({ id: ana.id }), silencedUntil: until }),
    );
    const hers = (await f.call('GET', `/api/conversations/${id}`, ana.headers)).json();
    expect(hers.canWrite).toBe(false);
    expect(hers.members).toContainEqual(
      expect.objectContaining({ person: expect.objectContaining({ id: ana.id }), silencedUntil: until }),
    );
    const quiet = await say(ana, id, 'again');
    expect([quiet.statusCode, quiet.json().code]).toEqual([403, 'CHAT_SILENCED']);
    // Reading goes on; and the other room is not theirs to moderate.
    expect((await f.call('GET', `/api/conversations/${id}/messages`, ana.headers)).statusCode).toBe(200);
    const elsewhere = (await say(ana, other.id, 'fine here')).json();
    expect((await f.call('DELETE', `/api/messages/${elsewhere.id}`, mod.headers)).json().code).toBe(
      'CHAT_NOT_YOURS',
    );
    expect(
      (
        await f.call('PUT', `/api/conversations/${other.id}/members/${ana.id}/silence`, mod.headers, {
          until,
        })
      ).statusCode,
    ).toBe(403);
    // Nobody mutes a moderator, nor longer than 30 days, nor in the past.
    expect(
      (await f.call('PUT', `/api/conversations/${id}/members/${mod.id}/silence`, admin.headers, { until }))
        .statusCode,
    ).toBe(403);
    for (const bad of [
      new Date(ctx.clock.now().getTime() + 31 * 24 * HOUR).toISOString(),
      '2020-01-01T00:00:00.000Z',
    ])
      expect(
        (
          await f.call('PUT', `/api/conversations/${id}/members/${ana.id}/silence`, mod.headers, {
            until: bad,
          })
        ).statusCode,
      ).toBe(422);
    ctx.clock.advance(HOUR + 1000);
    expect((await f.call('GET', `/api/conversations/${id}`, ana.headers)).json().canWrite).toBe(true);
    expect(
      (await f.call('GET', `/api/conversations/${id}`, mod.headers))
        .json()
        .members.map((m: { person: { id: string } }) => m.person.id),
    ).not.toContain(ana.id);
    expect((await say(ana, id, 'back')).statusCode).toBe(201);
    // A moderator removes a member, not another moderator.
    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${ana.id}`, mod.headers)).statusCode,
    ).toBe(204);
  });
});

describe('private rooms', () => {
  it('invite-only: the owner alone adds and removes; members may leave', async () => {
    const owner = await f.member();
    const [ana, ben, cara] = [await f.member(), await f.member(), await f.member()];
    const made = await f.call('POST', '/api/conversations/private-rooms', owner.headers, {
      title: 'Board',
      memberIds: [ana.id],
    });
    expect(made.json()).toMatchObject({ kind: 'private', title: 'Board', memberCount: 2 });
    const id = made.json().id;
    // Its first line says what was created ("the discussion", not "the group").
    expect((await f.history(ana, id)).items).toMatchObject([
      { kind: 'system', meta: { event: 'created', title: 'Board', conversationKind: 'private' } },
    ]);
    const byMember = await f.call('POST', `/api/conversations/${id}/members`, ana.headers, {
      userIds: [ben.id],
    });
    expect([byMember.statusCode, byMember.json().code]).toEqual([403, 'CHAT_FORBIDDEN']);
    expect(
      (
        await f.call('POST', `/api/conversations/${id}/members`, owner.headers, {
          userIds: [ben.id, cara.id],
        })
      ).json().memberCount,
    ).toBe(4);
    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${ben.id}`, ana.headers)).statusCode,
    ).toBe(403);
    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${ben.id}`, owner.headers)).statusCode,
    ).toBe(204);
    expect(
      (await f.call('DELETE', `/api/conversations/${id}/members/${cara.id}`, cara.headers)).statusCode,
    ).toBe(204);
    expect((await f.call('GET', `/api/conversations/${id}`, ben.headers)).statusCode).toBe(404);
    const rename = await f.call('PATCH', `/api/conversations/${id}`, ana.headers, { title: 'Mine now' });
    expect(rename.statusCode).toBe(403);
  });

  it('lists only the private rooms with ?kind=private (and refuses a kind that is not one)', async () => {
    const owner = await f.member();
    const ana = await f.member();
    const board = (
      await f.call('POST', '/api/conversations/private-rooms', owner.headers, {
        title: 'Board',
        memberIds: [ana.id],
      })
    ).json();
    await f.call('POST', '/api/conversations/groups', owner.headers, {
      title: 'Family',
      memberIds: [ana.id],
    });
    await f.call('POST', '/api/conversations/direct', owner.headers, { userId: ana.id });
    const all = (await f.call('GET', '/api/conversations', ana.headers)).json().items;
    expect(all).toHaveLength(3);
    const rooms = (await f.call('GET', '/api/conversations?kind=private', ana.headers)).json().items;
    expect(rooms.map((c: { id: string }) => c.id)).toEqual([board.id]);
    expect((await f.call('GET', '/api/conversations?kind=rooms', ana.headers)).statusCode).toBe(422);
  });
});

describe('search in one’s conversations', () => {
  it('finds messages by word prefixes, accents aside, only in conversations one is in', async () => {
    const ana = await f.member();
    const ben = await f.member();
    const eve = await f.member();
    const mine = await f.direct(ana, ben);
    const theirs = await f.direct(ben, eve);
    await f.send(ben, mine, 'Le café de la gare à 8 h ?');
    await f.send(ana, mine, 'Parfait, à demain');
    await f.send(ben, theirs, 'Café secret');
    const deleted = await f.send(ana, mine, 'café supprimé');
    await f.call('DELETE', `/api/messages/${deleted.id}`, ana.headers);
    const hits = (await f.call('GET', '/api/chat/search?q=cafe', ana.headers)).json();
    expect(hits.items).toMatchObject([
      {
        message: { text: 'Le café de la gare à 8 h ?' },
        conversation: { id: mine, kind: 'direct', peer: { id: ben.id } },
      },
    ]);
    expect((await f.call('GET', '/api/chat/search?q=dem', ana.headers)).json().items).toHaveLength(1);
    expect((await f.call('GET', '/api/chat/search?q=x', ana.headers)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/chat/search?q=%27%3A*%7C', ana.headers)).json().items).toEqual([]);
    expect((await f.call('GET', '/api/chat/search?q=cafe', undefined)).statusCode).toBe(401);
  });

  it('pages the hits newest first', async () => {
    const ana = await f.member();
    const id = await f.direct(ana, await f.member());
    for (let n = 1; n <= 5; n += 1) {
      await f.send(ana, id, `match number ${n}`);
      ctx.clock.advance(1000);
    }
    const first = (await f.call('GET', '/api/chat/search?q=match&limit=3', ana.headers)).json();
    expect(first.items.map((hit: { message: { text: string } }) => hit.message.text)).toEqual([
      'match number 5',
      'match number 4',
      'match number 3',
    ]);
    const next = (
      await f.call('GET', `/api/chat/search?q=match&limit=3&cursor=${first.nextCursor}`, ana.headers)
    ).json();
    expect(next.items.map((hit: { message: { text: string } }) => hit.message.text)).toEqual([
      'match number 2',
      'match number 1',
    ]);
    expect(next.nextCursor).toBeNull();
  });
});

describe('partner threads', () => {
  const t = tasksFixtures(ctx);

  it('a member writes to a partner about a task; its support team sees the thread, answers and resolves it', async () => {
    await t.trustPartners();
    const partner = await t.partnerWithCoins();
    const taskId = await t.liveTask(partner, await t.pictureInput(partner));
    const member = await f.member();
    const staff = await f.member();
    const team = await f.call('PUT', '/api/partner/support-team', partner.headers, { userIds: [staff.id] });
    expect(team.json().staff.map((p: { id: string }) => p.id)).toEqual([staff.id]);

    const opened = await f.call('POST', '/api/partner-threads', member.headers, {
      partnerId: partner.id,
      subjectType: 'task',
      subjectId: taskId,
      clientId: randomUUID(),
      text: 'The picture does not load for me',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const thread = opened.json();
    expect(thread).toMatchObject({
      kind: 'partner',
      partnerThread: {
        partner: { id: partner.id },
        subjectType: 'task',
        subjectId: taskId,
        status: 'open',
        member: { id: member.id },
      },
      memberCount: 3,
    });
    // The same subject again: the same open thread.
    const again = await f.call('POST', '/api/partner-threads', member.headers, {
      partnerId: partner.id,
      subjectType: 'task',
      subjectId: taskId,
      clientId: randomUUID(),
      text: 'Still nothing',
    });
    expect(again.json().id).toBe(thread.id);

    for (const who of [partner, staff]) {
      const queue = (await f.call('GET', '/api/partner-threads', who.headers)).json().items;
      expect(queue.map((item: { id: string }) => item.id)).toEqual([thread.id]);
    }
    expect((await f.call('GET', '/api/partner-threads', member.headers)).json().items).toEqual([]);
    // ?kind=partner: the threads one opened as a member, not the ones one answers.
    expect(
      (await f.call('GET', '/api/conversations?kind=partner', member.headers))
        .json()
        .items.map((item: { id: string }) => item.id),
    ).toEqual([thread.id]);
    expect((await f.call('GET', '/api/conversations?kind=partner', staff.headers)).json().items).toEqual([]);
    expect((await say(staff, thread.id, 'Fixed, try again')).statusCode).toBe(201);
    const resolved = await f.call('PUT', `/api/partner-threads/${thread.id}/status`, staff.headers, {
      status: 'resolved',
    });
    expect(resolved.json().partnerThread.status).toBe('resolved');
    expect(
      (await f.call('GET', '/api/partner-threads?status=resolved', partner.headers)).json().items,
    ).toHaveLength(1);
    // The member writing again opens it again.
    await say(member, thread.id, 'Works now, thanks');
    expect(
      (await f.call('GET', `/api/conversations/${thread.id}`, member.headers)).json().partnerThread.status,
    ).toBe('open');

    // Someone taken off the team leaves its threads.
    await f.call('PUT', '/api/partner/support-team', partner.headers, { userIds: [] });
    expect((await f.call('GET', `/api/conversations/${thread.id}`, staff.headers)).statusCode).toBe(404);
  });

  it('refuses a partner that is not one, a subject not of this partner, a member on the team call, and bad input', async () => {
    const member = await f.member();
    const notPartner = await f.member();
    const partner = await signedInAccount(ctx, 'partner');
    const body = { partnerId: notPartner.id, subjectType: 'general', clientId: randomUUID(), text: 'Hello' };
    const wrong = await f.call('POST', '/api/partner-threads', member.headers, body);
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'PARTNER_NOT_FOUND']);
    const foreign = await f.call('POST', '/api/partner-threads', member.headers, {
      ...body,
      partnerId: partner.id,
      subjectType: 'task',
      subjectId: UNKNOWN_ID,
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CHAT_SUBJECT_NOT_FOUND']);
    for (const bad of [
      { ...body, partnerId: partner.id, subjectType: 'task' },
      { ...body, partnerId: partner.id, subjectId: UNKNOWN_ID },
      { ...body, partnerId: partner.id, subjectType: 'gift' },
    ])
      expect((await f.call('POST', '/api/partner-threads', member.headers, bad)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/partner/support-team', member.headers)).statusCode).toBe(403);
    expect(
      (await f.call('PUT', '/api/partner/support-team', member.headers, { userIds: [] })).statusCode,
    ).toBe(403);
    const general = await f.call('POST', '/api/partner-threads', member.headers, {
      ...body,
      partnerId: partner.id,
    });
    expect(general.statusCode).toBe(201);
    const eve = await f.member();
    expect(
      (
        await f.call('PUT', `/api/partner-threads/${general.json().id}/status`, eve.headers, {
          status: 'resolved',
        })
      ).statusCode,
    ).toBe(404);
  });
});
