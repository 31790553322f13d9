/**
 * Upload protocol (a documented equivalent of tus 1.0 core, see docs/uploads.md):
 * files up to SINGLE_REQUEST_MAX_BYTES go in one `POST /api/media?purpose=…` with the bytes as
 * body; larger ones open a session (`POST /api/uploads`), send chunks with
 * `PATCH /api/uploads/{id}` + `Upload-Offset`, ask the offset with `HEAD /api/uploads/{id}` after
 * a lost connection, and the last chunk turns the session into a media object (the calls are in
 * media.endpoints.ts). No zod here: the browser's uploader imports these values.
 */
export const SINGLE_REQUEST_MAX_BYTES = 256 * 1024;
/** Spec §9: chunks start at 256 KB and double after each successful chunk, up to 32 MB. */
export const FIRST_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 32 * 1024 * 1024;
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const videoTypes = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export const mediaPurposes = [
  'avatar',
  'cover',
  'post-media',
  'short-video',
  'story-image',
  'story-video',
  'task-picture',
  'task-video',
  'task-proof',
] as const;

/** Purposes whose files are transcoded (ffmpeg): refused while video is unavailable on the server. */
export const videoPurposes: readonly string[] = ['short-video', 'story-video', 'task-video'];

/**
 * The largest video any limit may allow; the admins' limits (duration, bytes) sit below it
 * (`GET /api/media/video-limits`), with these defaults.
 */
export const VIDEO_MAX_BYTES_CEILING = 2 * 1024 * 1024 * 1024;
export const defaultVideoLimits = { maxSeconds: 180, maxBytes: 200 * 1024 * 1024, storyMaxSeconds: 60 };

/** Videos longer than this are also cut into HLS renditions (hls.js plays them in the browser). */
export const HLS_MIN_SECONDS = 60;

/** What each purpose accepts. Later purposes (tasks, KYC, chat) add their line. */
export const purposeRules: Record<
  (typeof mediaPurposes)[number],
  { maxBytes: number; types: readonly string[]; visibility: 'public' | 'private' }
> = {
  avatar: { maxBytes: 20 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  cover: { maxBytes: 20 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  'post-media': { maxBytes: 30 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  // Transcoded on the queue; the admins' byte limit applies below this ceiling.
  'short-video': { maxBytes: VIDEO_MAX_BYTES_CEILING, types: videoTypes, visibility: 'public' },
  // Stories are seen by friends or a close-friends list: their files only through signed links.
  'story-image': { maxBytes: 30 * 1024 * 1024, types: imageTypes, visibility: 'private' },
  'story-video': { maxBytes: VIDEO_MAX_BYTES_CEILING, types: videoTypes, visibility: 'private' },
  // A partner's task pictures and video are shown to every member a live task targets.
  'task-picture': { maxBytes: 30 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  'task-video': { maxBytes: VIDEO_MAX_BYTES_CEILING, types: videoTypes, visibility: 'public' },
  // A special task's photo proof: seen by its reviewer only, through signed links.
  'task-proof': { maxBytes: 30 * 1024 * 1024, types: imageTypes, visibility: 'private' },
};
