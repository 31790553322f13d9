/**
 * CSV cells for spreadsheets (RFC 4180): quoted when needed, and text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe
 * (OWASP "CSV injection"). Numbers the server computed are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: Array<string | number | null>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark first: spreadsheet programs then read the file as UTF-8 (accents, €). */
const CSV_BOM = '\uFEFF';

/**
 * A whole keyset-paginated list as CSV text: the header row with the byte-order mark, then one
 * chunk of rows per page read (`pageAt` answers a page after the cursor), so that no export holds
 * the whole list in memory.
 */
export async function* csvPages<T>(
  header: string[],
  pageAt: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
  row: (item: T) => Array<string | number | null>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  let cursor: string | undefined;
  do {
    const batch = await pageAt(cursor);
    const chunk = batch.items.map((item) => csvRow(row(item))).join('');
    if (chunk) yield chunk;
    cursor = batch.nextCursor ?? undefined;
  } while (cursor);
}
