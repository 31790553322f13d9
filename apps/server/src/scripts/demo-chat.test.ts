import { expect, it } from 'vitest';
import { codeFrom } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { seedDemoAccounts } from './demo-accounts';
import { demoApi } from './demo-api';
import { seedDemoChat } from './demo-chat';

const ctx = useTestApp();

it('gives ana her conversations of every kind, ben unread nothing from ana, and nothing twice', async () => {
  await seedDemoAccounts(ctx.built.services.auth);
  const host = {
    app: ctx.app,
    drain: () => ctx.built.settle(),
    codeFor: async (email: string) => codeFrom((await ctx.mailbox.waitFor(email, /code/)).subject),
  };
  expect(await seedDemoChat(host)).toEqual({ created: true, conversations: 5 });
  const { api, signIn } = demoApi(host);
  const ana = await signIn('ana@betogether.local');
  const list = await api<{ items: Array<{ kind: string; title: string | null; unread: number }> }>(
    'GET',
    '/api/conversations',
    { token: ana.token },
  );
  expect(list.items.map((item) => item.kind).sort()).toEqual([
    'community',
    'direct',
    'group',
    'partner',
    'private',
  ]);
  const direct = list.items.find((item) => item.kind === 'direct') as unknown as { id: string };
  const history = await api<{
    items: Array<{ attachments: Array<{ purpose: string; fileName?: string | null }> }>;
  }>('GET', `/api/conversations/${direct.id}/messages`, { token: ana.token });
  expect(history.items.at(-1)?.attachments).toMatchObject([
    { purpose: 'chat-image' },
    { purpose: 'chat-file', fileName: 'Route.txt' },
  ]);
  const partner = await signIn('partner@betogether.local');
  const queue = await api<{ items: unknown[] }>('GET', '/api/partner-threads', { token: partner.token });
  expect(queue.items).toHaveLength(1);
  expect(await seedDemoChat(host)).toEqual({ created: false, conversations: 5 });
});
