import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import type { Logger } from '../logger';

/**
 * Every domain event, by name: each module declares its own in `<domain>.events.ts` by adding to
 * this interface (`declare module`), so the bus is typed end to end without a central list.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

type InTransaction<N extends EventName> = (payload: DomainEvents[N], tx: Executor) => Promise<void> | void;
type AfterCommit<N extends EventName> = (payload: DomainEvents[N]) => Promise<void> | void;

/**
 * The in-process domain event bus. A publisher names the executor it writes with; subscribers run
 * either inside that transaction (their writes commit or roll back with the action, and a failure
 * fails it) or after it committed (mail, live events, caches: never for a rolled-back change, and
 * their failures are logged, never undoing the action). Subscribers run in subscription order.
 */
export function createEventBus(log: Pick<Logger, 'error'>) {
  const inTransaction = new Map<EventName, InTransaction<EventName>[]>();
  const afterCommitted = new Map<EventName, AfterCommit<EventName>[]>();
  const add = <T>(map: Map<EventName, T[]>, name: EventName, handler: T) =>
    map.set(name, [...(map.get(name) ?? []), handler]);

  return {
    inTransaction<N extends EventName>(name: N, handler: InTransaction<N>): void {
      add(inTransaction, name, handler as InTransaction<EventName>);
    },

    afterCommit<N extends EventName>(name: N, handler: AfterCommit<N>): void {
      add(afterCommitted, name, handler as AfterCommit<EventName>);
    },

    async publish<N extends EventName>(executor: Executor, name: N, payload: DomainEvents[N]): Promise<void> {
      for (const handler of inTransaction.get(name) ?? []) await handler(payload, executor);
      const later = afterCommitted.get(name);
      if (!later?.length) return;
      await afterCommit(executor, async () => {
        for (const handler of later) {
          try {
            await handler(payload);
          } catch (err) {
            log.error({ err, event: name }, 'event subscriber failed');
          }
        }
      });
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
