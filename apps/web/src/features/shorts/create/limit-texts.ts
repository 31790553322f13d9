import { intlOnce } from '@/lib/intl-cache';
import type { TFunction } from '@/lib/translator';
import type { VideoRefusal } from './video-checks';

/** "3 min", "45 s", "1 min 30 s": a limit or a video's length, in the member's language. */
export function durationText(totalSeconds: number, t: TFunction): string {
  const whole = Math.ceil(totalSeconds);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  if (minutes === 0) return t('create.seconds', { count: seconds });
  if (seconds === 0) return t('create.minutes', { count: minutes });
  return t('create.minutesSeconds', { minutes, seconds });
}

/** "200 MB" ("200 Mo" in French), at most one decimal. */
export function sizeText(bytes: number, t: TFunction, language: string): string {
  const format = intlOnce(
    'short-megabytes',
    language,
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
  );
  return t('create.megabytes', { value: format.format(bytes / 1024 / 1024) });
}

/** The sentence saying why a video was refused, with its figures. */
export function refusalText(refusal: VideoRefusal, t: TFunction, language: string): string {
  switch (refusal.reason) {
    case 'type':
      return t('create.refused.type');
    case 'size':
      return t('create.refused.size', {
        size: sizeText(refusal.bytes, t, language),
        max: sizeText(refusal.maxBytes, t, language),
      });
    case 'duration':
      return t('create.refused.duration', {
        duration: durationText(refusal.seconds, t),
        max: durationText(refusal.maxSeconds, t),
      });
  }
}
