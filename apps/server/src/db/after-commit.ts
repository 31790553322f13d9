type Work = () => Promise<void> | void;

// Per open transaction, the work waiting for its commit. Keyed by the transaction object, so any
// number of databases and apps (tests) share it without mixing their transactions.
const queues = new WeakMap<object, Work[]>();
const databases = new WeakSet<object>();

type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

/**
 * Makes `db.transaction` keep the work registered with `afterCommit(tx, …)` and run it once the
 * transaction has committed, in order, before `db.transaction` returns. After a rollback it is
 * dropped: a mail or a live event never goes out for a change that did not happen.
 */
export function trackCommits<D extends Transactional>(db: D): D {
  const open = db.transaction.bind(db) as unknown as (
    run: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  databases.add(db);
  const transaction = async (run: (tx: object) => Promise<unknown>, config?: unknown) => {
    const queue: Work[] = [];
    const result = await open(async (tx) => {
      queues.set(tx, queue);
      return run(tx);
    }, config);
    for (const work of queue) await work();
    return result;
  };
  db.transaction = transaction as unknown as D['transaction'];
  return db;
}

/**
 * Runs `work` once the transaction `executor` belongs to has committed; at once when `executor` is
 * the database itself (no transaction open). The work should not throw (the event bus catches).
 */
export async function afterCommit(executor: object, work: Work): Promise<void> {
  const queue = queues.get(executor);
  if (queue) {
    queue.push(work);
    return;
  }
  if (databases.has(executor)) return work();
  throw new Error('afterCommit: not the database, nor a transaction it opened with db.transaction');
}

/** Whether `executor` is a transaction opened with `db.transaction` (not the database itself). */
export function isTransaction(executor: object): boolean {
  return queues.has(executor);
}
