import type { Readable } from 'node:stream';

export type StoredObject = { stream: Readable; size: number; contentType: string };
export type ByteRange = { start: number; end: number };

/**
 * Where files live: local disk by default, any S3-compatible bucket when configured. Keys are
 * made by the server only (never from a client's file name). Upload chunks are stored as parts as
 * they arrive, so that any app process can continue or finish an upload.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  writeObject(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a local file as `key`, streamed (transcoded videos: tens of MB). */
  writeFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Null when there is no such object; `range` is inclusive, as in HTTP. */
  readObject(key: string, range?: ByteRange): Promise<StoredObject | null>;
  statObject(key: string): Promise<{ size: number; contentType: string } | null>;
  deleteObject(key: string): Promise<void>;
  /**
   * Stores a chunk at `offset`. A stream is read to its end and must bring exactly `length` bytes,
   * else the call fails (the upload's offset then stays where it was).
   */
  writePart(uploadId: string, offset: number, data: Buffer | Readable, length?: number): Promise<void>;
  /** The parts of an upload joined in offset order, in memory: for pictures only (30 MB at most). */
  readParts(uploadId: string): Promise<Buffer>;
  /** The first `bytes` bytes of an upload (enough to tell its type). */
  readPartsHead(uploadId: string, bytes: number): Promise<Buffer>;
  /** Makes the joined parts the object `key`, never holding more than a stream's buffers of them. */
  commitParts(uploadId: string, key: string, contentType: string): Promise<void>;
  deleteParts(uploadId: string): Promise<void>;
}

/** Keys are `<folder>/<uuid>[-suffix].<ext>`: letters, digits, dashes, one slash level. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/.test(key);
}

/** Reads a stream into memory, failing when it does not bring exactly `length` bytes (when given). */
export async function readExactly(stream: Readable, length?: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of stream) {
    received += (chunk as Buffer).length;
    if (length !== undefined && received > length) throw new IncompleteChunkError(length, received);
    chunks.push(chunk as Buffer);
  }
  if (length !== undefined && received !== length) throw new IncompleteChunkError(length, received);
  return Buffer.concat(chunks, received);
}

export class IncompleteChunkError extends Error {
  constructor(expected: number, received: number) {
    super(`expected ${expected} bytes, received ${received}`);
  }
}
