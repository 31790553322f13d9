import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, IncompleteChunkError, isSafeKey, type StorageDriver } from './storage-driver';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  ts: 'video/mp2t',
  pdf: 'application/pdf',
};

/** Files under `<root>/objects`, each upload's parts in `<root>/parts/<uploadId>.part`. */
export function createLocalStorage(root: string): StorageDriver {
  const objectPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, 'objects', key);
  };
  const partsFile = (uploadId: string) => {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error(`unsafe upload id: ${uploadId}`);
    return path.join(root, 'parts', `${uploadId}.part`);
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
    async writeFile(key, filePath) {
      const target = objectPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.copyFile(filePath, temporary);
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
    // Parts are written in place into one file per upload: chunks arrive in offset order, a resent
    // chunk overwrites the same bytes, and committing the upload is a rename.
    async writePart(uploadId, offset, data, length) {
      const file = partsFile(uploadId);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const flags = existsSync(file) ? 'r+' : 'w';
      if (Buffer.isBuffer(data)) {
        const handle = await fs.open(file, flags);
        try {
          await handle.write(data, 0, data.length, offset);
        } finally {
          await handle.close();
        }
        return;
      }
      // Straight from the request to the file: no copy of the chunk in memory.
      let received = 0;
      const expected = length ?? Number.POSITIVE_INFINITY;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > expected ? new IncompleteChunkError(expected, received) : null, chunk);
        },
      });
      await pipeline(data, counter, createWriteStream(file, { flags, start: offset }));
      if (length !== undefined && received !== length) throw new IncompleteChunkError(length, received);
    },
    async readParts(uploadId) {
      return fs.readFile(partsFile(uploadId)).catch(() => Buffer.alloc(0));
    },
    async readPartsHead(uploadId, bytes) {
      const handle = await fs.open(partsFile(uploadId), 'r').catch(() => null);
      if (!handle) return Buffer.alloc(0);
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async commitParts(uploadId, key) {
      const target = objectPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(partsFile(uploadId), target);
    },
    async deleteParts(uploadId) {
      await fs.rm(partsFile(uploadId), { force: true });
    },
  };
}
