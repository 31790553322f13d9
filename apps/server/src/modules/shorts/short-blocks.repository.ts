import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { shortComments, shortLikes, shortSaves, shorts } from './shorts.tables';

/**
 * Deletes what `table`'s members did on the other's shorts, either way, and takes the rows off
 * the short's `counter` in the same statement.
 */
function removeBetween(
  table: typeof shortLikes | typeof shortSaves | typeof shortComments,
  memberColumn: AnyPgColumn,
  counter: string,
  a: string,
  b: string,
): SQL {
  const count = sql.raw(counter);
  return sql`with gone as (
      delete from ${table} using ${shorts}
      where ${table.shortId} = ${shorts.id}
        and ((${memberColumn} = ${a} and ${shorts.authorId} = ${b}) or (${memberColumn} = ${b} and ${shorts.authorId} = ${a}))
      returning ${table.shortId} as short_id
    )
    update ${shorts} set ${count} = greatest(${count} - gone_by_short.n, 0)
    from (select short_id, count(*)::int as n from gone group by short_id) gone_by_short
    where ${shorts.id} = gone_by_short.short_id`;
}

/** The likes, saves and comments each of two members left on the other's shorts, counters included. */
export async function removeInteractionsBetween(tx: Executor, a: string, b: string): Promise<void> {
  await tx.execute(removeBetween(shortLikes, shortLikes.userId, 'like_count', a, b));
  await tx.execute(removeBetween(shortSaves, shortSaves.userId, 'save_count', a, b));
  await tx.execute(removeBetween(shortComments, shortComments.authorId, 'comment_count', a, b));
}
