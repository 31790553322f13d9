import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isSafeKey, readExactly, type StorageDriver } from './storage-driver';

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

  /** The keys under `prefix`, one listing page (at most 1000) at a time. */
  async function* listPages(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      yield (page.Contents ?? []).flatMap((entry) => (entry.Key ? [entry.Key] : []));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    async writeObject(key, data, contentType) {
      // A PUT is atomic on S3: a reader sees the old object or the new one, never half of it.
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
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
      // S3 wants the length up front: a stream is read (and its length checked) first.
      const body = Buffer.isBuffer(data) ? data : await readExactly(data, length);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body }));
    },
    async readParts(uploadId) {
      const keys: string[] = [];
      for await (const page of listPages(partsPrefix(uploadId))) {
        keys.push(...page.filter((key) => /\/\d{16}$/.test(key)));
      }
      // Zero-padded offsets: key order is offset order.
      keys.sort();
      const parts = await Promise.all(
        keys.map(async (Key) => {
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
    async commitParts(uploadId, key, contentType) {
      await this.writeObject(key, await this.readParts(uploadId), contentType);
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
