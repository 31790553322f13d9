import { foldForSearch } from '../../platform/search-text';

/** More names or tags than this in one text are ignored: a post is not a mailing list. */
const MAX_MENTIONS = 20;
const MAX_HASHTAGS = 30;

// Usernames: 3–30 letters, digits, dots and underscores, starting with a letter or digit (see usernameSchema).
// Not preceded by a word character, a dot or another @, so "ana@example.com" mentions nobody.
const MENTION = /(?<![\p{L}\p{N}_.@])@([a-zA-Z0-9][a-zA-Z0-9_.]{2,29})/gu;
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,100})/gu;

/**
 * The usernames a text mentions, lower-cased and deduplicated, in order of appearance. A trailing
 * dot ends the sentence rather than the name ("thanks @ana." mentions "ana").
 */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = (match[1] as string).replace(/\.+$/, '').toLowerCase();
    if (name.length >= 3) names.add(name);
    if (names.size === MAX_MENTIONS) break;
  }
  return [...names];
}

/** The hashtags of a text, folded like search folds (lower case, no accents), deduplicated. */
export function hashtagsOf(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = foldForSearch(match[1] as string);
    // "#2024" alone is a number, not a topic.
    if (/^\d+$/.test(tag)) continue;
    tags.add(tag);
    if (tags.size === MAX_HASHTAGS) break;
  }
  return [...tags];
}
