import {
  purposeRules,
  typeAliases,
  typeExtensions,
  typesByExtension,
} from '@betogether/contracts/media/media.constants';
import type { MediaPurpose } from '@betogether/contracts/media/media.schemas';
import type { MediaRow } from './media.tables';

/**
 * Files stored as sent (chat files and voice notes, `asIs` in the purpose's rules): their names,
 * the type they are taken for, and how they are served.
 */

/** Types that tell nothing a file's name does not say better (a .csv from Excel on Windows). */
const vagueTypes = new Set(['', 'application/octet-stream', 'text/plain', 'application/vnd.ms-excel']);

function extensionOf(name: string | null | undefined): string {
  const dot = name?.lastIndexOf('.') ?? -1;
  return dot > 0 && name ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The type a client declared, without its parameters (`audio/webm;codecs=opus`) and under its
 * usual name (Windows' `application/x-zip-compressed` is a ZIP). For a purpose that keeps file
 * names, a vague type gives way to the one the name says. The bytes are checked against it after.
 */
export function declaredTypeOf(purpose: MediaPurpose, declared: string, fileName?: string | null): string {
  const bare = (declared.split(';')[0] ?? '').trim().toLowerCase();
  const type = typeAliases[bare] ?? bare;
  if (purposeRules[purpose].asIs !== 'attachment' || !vagueTypes.has(type)) return type;
  return typesByExtension[extensionOf(fileName)] ?? type;
}

/** Longest name kept, in characters, before its extension (the column holds 255). */
const MAX_STEM_CHARS = 200;

/**
 * A file's name as the recipient sees and saves it: no folders, no control, invisible or
 * direction characters (a right-to-left mark turning `exe.pdf` around), none that Windows refuses; ending with an extension of its
 * real type, added when the name has another (`notes.js` sent as text becomes `notes.js.txt`).
 */
export function safeFileName(name: string | null | undefined, contentType: string): string {
  const own = typeExtensions[contentType] ?? [];
  const base =
    (name ?? '')
      .split(/[/\\]/)
      .pop()
      ?.normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a file name loses
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      .replace(/[<>:"|?*]/g, '_')
      .replace(/^[\s.]+|[\s.]+$/g, '') ?? '';
  const extension = extensionOf(base);
  const keeps = own.includes(extension);
  const stem = keeps ? base.slice(0, base.length - extension.length - 1) : base;
  const shortStem = Array.from(stem).slice(0, MAX_STEM_CHARS).join('').trim() || 'file';
  return `${shortStem}.${keeps ? base.slice(base.length - extension.length) : (own[0] ?? 'bin')}`;
}

/** `attachment` or `inline` with the name, in ASCII for old clients and in UTF-8 (RFC 6266). */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * How a file stored as sent is served: its own checked type (not the one its stored name
 * suggests), as a download with its name, or inline for a voice note an <audio> plays. Null for
 * the other purposes.
 */
export function servedAs(row: MediaRow): { contentType: string; disposition: string } | null {
  const asIs = purposeRules[row.purpose as MediaPurpose]?.asIs;
  if (!asIs) return null;
  const name = row.fileName ?? safeFileName(asIs === 'inline' ? 'voice-note' : 'file', row.contentType);
  return { contentType: row.contentType, disposition: contentDisposition(asIs, name) };
}
