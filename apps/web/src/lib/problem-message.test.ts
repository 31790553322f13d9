import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { problemMessage } from './problem-message';
import { englishTexts } from './test-texts';

const feature = {
  problems: { POST_NOT_FOUND: 'This post is gone.', FORBIDDEN: 'Only admins can do this.' },
};
const t = (await englishTexts({ feature })).t;
const failure = (status: number, code?: string) =>
  new ApiError(status, code ? { type: 'about:blank', title: code, status, code, requestId: 'req-1' } : null);

describe('problemMessage', () => {
  it('reads the common texts, then the network and generic sentences', () => {
    expect(problemMessage(failure(429, 'RATE_LIMITED'), t)).toBe(
      'Too many attempts. Wait a minute and try again.',
    );
    expect(problemMessage(failure(0), t)).toBe(
      'You seem to be offline. Check your connection and try again.',
    );
    expect(problemMessage(failure(500, 'SOMETHING'), t)).toBe('Something went wrong. Try again in a moment.');
    expect(problemMessage(new Error('bug'), t)).toBe('Something went wrong. Try again in a moment.');
  });

  it('prefers the feature’s own text for a code, and falls back to the common ones', () => {
    expect(problemMessage(failure(404, 'POST_NOT_FOUND'), t, { ns: 'feature' })).toBe('This post is gone.');
    expect(problemMessage(failure(429, 'RATE_LIMITED'), t, { ns: 'feature' })).toBe(
      'Too many attempts. Wait a minute and try again.',
    );
  });

  it('reads a status as one of the feature’s texts when it has none for the code', () => {
    const texts = { ns: 'feature', byStatus: { 403: 'FORBIDDEN' } };
    expect(problemMessage(failure(403, 'UPLOAD_FORBIDDEN'), t, texts)).toBe('Only admins can do this.');
    expect(problemMessage(failure(403), t, texts)).toBe('Only admins can do this.');
    expect(problemMessage(failure(404, 'POST_NOT_FOUND'), t, texts)).toBe('This post is gone.');
  });
});
