import type { PersonSummary } from '@betogether/contracts/users/users.schemas';

/** A caption in pieces to render as React nodes (never HTML): text, #hashtags and @mentions. */
export type CaptionToken =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; userId: string };

// The server's reading of a caption (apps/server/src/modules/shorts/shorts-text.ts): a mention is
// not preceded by a word character, a dot or another @ ("ana@example.com" names nobody).
const TOKEN =
  /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,100})|(?<![\p{L}\p{N}_.@])@([a-zA-Z0-9][a-zA-Z0-9_.]{2,29})/gu;

/**
 * Splits a caption: a hashtag links to the search ("#2024" alone is a number, not a topic), a
 * mention links to the profile of a member the server recognised (`mentions`), anything else
 * stays text as typed.
 */
export function captionTokens(caption: string, mentions: readonly PersonSummary[]): CaptionToken[] {
  const people = new Map(mentions.map((person) => [person.username.toLowerCase(), person.id]));
  const tokens: CaptionToken[] = [];
  let at = 0;
  const text = (until: number) => {
    if (until > at) tokens.push({ kind: 'text', text: caption.slice(at, until) });
  };
  for (const match of caption.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    const [, tag, rawName] = match;
    if (tag !== undefined) {
      if (/^\d+$/.test(tag)) continue;
      text(start);
      tokens.push({ kind: 'hashtag', text: match[0], tag });
      at = start + match[0].length;
      continue;
    }
    // A trailing dot ends the sentence, not the name ("thanks @ana.").
    const name = (rawName ?? '').replace(/\.+$/, '');
    const userId = people.get(name.toLowerCase());
    if (!userId) continue;
    text(start);
    tokens.push({ kind: 'mention', text: `@${name}`, userId });
    at = start + 1 + name.length;
  }
  text(caption.length);
  return tokens;
}
