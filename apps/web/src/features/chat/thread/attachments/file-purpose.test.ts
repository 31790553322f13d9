import { describe, expect, it } from 'vitest';
import { fileSize, purposeOf } from './file-purpose';

const MB = 1024 * 1024;

describe('purposeOf', () => {
  it('sends pictures as pictures and documents as files, and refuses the rest before uploading', () => {
    expect(purposeOf({ type: 'image/jpeg', size: 2 * MB })).toBe('chat-image');
    expect(purposeOf({ type: 'application/pdf', size: 2 * MB })).toBe('chat-file');
    expect(purposeOf({ type: 'text/html', size: 10 })).toEqual({ reason: 'type' });
    expect(purposeOf({ type: '', size: 10 })).toEqual({ reason: 'type' });
    expect(purposeOf({ type: 'application/pdf', size: 26 * MB })).toEqual({
      reason: 'size',
      maxBytes: 25 * MB,
    });
    expect(purposeOf({ type: 'image/png', size: 31 * MB })).toEqual({ reason: 'size', maxBytes: 30 * MB });
  });
});

describe('fileSize', () => {
  it('says kilobytes under a megabyte, megabytes with one decimal above, in the reader’s language', () => {
    expect(fileSize(820 * 1024, 'en')).toBe('820 kB');
    expect(fileSize(300, 'en')).toBe('1 kB');
    expect(fileSize(4.25 * MB, 'en')).toBe('4.3 MB');
    expect(fileSize(4.25 * MB, 'fr')).toMatch(/^4,3\s?Mo$/);
  });
});
