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

/** What browsers' MediaRecorder makes: WebM or Ogg Opus (Chrome, Firefox), MP4 AAC (Safari), MP3. */
export const voiceNoteTypes = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg'] as const;

/** A voice note plays at most this long (measured on the server). */
export const VOICE_NOTE_MAX_SECONDS = 5 * 60;

/** Documents sent in a chat; OOXML and OpenDocument files are ZIP archives, .doc/.xls/.ppt OLE files. */
export const documentTypes = [
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
] as const;

/**
 * A chat file: a document, or a picture, video or sound sent "as a file" (kept as it is, never
 * processed). Never HTML or SVG: nothing sent is ever shown as a page.
 */
export const chatFileTypes: readonly string[] = [
  ...documentTypes,
  ...imageTypes,
  ...videoTypes,
  ...voiceNoteTypes,
  'audio/wav',
];

/**
 * The extensions of each type a purpose may accept, its usual one first (a file stored as sent is
 * stored with it; a name with none of its type's gets it added).
 */
export const typeExtensions: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'video/quicktime': ['mov', 'qt'],
  'audio/webm': ['webm', 'weba'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/mp4': ['m4a', 'mp4', 'aac'],
  'audio/mpeg': ['mp3'],
  'audio/wav': ['wav'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'text', 'log', 'md', 'markdown'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
};

/**
 * The type a file's name says (the first type listed with its extension: a .webm is a video), for
 * a browser that declares none (`application/octet-stream`) or a vague one (Excel's type for a
 * .csv): the bytes are still checked against it.
 */
export const typesByExtension: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(typeExtensions)
    .flatMap(([type, extensions]) => extensions.map((extension) => [extension, type]))
    .reverse(),
);

/** Other names browsers give the accepted types (Windows' ZIP, Safari's M4A…): taken as these. */
export const typeAliases: Readonly<Record<string, string>> = {
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'text/x-csv': 'text/csv',
  'application/csv': 'text/csv',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'image/jpg': 'image/jpeg',
};

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
  'chat-image',
  'chat-file',
  'chat-voice',
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
  {
    maxBytes: number;
    types: readonly string[];
    visibility: 'public' | 'private';
    /**
     * Stored as sent, never processed: ready as soon as it is uploaded, and served as a download
     * (`attachment`) or played in the page (`inline`). Absent: processed (pictures, videos).
     */
    asIs?: 'attachment' | 'inline';
  }
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
  // Chat ([10]): seen by the conversation's members only, through signed links.
  'chat-image': { maxBytes: 30 * 1024 * 1024, types: imageTypes, visibility: 'private' },
  'chat-file': {
    maxBytes: 25 * 1024 * 1024,
    types: chatFileTypes,
    visibility: 'private',
    asIs: 'attachment',
  },
  'chat-voice': { maxBytes: 10 * 1024 * 1024, types: voiceNoteTypes, visibility: 'private', asIs: 'inline' },
};
