import type { Db } from './client';

/**
 * A statement prepared once per database handle (each handle has its own connections), for the
 * hottest queries: drizzle builds the SQL once, and PostgreSQL parses and plans a named statement
 * once per connection instead of on every request. `build` ends with `.prepare(name)`.
 */
export function preparedOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
