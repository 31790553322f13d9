import { chatFileTypes, imageTypes, purposeRules } from '@betogether/contracts/media/media.constants';

export type ChatFilePurpose = 'chat-image' | 'chat-file';

/** Why a chosen file cannot be sent, before any byte leaves: its type, or its size. */
export type FileRefusal = { reason: 'type' } | { reason: 'size'; maxBytes: number };

/**
 * How a chosen file travels: a picture the server can process as a picture (shown in the
 * thread), anything else the chat accepts as a file (downloaded as sent), or a refusal.
 */
export function purposeOf(file: Pick<File, 'type' | 'size'>): ChatFilePurpose | FileRefusal {
  const type = file.type.toLowerCase();
  const image = (imageTypes as readonly string[]).includes(type);
  const purpose: ChatFilePurpose | null = image
    ? 'chat-image'
    : chatFileTypes.includes(type)
      ? 'chat-file'
      : null;
  if (!purpose) return { reason: 'type' };
  const { maxBytes } = purposeRules[purpose];
  return file.size > maxBytes ? { reason: 'size', maxBytes } : purpose;
}

/** Sizes as people read them: 820 KB, 4.2 MB. */
export function fileSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(Math.max(mb ? bytes / 1024 / 1024 : bytes / 1024, mb ? 0 : 1));
}
