import { foldForSearch } from '../../platform/search-text';

// The same reading as posts' texts (posts/post-text.ts, which posts does not share): usernames of
// 3–30 letters, digits, dots and underscores, not inside an address ("ana@example.com"), and
// hashtags of letters, digits and underscores.
const MENTION = /(?<![\p{L}\p{N}_.@])@([a-zA-Z0-9][a-zA-Z0-9_.]{2,29})/gu;
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,100})/gu;
/** More names or tags than this in one caption are ignored. */
const MAX_MENTIONS = 20;
const MAX_HASHTAGS = 30;

/** The usernames a caption mentions, lower-cased, deduplicated; a trailing dot ends the sentence. */
export function captionMentions(caption: string): string[] {
  const names = new Set<string>();
  for (const match of caption.matchAll(MENTION)) {
    const name = (match[1] as string).replace(/\.+$/, '').toLowerCase();
    if (name.length >= 3) names.add(name);
    if (names.size === MAX_MENTIONS) break;
  }
  return [...names];
}

/** The hashtags of a caption, folded (lower case, no accents), deduplicated; "#2024" alone is no topic. */
export function captionHashtags(caption: string): string[] {
  const tags = new Set<string>();
  for (const match of caption.matchAll(HASHTAG)) {
    const tag = foldForSearch(match[1] as string);
    if (/^\d+$/.test(tag)) continue;
    tags.add(tag);
    if (tags.size === MAX_HASHTAGS) break;
  }
  return [...tags];
}
