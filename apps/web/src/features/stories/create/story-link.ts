/** What is wrong with a link sticker's address, or null when it may be sent. */
type LinkProblem = 'notHttps' | 'invalid' | 'tooLong';

/** The server's limit on a sticker's address (stories.schemas.ts). */
const URL_MAX = 2000;

/**
 * Checks a link sticker's address as the server will: an absolute https:// address with a host.
 * An empty field is no link at all (the sticker is optional).
 */
export function linkProblem(value: string): LinkProblem | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > URL_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return /^https?:\/\//i.test(text) ? 'invalid' : 'notHttps';
  }
  if (url.protocol !== 'https:') return 'notHttps';
  if (!url.hostname.includes('.')) return 'invalid';
  return null;
}
