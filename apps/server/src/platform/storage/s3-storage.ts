import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { IncompleteChunkError, isSafeKey, readExactly, type StorageDriver } from './storage-driver';

/** S3's smallest part of a multipart upload (all but the last); smaller chunks are grouped up to it. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

export type S3StorageOptions = {
  /** Unset for AWS itself; set for any other S3-compatible service (MinIO, R2, …). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: MinIO and most self-hosted stores. */
  forcePathStyle?: boolean;
};

/** Objects under `objects/<key>`, upload parts under `parts/<uploadId>/<offset padded to 16 digits>`. */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Since SDK 3.729 checksums are sent and checked on every call by default, which several
    // S3-compatible services reject or mishandle: only send them where S3 requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `objects/${key}`;
  };
  const partsPrefix = (uploadId: string) => {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error(`unsafe upload id: ${uploadId}`);
    return `parts/${uploadId}/`;
  };

  /** The keys under `prefix` with their sizes, one listing page (at most 1000) at a time. */
  async function* listEntries(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      yield (page.Contents ?? []).flatMap((entry) =>
        entry.Key ? [{ key: entry.Key, size: entry.Size ?? 0 }] : [],
      );
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function* listPages(Prefix: string) {
    for await (const entries of listEntries(Prefix)) yield entries.map((entry) => entry.key);
  }

  /** An upload's parts in offset order (zero-padded offsets: key order is offset order). */
  async function partsOf(uploadId: string) {
    const parts: Array<{ key: string; size: number }> = [];
    for await (const page of listEntries(partsPrefix(uploadId)))
      parts.push(...page.filter((entry) => /\/\d{16}$/.test(entry.key)));
    return parts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** The bytes of several parts, one after the other, as they are read (never all held). */
  async function* partBytes(keys: string[]) {
    for (const Key of keys) {
      const response = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(response.Body instanceof Readable)) throw new Error('S3 response body is not a Node stream');
      yield* response.Body;
    }
  }

  /** Consecutive parts grouped so that each group but the last reaches S3's minimum part size. */
  function groupParts(parts: Array<{ key: string; size: number }>) {
    const groups: Array<{ keys: string[]; size: number }> = [];
    let current = { keys: [] as string[], size: 0 };
    for (const part of parts) {
      current.keys.push(part.key);
      current.size += part.size;
      if (current.size >= MIN_PART_BYTES) {
        groups.push(current);
        current = { keys: [], size: 0 };
      }
    }
    if (current.keys.length > 0) groups.push(current);
    return groups;
  }

  return {
    kind: 's3',
    async writeObject(key, data, contentType) {
      // A PUT is atomic on S3: a reader sees the old object or the new one, never half of it.
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async writeFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async readObject(key, range) {
      const Key = objectKey(key);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const response = await nullIfMissing(client.send(new GetObjectCommand({ Bucket, Key, Range })));
      if (!response) return null;
      if (!(response.Body instanceof Readable)) throw new Error('S3 response body is not a Node stream');
      // A ranged answer carries the full size after the slash: `bytes 0-99/12345`.
      const total = response.ContentRange?.match(/\/(\d+)$/)?.[1];
      return {
        stream: response.Body,
        size: total ? Number(total) : (response.ContentLength ?? 0),
        contentType: response.ContentType ?? 'application/octet-stream',
      };
    },
    async statObject(key) {
      const response = await nullIfMissing(
        client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })),
      );
      if (!response) return null;
      return {
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? 'application/octet-stream',
      };
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async writePart(uploadId, offset, data, length) {
      const Key = `${partsPrefix(uploadId)}${String(offset).padStart(16, '0')}`;
      if (Buffer.isBuffer(data) || length === undefined) {
        const body = Buffer.isBuffer(data) ? data : await readExactly(data);
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body }));
        return;
      }
      // Straight from the request to S3 with its announced length: no copy of the chunk in memory.
      // Too few or too many bytes, or a dropped connection, abort the PUT (S3 keeps nothing of it).
      const abort = new AbortController();
      let failure: Error | undefined;
      const fail = (error: Error) => {
        failure ??= error;
        abort.abort(failure);
        return failure;
      };
      let received = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > length ? fail(new IncompleteChunkError(length, received)) : null, chunk);
        },
        flush(done) {
          done(received === length ? null : fail(new IncompleteChunkError(length, received)));
        },
      });
      // A dropped connection errors or closes the request early: an incomplete chunk, as on disk.
      const dropped = () => counted.destroy(fail(new IncompleteChunkError(length, received)));
      data.once('error', dropped);
      data.once('close', () => {
        if (!data.readableEnded) dropped();
      });
      // The failure is answered through `failure` once the aborted PUT returns, not as an event.
      counted.on('error', () => undefined);
      data.pipe(counted);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: counted, ContentLength: length }), {
          abortSignal: abort.signal,
        });
      } catch (error) {
        throw failure ?? error;
      }
    },
    async readParts(uploadId) {
      const parts = await Promise.all(
        (await partsOf(uploadId)).map(async ({ key: Key }) => {
          const response = await client.send(new GetObjectCommand({ Bucket, Key }));
          return response.Body ? response.Body.transformToByteArray() : new Uint8Array();
        }),
      );
      return Buffer.concat(parts);
    },
    async readPartsHead(uploadId, bytes) {
      // The first part starts at offset 0: its first bytes are the file's.
      const Key = `${partsPrefix(uploadId)}${'0'.repeat(16)}`;
      const response = await nullIfMissing(
        client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${bytes - 1}` })),
      );
      return Buffer.from(response?.Body ? await response.Body.transformToByteArray() : new Uint8Array());
    },
    // S3 cannot rename: one part is copied inside the bucket; several become a multipart upload,
    // each part streamed from the stored chunks (grouped to S3's 5 MB minimum), never all in memory.
    // (UploadPartCopy would avoid the round trip, but not every S3-compatible service has it.)
    async commitParts(uploadId, key, contentType) {
      const Key = objectKey(key);
      const parts = await partsOf(uploadId);
      if (parts.length <= 1) {
        const source = parts[0]?.key;
        if (!source) throw new Error(`upload ${uploadId} has no parts to commit`);
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key,
            CopySource: `${Bucket}/${source}`,
            ContentType: contentType,
            MetadataDirective: 'REPLACE',
          }),
        );
        return;
      }
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }),
      );
      try {
        const completed: Array<{ ETag: string | undefined; PartNumber: number }> = [];
        for (const [index, group] of groupParts(parts).entries()) {
          const PartNumber = index + 1;
          // The SDK cannot retry a stream it has read: a failed part is sent again from its chunks.
          let ETag: string | undefined;
          for (let attempt = 1; ; attempt += 1) {
            try {
              ({ ETag } = await client.send(
                new UploadPartCommand({
                  Bucket,
                  Key,
                  UploadId,
                  PartNumber,
                  Body: Readable.from(partBytes(group.keys)),
                  ContentLength: group.size,
                }),
              ));
              break;
            } catch (error) {
              if (attempt >= 3) throw error;
            }
          }
          completed.push({ ETag, PartNumber });
        }
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: completed },
          }),
        );
      } catch (error) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
        throw error;
      }
    },
    async deleteParts(uploadId) {
      for await (const keys of listPages(partsPrefix(uploadId))) {
        if (keys.length === 0) continue;
        const response = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = response.Errors?.[0];
        if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
  };
}

/**
 * A missing object is `NoSuchKey` on GET and a bodiless 404 (`NotFound`) on HEAD. A missing bucket
 * (`NoSuchBucket`) is also a 404 but a configuration error, so it still throws on GET.
 */
async function nullIfMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    const missing = error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name);
    if (missing) return null;
    throw error;
  }
}
