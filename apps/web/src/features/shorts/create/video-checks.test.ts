import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { durationText, refusalText } from './limit-texts';
import { checkVideoDuration, checkVideoFile } from './video-checks';

const limits = { maxBytes: 200 * 1024 * 1024, maxSeconds: 180 };
const en = testI18n('en').fixedT('shorts');
const fr = testI18n('fr').fixedT('shorts');

describe('checkVideoFile and checkVideoDuration: refused before any byte is sent', () => {
  it('takes an MP4, WebM or MOV within the size, and a length within the limit', () => {
    expect(checkVideoFile({ type: 'video/mp4', size: limits.maxBytes }, limits)).toBeNull();
    expect(checkVideoFile({ type: 'video/quicktime', size: 1 }, limits)).toBeNull();
    expect(checkVideoDuration(180.4, limits)).toBeNull();
    // A length the browser could not read: the server measures it.
    expect(checkVideoDuration(Number.NaN, limits)).toBeNull();
  });

  it('refuses another type, a larger file and a longer video, saying why with the figures', () => {
    const type = checkVideoFile({ type: 'image/gif', size: 10 }, limits);
    const size = checkVideoFile({ type: 'video/mp4', size: 250 * 1024 * 1024 }, limits);
    const duration = checkVideoDuration(200.2, limits);
    expect([type, size, duration].map((refusal) => refusal && refusalText(refusal, en, 'en'))).toEqual([
      'Choose an MP4, WebM or MOV video.',
      'This video is 250 MB: videos can be up to 200 MB.',
      'This video lasts 3 min 21 s: videos can be up to 3 min.',
    ]);
    expect(size && refusalText(size, fr, 'fr')).toBe(
      'Cette vidéo fait 250 Mo : les vidéos peuvent aller jusqu’à 200 Mo.',
    );
  });

  it('says a length in minutes and seconds', () => {
    expect([45, 60, 90, 180].map((seconds) => durationText(seconds, en))).toEqual([
      '45 s',
      '1 min',
      '1 min 30 s',
      '3 min',
    ]);
  });
});
