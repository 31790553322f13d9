import { PROOF_LINK_MAX, PROOF_TEXT_MAX } from '@betogether/contracts/tasks/tasks.constants';

/** What is wrong with a link proof, or null: a full http(s) address, as the server takes it. */
export function linkProblem(value: string): 'required' | 'invalid' | 'tooLong' | null {
  const url = value.trim();
  if (!url) return 'required';
  if (url.length > PROOF_LINK_MAX) return 'tooLong';
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'invalid';
    // "https://x" parses; a real page has a dot in its host name (or is localhost).
    if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') return 'invalid';
  } catch {
    return 'invalid';
  }
  return null;
}

/** What is wrong with a text proof, or null. */
export function textProblem(value: string): 'required' | 'tooLong' | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > PROOF_TEXT_MAX) return 'tooLong';
  return null;
}
