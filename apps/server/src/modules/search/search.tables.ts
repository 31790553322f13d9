import { index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** A member's last searches (the box shows the 10 most recent; older ones are pruned). */
export const recentSearches = pgTable(
  'recent_searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: varchar('query', { length: 100 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.query] }),
    index('recent_searches_recent_idx').on(t.userId, t.searchedAt),
  ],
);
