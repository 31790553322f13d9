import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function record(actorId: string, subjectId: string, at: string) {
  ctx.clock.set(new Date(at));
  await ctx.built.database.db.transaction((tx) =>
    ctx.built.services.audit.record(tx, {
      actorId,
      action: 'wallet.adjustment',
      subjectType: 'user',
      subjectId,
      details: { coins: 5, reason: `at ${at}` },
    }),
  );
}

describe('GET /api/admin/audit-log', () => {
  it('answers 401 without a token and 403 to members and partners', async () => {
    expect((await get('/api/admin/audit-log')).statusCode).toBe(401);
    for (const role of ['member', 'partner'] as const) {
      const who = await signedInAccount(ctx, role);
      expect((await get('/api/admin/audit-log', who.headers)).statusCode).toBe(403);
    }
  });

  it('answers 422 for an unknown action or a broken cursor', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    expect((await get('/api/admin/audit-log?action=wallet.steal', admin.headers)).statusCode).toBe(422);
    expect((await get('/api/admin/audit-log?cursor=WyJ4IiwieSJd', admin.headers)).statusCode).toBe(422);
  });

  it('lists what admins did, newest first, page by page, with filters', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const other = await signedInAccount(ctx, 'admin');
    const member = await signedInAccount(ctx);
    await record(admin.id, member.id, '2026-04-01T10:00:00.000Z');
    await record(other.id, member.id, '2026-04-02T10:00:00.000Z');
    await record(admin.id, admin.id, '2026-04-03T10:00:00.000Z');

    const page1 = (await get('/api/admin/audit-log?limit=2', admin.headers)).json();
    expect(page1.items.map((i: { createdAt: string }) => i.createdAt)).toEqual([
      '2026-04-03T10:00:00.000Z',
      '2026-04-02T10:00:00.000Z',
    ]);
    expect(page1.items[1]).toEqual({
      id: expect.any(String),
      action: 'wallet.adjustment',
      actor: { id: other.id, username: other.username, displayName: 'Test Person', avatarUrl: null },
      subjectType: 'user',
      subjectId: member.id,
      details: { coins: 5, reason: 'at 2026-04-02T10:00:00.000Z' },
      createdAt: '2026-04-02T10:00:00.000Z',
    });
    const page2 = (
      await get(`/api/admin/audit-log?limit=2&cursor=${page1.nextCursor}`, admin.headers)
    ).json();
    expect(page2.items.map((i: { createdAt: string }) => i.createdAt)).toEqual(['2026-04-01T10:00:00.000Z']);
    expect(page2.nextCursor).toBeNull();

    const byActor = (await get(`/api/admin/audit-log?actorId=${other.id}`, admin.headers)).json();
    expect(byActor.items).toHaveLength(1);
    const bySubject = (
      await get(`/api/admin/audit-log?subjectType=user&subjectId=${member.id}`, admin.headers)
    ).json();
    expect(bySubject.items).toHaveLength(2);
  });
});
