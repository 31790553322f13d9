import type { ErrorCatalogue } from '../common/common.errors';

/** Spec §8: 402 quota exceeded, 403 forbidden, 404 no such object. */
export const mediaErrors = {
  QUOTA_EXCEEDED: { status: 402, title: 'Your storage is full: delete files or choose a smaller one' },
  UPLOAD_FORBIDDEN: { status: 403, title: 'This upload belongs to someone else' },
  UPLOAD_NOT_FOUND: { status: 404, title: 'This upload does not exist' },
  MEDIA_NOT_FOUND: { status: 404, title: 'This file does not exist' },
  UPLOAD_OFFSET_MISMATCH: { status: 409, title: 'This chunk does not start where the upload stands' },
  UPLOAD_EXPIRED: { status: 410, title: 'This upload has expired: start again' },
  FILE_TOO_LARGE: { status: 413, title: 'This file is larger than allowed here' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, title: 'This type of file is not accepted here' },
  FILE_CONTENT_MISMATCH: { status: 422, title: 'The file is not what its type says, or it is damaged' },
  IMAGE_TOO_LARGE: { status: 422, title: 'This picture has too many pixels' },
  VOICE_NOTE_TOO_LONG: { status: 422, title: 'This voice note is longer than allowed' },
  VIDEO_UNAVAILABLE: { status: 503, title: 'Videos cannot be uploaded on this server right now' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof mediaErrors, true> {}
}
