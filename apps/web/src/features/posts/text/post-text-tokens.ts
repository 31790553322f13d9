import { paths } from '@/lib/route-table/route-table';

/**
 * Splits a post's plain text into pieces to render as React nodes: text, @mentions, #hashtags and
 * web links. Nothing here produces HTML: the text is shown exactly as written, so `<script>` in a
 * post is only ever characters on the screen.
 */
export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; userId: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'link'; text: string; href: string };

export type Mention = { username: string; userId: string };

// The same rules as the server (apps/server/src/modules/posts/post-text.ts), so what it counted as
// a mention or a tag is what the reader can click. A mention is not preceded by a word character,
// a dot or another @ ("ana@example.com" mentions nobody).
const MENTION = /(?<![\p{L}\p{N}_.@])@([a-zA-Z0-9][a-zA-Z0-9_.]{2,29})/gu;
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,100})/gu;
// Only web addresses written with their scheme: `javascript:` or `data:` never become links.
const URL_PATTERN = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"'`]+/giu;
// Punctuation that ends a sentence rather than an address ("see https://a.example/x.").
const TRAILING = /[.,!?;:'"»”’]+$/u;

type Span = { start: number; end: number; token: Exclude<TextToken, { kind: 'text' }> };

/** An address without the sentence's punctuation, and a closing bracket only if it opened one. */
function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    if (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
      url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function linkSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const shown = trimUrl(match[0]);
    const href = safeHref(shown);
    const start = match.index ?? 0;
    // "http://" alone is not an address.
    if (!href || shown.length <= shown.indexOf('//') + 2) continue;
    spans.push({ start, end: start + shown.length, token: { kind: 'link', text: shown, href } });
  }
  return spans;
}

function overlaps(spans: Span[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}

export function tokenizePostText(text: string, mentions: readonly Mention[] = []): TextToken[] {
  const people = new Map(mentions.map((m) => [m.username.toLowerCase(), m.userId]));
  const spans = linkSpans(text);
  const links = [...spans];

  for (const match of text.matchAll(MENTION)) {
    // A trailing dot ends the sentence, not the name ("thanks @ana.").
    const name = (match[1] as string).replace(/\.+$/, '');
    const userId = people.get(name.toLowerCase());
    const start = match.index ?? 0;
    const end = start + 1 + name.length;
    if (!userId || overlaps(links, start, end)) continue;
    spans.push({ start, end, token: { kind: 'mention', text: `@${name}`, userId } });
  }
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[1] as string;
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // "#2024" alone is a number, not a topic (the server does not index it either).
    if (/^\d+$/.test(tag) || overlaps(links, start, end)) continue;
    spans.push({ start, end, token: { kind: 'hashtag', text: match[0], tag } });
  }

  spans.sort((a, b) => a.start - b.start);
  const tokens: TextToken[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) tokens.push({ kind: 'text', text: text.slice(at, span.start) });
    tokens.push(span.token);
    at = span.end;
  }
  if (at < text.length) tokens.push({ kind: 'text', text: text.slice(at) });
  return tokens;
}

/** The search page's address for a tag, as the hashtag links point to it. */
export function hashtagSearchPath(tag: string): string {
  return paths.search.href({ query: { q: `#${tag}`, type: 'posts' } });
}
