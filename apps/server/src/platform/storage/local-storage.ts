import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ByteRange, isSafeKey, type StorageDriver } from './storage-driver';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** Files under `<root>/objects`, upload parts under `<root>/parts/<uploadId>/<offset>`. */
export function createLocalStorage(root: string): StorageDriver {
  const objectPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, 'objects', key);
  };
  const partsDir = (uploadId: string) => {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error(`unsafe upload id: ${uploadId}`);
    return path.join(root, 'parts', uploadId);
  };

  return {
    kind: 'local',
    async writeObject(key, data) {
      const target = objectPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async readObject(key, range?: ByteRange) {
      const target = objectPath(key);
      const stat = await fs.stat(target).catch(() => null);
      if (!stat) return null;
      const extension = key.split('.').pop() ?? '';
      const stream = range
        ? createReadStream(target, { start: range.start, end: range.end })
        : createReadStream(target);
      return { stream, size: stat.size, contentType: contentTypes[extension] ?? 'application/octet-stream' };
    },
    async statObject(key) {
      const stat = await fs.stat(objectPath(key)).catch(() => null);
      if (!stat) return null;
      return {
        size: stat.size,
        contentType: contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
      };
    },
    async deleteObject(key) {
      await fs.rm(objectPath(key), { force: true });
    },
    async writePart(uploadId, offset, data) {
      const dir = partsDir(uploadId);
      await fs.mkdir(dir, { recursive: true });
      const name = String(offset).padStart(16, '0');
      await fs.writeFile(path.join(dir, `${name}.tmp`), data);
      await fs.rename(path.join(dir, `${name}.tmp`), path.join(dir, name));
    },
    async readParts(uploadId) {
      const dir = partsDir(uploadId);
      const names = (await fs.readdir(dir).catch(() => [] as string[]))
        .filter((n) => /^\d{16}$/.test(n))
        .sort();
      return Buffer.concat(await Promise.all(names.map((n) => fs.readFile(path.join(dir, n)))));
    },
    async deleteParts(uploadId) {
      await fs.rm(partsDir(uploadId), { recursive: true, force: true });
    },
  };
}
