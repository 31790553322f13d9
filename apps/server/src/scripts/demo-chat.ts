import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationsPage, Message } from '@betogether/contracts/chat/chat.schemas';
import { demoApi } from './demo-api';
import type { DemoHost } from './demo-network';
import { landscapePicture } from './demo-pictures';

export type DemoChatHost = Pick<DemoHost, 'app' | 'codeFor' | 'drain'>;

/**
 * Conversations for `npm run seed:demo`, through the API as people would: ana and ben talk (a
 * reply, a reaction, ben has read it all); a group with the partner; a community room opened by the
 * admin where ben moderates; ana's private room; ana's question to the demo partner's support. A
 * second run changes nothing (ana already has conversations).
 */
export async function seedDemoChat(host: DemoChatHost): Promise<{ created: boolean; conversations: number }> {
  const { api, signIn } = demoApi(host);
  const [admin, partner, ana, ben] = await Promise.all(
    ['admin', 'partner', 'ana', 'ben'].map((name) => signIn(`${name}@betogether.local`)),
  );
  if (!admin || !partner || !ana || !ben) throw new Error('seed: the demo accounts are missing');
  const mine = await api<ConversationsPage>('GET', '/api/conversations', { token: ana.token });
  if (mine.items.length > 0) return { created: false, conversations: mine.items.length };

  const say = (who: { token: string }, conversationId: string, text: string, replyToId?: string) =>
    api<Message>('POST', `/api/conversations/${conversationId}/messages`, {
      token: who.token,
      body: { clientId: randomUUID(), text, ...(replyToId ? { replyToId } : {}) },
    });

  const direct = await api<Conversation>('POST', '/api/conversations/direct', {
    token: ana.token,
    body: { userId: ben.id },
  });
  const question = await say(ana, direct.id, 'Hi Ben! Are you coming to the run on Saturday? 🏃');
  await say(ben, direct.id, 'Yes! 8 am at the lake?', question.id);
  const plan = await say(ana, direct.id, '8 am it is. I will bring water.');
  // Ben's photo of the lake and the route as a document: files travel with messages.
  const lake = await api<{ id: string }>('POST', '/api/media?purpose=chat-image', {
    token: ben.token,
    raw: await landscapePicture(7, true),
    headers: { 'content-type': 'image/jpeg' },
  });
  const route = await api<{ id: string }>('POST', '/api/media?purpose=chat-file&fileName=Route.txt', {
    token: ben.token,
    raw: Buffer.from('Saturday run\n8:00 start at the lake\n10 km, easy pace\n', 'utf8'),
    headers: { 'content-type': 'text/plain' },
  });
  await host.drain();
  await api('POST', `/api/conversations/${direct.id}/messages`, {
    token: ben.token,
    body: {
      clientId: randomUUID(),
      text: 'The lake this morning, and the route',
      mediaIds: [lake.id, route.id],
    },
  });
  await api('PUT', `/api/messages/${plan.id}/reaction`, { token: ben.token, body: { emoji: '👍' } });
  await api('POST', `/api/conversations/${direct.id}/read`, { token: ben.token, body: { seq: plan.seq } });

  const group = await api<Conversation>('POST', '/api/conversations/groups', {
    token: ana.token,
    body: { title: 'Saturday run', memberIds: [ben.id, partner.id] },
  });
  await say(ben, group.id, 'Route: 10 km around the lake, easy pace.');
  await say(partner, group.id, 'We will have a stand with free drinks at the finish!');

  const room = await api<{ id: string }>('POST', '/api/admin/community-rooms', {
    token: admin.token,
    body: { title: 'BeTogether help', description: 'Questions about tasks, coins and withdrawals' },
  });
  for (const who of [ana, ben])
    await api('POST', `/api/community-rooms/${room.id}/join`, { token: who.token });
  await api('PUT', `/api/conversations/${room.id}/members/${ben.id}/role`, {
    token: admin.token,
    body: { role: 'moderator' },
  });
  await say(admin, room.id, 'Welcome! Ask anything here; ben and the team answer.');
  await say(ana, room.id, 'How long does a withdrawal take to be paid?');
  await say(ben, room.id, 'Usually under a day once finance approves it.');

  const family = await api<Conversation>('POST', '/api/conversations/private-rooms', {
    token: ana.token,
    body: { title: 'Book club', memberIds: [ben.id] },
  });
  await say(ana, family.id, 'Next book: pick one by Friday 📚');

  await api('POST', '/api/partner-threads', {
    token: ana.token,
    body: {
      partnerId: partner.id,
      subjectType: 'general',
      clientId: randomUUID(),
      text: 'Hello! Will you publish more video quizzes this month?',
    },
  });
  return { created: true, conversations: 5 };
}
