import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { socialFixtures } from '../../test/social';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { member, call } = socialFixtures(ctx);

describe('friends:request-changed', () => {
  let emit: MockInstance;
  afterEach(() => emit?.mockRestore());

  /** The request events emitted since the spy started, as [recipient, other member, change]. */
  function heard() {
    return emit.mock.calls
      .filter((c) => c[1] === 'friends:request-changed')
      .map((c) => [
        ...(c[0] as string[]),
        (c[2] as { userId: string }).userId,
        (c[2] as { change: string }).change,
      ]);
  }

  it('tells both members when a request is sent, accepted, declined or cancelled', async () => {
    const ana = await member();
    const ben = await member();
    emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');

    expect((await call('POST', '/api/friends/requests', ana.headers, { userId: ben.id })).statusCode).toBe(
      201,
    );
    expect(heard()).toEqual([
      [ana.id, ben.id, 'sent'],
      [ben.id, ana.id, 'sent'],
    ]);
    emit.mockClear();
    expect((await call('POST', `/api/friends/requests/${ana.id}/accept`, ben.headers)).statusCode).toBe(200);
    expect(heard()).toEqual([
      [ana.id, ben.id, 'accepted'],
      [ben.id, ana.id, 'accepted'],
    ]);

    const carl = await member();
    await call('POST', '/api/friends/requests', carl.headers, { userId: ana.id });
    emit.mockClear();
    expect((await call('POST', `/api/friends/requests/${carl.id}/decline`, ana.headers)).statusCode).toBe(
      200,
    );
    expect(heard()).toEqual([
      [carl.id, ana.id, 'declined'],
      [ana.id, carl.id, 'declined'],
    ]);

    await call('POST', '/api/friends/requests', carl.headers, { userId: ana.id });
    emit.mockClear();
    expect((await call('DELETE', `/api/friends/requests/${ana.id}`, carl.headers)).statusCode).toBe(200);
    expect(heard()).toEqual([
      [carl.id, ana.id, 'cancelled'],
      [ana.id, carl.id, 'cancelled'],
    ]);
  });

  it('tells nothing for a refused change, nor to the member a block removed a request of', async () => {
    const ana = await member();
    const ben = await member();
    emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    expect((await call('POST', `/api/friends/requests/${ben.id}/accept`, ana.headers)).statusCode).toBe(404);
    await call('POST', '/api/friends/requests', ben.headers, { userId: ana.id });
    emit.mockClear();
    expect((await call('POST', `/api/blocks/${ben.id}`, ana.headers)).statusCode).toBe(200);
    expect(heard()).toEqual([]);
  });
});
