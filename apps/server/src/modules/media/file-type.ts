import { typeExtensions, typesByExtension } from '@betogether/contracts/media/media.constants';

export type FileType = { contentType: string; extension: string };

/** Types named by their usual extensions. */
const namedTypes = (...extensions: string[]) =>
  extensions.map((extension) => typesByExtension[extension] ?? '');

/** Word, Excel, PowerPoint and OpenDocument files are ZIP archives: their name says which. */
const zipTypes = namedTypes('zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp');

/** Office 97–2003 files share one container (OLE). */
const oleTypes = namedTypes('doc', 'xls', 'ppt');

const textTypes = ['text/plain', 'text/csv'];

/** A page or drawing a browser would render: never taken as plain text. */
const MARKUP = /^\s*<(?:!doctype\s+html|html|head|body|svg|\?xml|script|iframe)\b/i;

/**
 * Text without a signature: no NUL and no control characters but tabs, line and page breaks (in
 * UTF-8, Latin-1 or UTF-16 with its byte-order mark), and not markup.
 */
function isPlainText(head: Buffer): boolean {
  if (head.length === 0) return false;
  let text: string;
  if (head[0] === 0xff && head[1] === 0xfe) text = head.subarray(2).toString('utf16le');
  else if (head[0] === 0xfe && head[1] === 0xff)
    text = Buffer.from(head.subarray(2, head.length - (head.length % 2)))
      .swap16()
      .toString('utf16le');
  else text = head.toString('utf8').replace(/^\uFEFF/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused in a text file
  if (/[\u0000-\u0008\u000b\u000e-\u001f]/.test(text)) return false;
  return !MARKUP.test(text);
}

/** Every type the first bytes may be, the most likely first (a WebM file: a video, or a sound). */
function candidateTypes(b: Buffer): readonly string[] {
  const ascii = (start: number, end: number) => b.toString('latin1', start, end);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return ['image/jpeg'];
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return ['image/png'];
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return ['image/webp'];
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return ['audio/wav'];
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(0, 6))) return ['image/gif'];
  if (b.length >= 12 && ascii(4, 8) === 'ftyp')
    return ascii(8, 12) === 'qt  ' ? ['video/quicktime'] : ['video/mp4', 'audio/mp4'];
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return ['video/webm', 'audio/webm'];
  if (b.length >= 4 && ascii(0, 4) === 'OggS') return ['audio/ogg'];
  // Text in UTF-16 opens with a byte-order mark that also reads as an MPEG frame's sync bits.
  if (b[0] === 0xff && b[1] === 0xfe && isPlainText(b)) return textTypes;
  // ID3 tags, or an MPEG audio frame's sync bits.
  if (
    (b.length >= 3 && ascii(0, 3) === 'ID3') ||
    (b.length >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)
  )
    return ['audio/mpeg'];
  if (b.length >= 5 && ascii(0, 5) === '%PDF-') return ['application/pdf'];
  if (b.length >= 4 && ascii(0, 2) === 'PK' && [0x0403, 0x0605, 0x0807].includes(b.readUInt16LE(2)))
    return zipTypes;
  if (b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0 && b.readUInt32BE(4) === 0xa1b11ae1) return oleTypes;
  return isPlainText(b) ? textTypes : [];
}

const kindOf = (contentType: string) => contentType.split('/')[0];

/**
 * The type of a file from its first bytes, never from its name or the type a client declared
 * alone: among the types `accepted`, the declared one when the bytes may be it (a ZIP claimed as
 * a .docx), else one of the same kind for a picture, video or sound (a PNG named .jpg). Null when
 * the bytes are none of them: a "PDF" that is not one, an executable, a page.
 */
export function matchType(head: Buffer, declaredType: string, accepted: readonly string[]): FileType | null {
  const candidates = candidateTypes(head).filter((type) => accepted.includes(type));
  const declaredKind = kindOf(declaredType);
  const chosen = candidates.includes(declaredType)
    ? declaredType
    : ['image', 'video', 'audio'].includes(declaredKind ?? '')
      ? candidates.find((type) => kindOf(type) === declaredKind)
      : undefined;
  return chosen ? { contentType: chosen, extension: typeExtensions[chosen]?.[0] ?? 'bin' } : null;
}
