import { randomUUID } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { makeSound } from '../media/video/test-clips';
import { chatFixtures } from './chat.test-support';

const ctx = useTestApp();
const f = chatFixtures(ctx);

const pdf = (size = 3000) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'), Buffer.alloc(size, 0x41)]);

/** One file uploaded in one request, ready once the media jobs have run. */
async function upload(who: Member, purpose: string, type: string, bytes: Buffer, fileName?: string) {
  const query = new URLSearchParams({ purpose, ...(fileName ? { fileName } : {}) });
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/media?${query}`,
    headers: { ...who.headers, 'content-type': type },
    payload: bytes,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await ctx.built.settle();
  return sent.json().id as string;
}

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

const post = (who: Member, conversationId: string, body: object) =>
  f.call('POST', `/api/conversations/${conversationId}/messages`, who.headers, {
    clientId: randomUUID(),
    ...body,
  });

describe('messages with files', () => {
  it('carries pictures and documents in order, without text; other members get signed links', async () => {
    const [ana, ben] = [await f.member(), await f.member()];
    const id = await f.direct(ana, ben);
    const photo = await upload(ana, 'chat-image', 'image/png', await picture());
    const doc = await upload(ana, 'chat-file', 'application/pdf', pdf(), 'Minutes.pdf');

    const sent = await post(ana, id, { mediaIds: [doc, photo] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      text: null,
      attachments: [
        { id: doc, purpose: 'chat-file', fileName: 'Minutes.pdf', contentType: 'application/pdf' },
        { id: photo, purpose: 'chat-image', status: 'ready', width: 64 },
      ],
    });

    const [seen] = (await f.history(ben, id)).items as unknown as Array<{
      attachments: Array<{ id: string; url: string }>;
    }>;
    expect(seen?.attachments.map((file) => file.id)).toEqual([doc, photo]);
    for (const file of seen?.attachments ?? []) {
      expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
      // Unsigned, the same address is nobody's.
      expect((await ctx.app.inject({ method: 'GET', url: file.url.split('?')[0] })).statusCode).toBe(404);
    }
    const list = (await f.call('GET', '/api/conversations', ben.headers)).json().items;
    expect(list[0].lastMessage).toMatchObject({ text: null, attachments: ['file', 'image'] });

    // A caption is kept with its files; a deleted message shows none of them.
    const captioned = await post(ana, id, {
      text: 'The plan',
      mediaIds: [await upload(ana, 'chat-file', 'application/pdf', pdf(), 'Plan.pdf')],
    });
    expect(captioned.json()).toMatchObject({ text: 'The plan', attachments: [{ fileName: 'Plan.pdf' }] });
    await f.call('DELETE', `/api/messages/${captioned.json().id}`, ana.headers);
    const after = (await f.history(ben, id)).items as unknown as Array<{ attachments: unknown[] }>;
    expect(after.map((message) => message.attachments.length)).toEqual([2, 0]);
    const listed = (await f.call('GET', '/api/conversations', ben.headers)).json().items;
    expect(listed[0].lastMessage).toMatchObject({ deleted: true, attachments: [] });
  });

  it('a resend with the same clientId answers the first message, its files included', async () => {
    const [ana, ben] = [await f.member(), await f.member()];
    const id = await f.direct(ana, ben);
    const doc = await upload(ana, 'chat-file', 'application/pdf', pdf(), 'Once.pdf');
    const body = { clientId: randomUUID(), mediaIds: [doc] };
    const first = await f.call('POST', `/api/conversations/${id}/messages`, ana.headers, body);
    const again = await f.call('POST', `/api/conversations/${id}/messages`, ana.headers, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toMatchObject({ id: first.json().id, attachments: [{ id: doc }] });
  });

  it('refuses files not of the sender, not for the chat, sent before, a voice note with others, or nothing at all; stores nothing', async () => {
    const [ana, ben] = [await f.member(), await f.member()];
    const id = await f.direct(ana, ben);
    const bens = await upload(ben, 'chat-file', 'application/pdf', pdf(), 'Bens.pdf');
    const cover = await upload(ana, 'cover', 'image/png', await picture());
    const mine = await upload(ana, 'chat-file', 'application/pdf', pdf(), 'Mine.pdf');

    const refused = async (body: object, field: string) => {
      const answer = await post(ana, id, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    };
    await refused({ mediaIds: [mine, bens] }, 'mediaIds.1');
    await refused({ mediaIds: [cover] }, 'mediaIds.0');
    await refused({ mediaIds: [randomUUID()] }, 'mediaIds.0');
    await refused({ mediaIds: [mine, mine] }, 'mediaIds');
    await refused({ mediaIds: [] }, 'text');
    await refused({}, 'text');
    await refused({ mediaIds: Array.from({ length: 11 }, () => randomUUID()) }, 'mediaIds');
    expect((await f.history(ben, id)).items).toEqual([]);

    expect((await post(ana, id, { mediaIds: [mine] })).statusCode).toBe(201);
    await refused({ text: 'Again', mediaIds: [mine] }, 'mediaIds.0');
    // Sent elsewhere is sent too: a file belongs to one message.
    const other = await f.direct(ana, await f.member());
    expect((await post(ana, other, { mediaIds: [mine] })).statusCode).toBe(422);
    expect((await f.history(ben, id)).items).toHaveLength(1);
  });

  it('refuses a voice note sent with other files', async () => {
    const [ana, ben] = [await f.member(), await f.member()];
    const id = await f.direct(ana, ben);
    const doc = await upload(ana, 'chat-file', 'application/pdf', pdf(), 'Notes.pdf');
    const voice = await upload(
      ana,
      'chat-voice',
      'audio/webm;codecs=opus',
      await makeSound(os.tmpdir(), 2, 'webm'),
    );
    const both = await post(ana, id, { mediaIds: [voice, doc] });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors[0]).toMatchObject({
      field: 'mediaIds',
      message: 'A voice note is sent on its own',
    });
    const alone = await post(ana, id, { mediaIds: [voice] });
    expect(alone.json()).toMatchObject({
      attachments: [{ purpose: 'chat-voice', durationSeconds: expect.closeTo(2, 0) }],
    });
  });
});

describe('a group’s picture', () => {
  it('any member of a group sets it from an avatar upload of theirs, or takes it away; everyone sees it', async () => {
    const [ana, ben, eve] = [await f.member(), await f.member(), await f.member()];
    const id = await f.group(ana, [ben]);
    const photo = await upload(ben, 'avatar', 'image/png', await picture());
    const set = await f.call('PATCH', `/api/conversations/${id}`, ben.headers, { avatarMediaId: photo });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().avatarUrl).toMatch(/^\/files\//);
    const listed = (await f.call('GET', '/api/conversations', ana.headers)).json().items[0];
    expect(listed).toMatchObject({ id, avatarUrl: set.json().avatarUrl, title: 'Weekend hike' });
    expect((await f.history(ana, id)).items.at(-1)).toMatchObject({
      kind: 'system',
      meta: { event: 'pictured', conversationKind: 'group' },
    });

    // Someone else's upload, a file not meant for it, nothing to change, an outsider: refused.
    const anas = await upload(ana, 'avatar', 'image/png', await picture());
    const refused = await f.call('PATCH', `/api/conversations/${id}`, ben.headers, { avatarMediaId: anas });
    expect([refused.statusCode, refused.json().errors?.[0]?.field]).toEqual([422, 'avatarMediaId']);
    const chatPicture = await upload(ben, 'chat-image', 'image/png', await picture());
    expect(
      (await f.call('PATCH', `/api/conversations/${id}`, ben.headers, { avatarMediaId: chatPicture }))
        .statusCode,
    ).toBe(422);
    expect((await f.call('PATCH', `/api/conversations/${id}`, ben.headers, {})).statusCode).toBe(422);
    expect(
      (await f.call('PATCH', `/api/conversations/${id}`, eve.headers, { avatarMediaId: null })).statusCode,
    ).toBe(404);
    expect((await f.call('PATCH', `/api/conversations/${id}`, {}, { avatarMediaId: null })).statusCode).toBe(
      401,
    );

    const removed = await f.call('PATCH', `/api/conversations/${id}`, ana.headers, { avatarMediaId: null });
    expect(removed.json().avatarUrl).toBeNull();
    expect((await f.history(ben, id)).items.at(-1)).toMatchObject({ meta: { event: 'unpictured' } });
  });
});
