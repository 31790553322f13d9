/**
 * The @name being typed just before the caret, if any: where it starts (the @) and what follows
 * it. Same shape as a username (letters, digits, dots, underscores), not inside an email address.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\p{L}\p{N}_.@])@([a-zA-Z0-9][a-zA-Z0-9_.]{0,29})?$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The text with the @name being typed replaced by the chosen username and a space; the new caret. */
export function insertMention(
  text: string,
  caret: number,
  start: number,
  username: string,
): { text: string; caret: number } {
  const rest = text.slice(caret).replace(/^[a-zA-Z0-9_.]*/, '');
  const inserted = `@${username}${rest.startsWith(' ') ? '' : ' '}`;
  return {
    text: text.slice(0, start) + inserted + rest,
    caret: start + inserted.length + (rest.startsWith(' ') ? 1 : 0),
  };
}
