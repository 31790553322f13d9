import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { UNKNOWN_ID } from '../../test/social';
import { connect, listen, nextEvent } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { chatFixtures } from './chat.test-support';

// [10] "report a message (it reaches moderators with context)": POST /api/messages/:id/report.

const ctx = useTestApp();
const f = chatFixtures(ctx);
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

type Who = { headers: Record<string, string> };
type Content = {
  body: string;
  available: boolean;
  conversation: { kind: string; title: string | null } | null;
  context: Array<{ senderName: string | null; text: string; createdAt: string }> | null;
};

const report = (who: Who | undefined, messageId: string, body: object = { reason: 'harassment' }) =>
  f.call('POST', `/api/messages/${messageId}/report`, who?.headers, body);

async function caseOf(moderator: Who, messageId: string) {
  const page = await f.call('GET', '/api/admin/moderation/cases?kind=message', moderator.headers);
  expect(page.statusCode, page.body).toBe(200);
  const found = (page.json().items as Array<{ id: string; subjectId: string }>).find(
    (item) => item.subjectId === messageId,
  );
  if (!found) throw new Error(`no case for message ${messageId}`);
  const detail = await f.call('GET', `/api/admin/moderation/cases/${found.id}`, moderator.headers);
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json() as {
    id: string;
    kind: string;
    excerpt: string;
    author: { id: string };
    content: Content;
    reports: unknown[];
  };
}

/** A group of three where Ben writes something nasty after a few messages (and Ana deletes one). */
async function heatedGroup() {
  const ana = await f.member({ firstName: 'Ana', lastName: 'Silva' });
  const ben = await f.member({ firstName: 'Ben', lastName: 'Okafor' });
  const cleo = await f.member({ firstName: 'Cleo', lastName: 'Martin' });
  const id = await f.group(ana, [ben, cleo], 'Book club');
  for (const [who, text] of [
    [ana, 'Chapter one tonight?'],
    [ben, 'Sure'],
    [cleo, 'I have not started'],
    [ana, 'No problem'],
    [cleo, 'I will read it today'],
  ] as const)
    await f.send(who, id, text);
  const oops = await f.send(ana, id, 'wrong chat, sorry');
  const deleted = await f.call('DELETE', `/api/messages/${oops.id}`, ana.headers);
  expect(deleted.statusCode, deleted.body).toBe(200);
  const jab = await f.send(ben, id, 'Cleo never reads anything');
  const nasty = await f.send(ben, id, 'You are all idiots');
  return { ana, ben, cleo, id, nasty: nasty.id as string, jab: jab.id as string, deleted: oops.id as string };
}

describe('reporting a message', () => {
  it('reaches the queue as a message case with its conversation and the five messages before it', async () => {
    const { ben, cleo, nasty } = await heatedGroup();
    const sent = await report(cleo, nasty, { reason: 'harassment', details: 'he insults us' });
    expect(sent.statusCode, sent.body).toBe(204);

    // The moderator is in no conversation: the case carries what they need.
    const moderator = await signedInAccount(ctx, 'moderator');
    const shown = await caseOf(moderator, nasty);
    expect(shown).toMatchObject({ kind: 'message', excerpt: 'You are all idiots', author: { id: ben.id } });
    expect(shown.content).toMatchObject({
      body: 'You are all idiots',
      available: true,
      postId: null,
      conversation: { kind: 'group', title: 'Book club' },
    });
    // Oldest first; the deleted one and the group's own "created" line left out; five at most.
    expect(shown.content.context?.map(({ senderName, text }) => [senderName, text])).toEqual([
      ['Ben Okafor', 'Sure'],
      ['Cleo Martin', 'I have not started'],
      ['Ana Silva', 'No problem'],
      ['Cleo Martin', 'I will read it today'],
      ['Ben Okafor', 'Cleo never reads anything'],
    ]);
    expect(shown.content.context?.every(({ createdAt }) => !Number.isNaN(Date.parse(createdAt)))).toBe(true);
    expect(shown.reports).toMatchObject([
      { reason: 'harassment', details: 'he insults us', reporter: { id: cleo.id } },
    ]);
  });

  it('keeps the context its reporter saw when the author deletes an earlier message', async () => {
    const { ben, cleo, nasty, jab } = await heatedGroup();
    expect((await report(cleo, nasty)).statusCode).toBe(204);
    expect((await f.call('DELETE', `/api/messages/${jab}`, ben.headers)).statusCode).toBe(200);
    const moderator = await signedInAccount(ctx, 'moderator');
    const shown = await caseOf(moderator, nasty);
    expect(shown.content.context?.at(-1)).toMatchObject({
      senderName: 'Ben Okafor',
      text: 'Cleo never reads anything',
    });
  });

  it('a direct conversation: the context is the two people’s messages, the title none', async () => {
    const ana = await f.member({ firstName: 'Ana', lastName: 'Silva' });
    const ben = await f.member({ firstName: 'Ben', lastName: 'Okafor' });
    const id = await f.direct(ana, ben);
    const nasty = await f.send(ben, id, 'Send me money or else');
    expect((await report(ana, nasty.id, { reason: 'scam' })).statusCode).toBe(204);
    const shown = await caseOf(await signedInAccount(ctx, 'admin'), nasty.id);
    expect(shown.content).toMatchObject({ conversation: { kind: 'direct', title: null }, context: [] });
  });

  it('is refused without a session, with a bad body, and to anyone not in the conversation', async () => {
    const { ana, ben, cleo, id, nasty, deleted } = await heatedGroup();
    const stranger = await f.member();
    expect((await report(undefined, nasty)).statusCode).toBe(401);
    expect((await report(cleo, nasty, { reason: 'boring' })).statusCode).toBe(422);
    expect((await report(cleo, nasty, { reason: 'other', details: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await report(cleo, 'not-an-id')).statusCode).toBe(422);
    // Not in the conversation: the same 404 as an unknown message (nothing says it exists).
    for (const [who, messageId] of [
      [stranger, nasty],
      [cleo, UNKNOWN_ID],
      [cleo, deleted],
    ] as const) {
      const refused = await report(who, messageId);
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
    }
    // The group's "created" line is the product's, not a member's words.
    const [created] = (await f.history(ana, id)).items;
    const system = await report(cleo, created?.id ?? UNKNOWN_ID);
    expect([system.statusCode, system.json().code]).toEqual([404, 'MESSAGE_NOT_FOUND']);

    const own = await report(ben, nasty);
    expect([own.statusCode, own.json().code]).toEqual([403, 'REPORT_OWN_CONTENT']);
    expect((await report(cleo, nasty)).statusCode).toBe(204);
    const twice = await report(cleo, nasty, { reason: 'spam' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'REPORT_ALREADY_SENT']);
    expect((await report(ana, nasty, { reason: 'hate' })).statusCode).toBe(204);
    const cases = await f.call(
      'GET',
      '/api/admin/moderation/cases?kind=message',
      (await signedInAccount(ctx, 'moderator')).headers,
    );
    expect(cases.json().items).toMatchObject([{ subjectId: nasty, reportCount: 2 }]);
  });
});

describe('a moderator removing a reported message', () => {
  it('deletes it for every member, live, as its author deleting it would; the case keeps it', async () => {
    const { ana, ben, cleo, id, nasty } = await heatedGroup();
    expect((await report(cleo, nasty)).statusCode).toBe(204);
    const moderator = await signedInAccount(ctx, 'moderator');
    const { id: caseId } = await caseOf(moderator, nasty);
    const anaSocket = await connect(await listen(ctx.app), ana.token);
    sockets.push(anaSocket);
    const heard = nextEvent<{
      message: { id: string; text: string | null; deletedAt: string | null };
      reaction: null;
    }>(anaSocket, 'chat:message-updated');

    const resolved = await f.call(
      'POST',
      `/api/admin/moderation/cases/${caseId}/resolve`,
      moderator.headers,
      {
        action: 'remove',
        note: 'insults',
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: { action: 'remove' },
      content: { body: 'You are all idiots', available: false, conversation: { kind: 'group' } },
    });
    expect(resolved.json().content.context).toHaveLength(5);

    const live = await heard;
    expect(live).toMatchObject({ message: { id: nasty, text: null }, reaction: null });
    expect(live.message.deletedAt).not.toBeNull();
    for (const member of [ana, ben, cleo]) {
      const shown = (await f.history(member, id)).items.find((item) => item.id === nasty);
      expect(shown).toMatchObject({
        text: null,
        deletedAt: expect.any(String),
        meta: { removedBy: 'moderators' },
      });
    }
    // Gone for reports too, as a message its author deleted.
    const again = await report(ana, nasty);
    expect([again.statusCode, again.json().code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
  });
});
