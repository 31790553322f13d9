import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that a SQL function answered as `to_jsonb(row)` (snake_case keys, timestamps as text),
 * read as drizzle reads the table's rows: each column by its property name, through the column's
 * own mapping (timestamps become Dates, bigints numbers).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
