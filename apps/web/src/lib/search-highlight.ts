/**
 * Splits a text into plain and matched pieces for `<mark>`: a word whose folded form starts with a
 * folded query word is matched on that prefix, as the server's prefix search matched it (chat
 * search, the site's search). Pure text in, text pieces out: the caller renders them as React
 * text nodes, so no piece can ever become HTML.
 */
export type TextPiece = { text: string; match: boolean };

// The server folds with a fixed table (apps/server/src/platform/search-text.ts); decomposing and
// dropping the marks gives the same letters, plus these few that have no decomposition.
const EXTRA: Record<string, string> = { ø: 'o', đ: 'd', ł: 'l', ı: 'i', œ: 'o', æ: 'a', ß: 's' };

/** One character folded: lower case, accents removed. May be empty or longer than one unit. */
function foldCharacter(character: string): string {
  const lower = character.toLowerCase();
  return EXTRA[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

export function foldText(text: string): string {
  return [...text].map(foldCharacter).join('');
}

/** The query's words as the server cuts them: folded, letters and digits only. */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      foldText(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/** How many UTF-16 units of `word` fold to a text starting with `prefix`; 0 when it does not. */
function matchedLength(word: string, prefix: string): number {
  let folded = '';
  let length = 0;
  for (const character of word) {
    folded += foldCharacter(character);
    length += character.length;
    if (folded.length >= prefix.length) break;
  }
  return folded.startsWith(prefix) ? length : 0;
}

export function highlightPieces(text: string, query: string): TextPiece[] {
  const words = queryWords(query);
  const pieces: TextPiece[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = pieces[pieces.length - 1];
    if (last && last.match === match) last.text += piece;
    else pieces.push({ text: piece, match });
  };
  if (words.length === 0) {
    push(text, false);
    return pieces;
  }
  let position = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = found[0];
    const start = found.index;
    const length = Math.max(...words.map((prefix) => matchedLength(word, prefix)));
    if (length === 0) continue;
    push(text.slice(position, start), false);
    push(text.slice(start, start + length), true);
    position = start + length;
  }
  push(text.slice(position), false);
  return pieces;
}
