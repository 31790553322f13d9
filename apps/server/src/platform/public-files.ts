import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type PublicFiles = {
  /** Stores bytes under a server-made name and answers the URL path that serves them. */
  save(folder: 'avatars', bytes: Buffer, extension: 'jpg' | 'png' | 'webp'): Promise<string>;
  remove(url: string): Promise<void>;
  root: string;
};

export const PUBLIC_FILES_PREFIX = '/files/';

export function createPublicFiles(root: string): PublicFiles {
  return {
    root,
    async save(folder, bytes, extension) {
      const name = `${randomUUID()}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes);
      return `${PUBLIC_FILES_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(PUBLIC_FILES_PREFIX)) return;
      const relative = path.normalize(url.slice(PUBLIC_FILES_PREFIX.length));
      if (relative.startsWith('..')) return;
      await fs.rm(path.join(root, relative), { force: true });
    },
  };
}

/** The type is decided from the first bytes, never from a name or a declared type. */
export function sniffImage(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}
