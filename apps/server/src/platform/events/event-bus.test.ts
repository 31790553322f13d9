import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterCommit } from '../../db/after-commit';
import type { Database, Executor } from '../../db/client';
import { testDatabase } from '../../test/test-database';
import { createEventBus } from './event-bus';

declare module './event-bus' {
  interface DomainEvents {
    'test.thing-made': { id: number };
  }
}

let database: Database;
const count = async (executor: Executor) => {
  const result = await executor.execute(sql`select count(*)::int as n from event_bus_test`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
};
const make = (tx: Executor, id: number) => tx.execute(sql`insert into event_bus_test (id) values (${id})`);

beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`create table if not exists event_bus_test (id int not null)`);
});
beforeEach(async () => {
  await database.db.execute(sql`delete from event_bus_test`);
});

describe('event bus', () => {
  it('runs in-transaction subscribers with the publisher’s transaction: their writes roll back with it', async () => {
    const bus = createEventBus({ error: vi.fn() });
    bus.inTransaction('test.thing-made', async (event, tx) => void (await make(tx, event.id + 1000)));

    await database.db.transaction(async (tx) => {
      await make(tx, 1);
      await bus.publish(tx, 'test.thing-made', { id: 1 });
    });
    expect(await count(database.db)).toBe(2);

    await expect(
      database.db.transaction(async (tx) => {
        await make(tx, 2);
        await bus.publish(tx, 'test.thing-made', { id: 2 });
        throw new Error('the action fails after publishing');
      }),
    ).rejects.toThrow('the action fails');
    expect(await count(database.db)).toBe(2);
  });

  it('fails and rolls back the action when an in-transaction subscriber fails', async () => {
    const bus = createEventBus({ error: vi.fn() });
    bus.inTransaction('test.thing-made', () => {
      throw new Error('subscriber refuses');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await make(tx, 3);
        await bus.publish(tx, 'test.thing-made', { id: 3 });
      }),
    ).rejects.toThrow('subscriber refuses');
    expect(await count(database.db)).toBe(0);
  });

  it('runs after-commit subscribers once the transaction committed, and never after a rollback', async () => {
    const bus = createEventBus({ error: vi.fn() });
    const seen: Array<{ id: number; rowsVisible: number }> = [];
    // Reads through the database itself: only committed rows are there (and on PGlite, a query on
    // the database while the transaction is still open would wait forever).
    bus.afterCommit('test.thing-made', async (event) => {
      seen.push({ id: event.id, rowsVisible: await count(database.db) });
    });

    await database.db.transaction(async (tx) => {
      await make(tx, 4);
      await bus.publish(tx, 'test.thing-made', { id: 4 });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([{ id: 4, rowsVisible: 1 }]);

    await expect(
      database.db.transaction(async (tx) => {
        await bus.publish(tx, 'test.thing-made', { id: 5 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual([{ id: 4, rowsVisible: 1 }]);
  });

  it('runs after-commit subscribers at once when published outside a transaction', async () => {
    const bus = createEventBus({ error: vi.fn() });
    const seen: number[] = [];
    bus.afterCommit('test.thing-made', (event) => void seen.push(event.id));
    await bus.publish(database.db, 'test.thing-made', { id: 6 });
    expect(seen).toEqual([6]);
  });

  it('logs a failing after-commit subscriber and still runs the next one; the action stands', async () => {
    const log = { error: vi.fn() };
    const bus = createEventBus(log);
    const seen: number[] = [];
    bus.afterCommit('test.thing-made', () => {
      throw new Error('mail server down');
    });
    bus.afterCommit('test.thing-made', (event) => void seen.push(event.id));
    await database.db.transaction(async (tx) => {
      await make(tx, 7);
      await bus.publish(tx, 'test.thing-made', { id: 7 });
    });
    expect(seen).toEqual([7]);
    expect(await count(database.db)).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'test.thing-made' }),
      'event subscriber failed',
    );
  });

  it('refuses to wait for the commit of something that is not one of its transactions', async () => {
    await expect(afterCommit({}, () => undefined)).rejects.toThrow(/not the database/);
  });
});
