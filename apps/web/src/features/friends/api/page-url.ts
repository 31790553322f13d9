/** `path?limit=…&cursor=…&…` for a keyset-paginated list. */
export function pageUrl(
  path: string,
  limit: number,
  cursor: string | undefined,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ limit: String(limit), ...extra });
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}
