import fs from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createS3Storage } from '../platform/storage/s3-storage';
import type { StorageDriver } from '../platform/storage/storage-driver';

// s3rver ships no types: load it through require and describe the little we use.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer?: Server };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rverServer;

export const TEST_BUCKET = 'test-bucket';

/**
 * An S3-compatible server on 127.0.0.1 with the bucket `test-bucket`, in this process, so that the
 * SDK's requests go over the wire. Its ListObjectsV2 continuation tokens use DES, which Node 17+
 * refuses: keep every listing under one page (1000 keys).
 */
export async function startS3Server(): Promise<{ port: number; close: () => Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'betogether-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  // A client that drops a PUT midway (the storage tests do it on purpose) resets the request, and
  // s3rver leaves that error unhandled: under load it surfaced as an uncaught ECONNRESET in the run.
  server.httpServer?.on('request', (request: IncomingMessage) => request.on('error', () => undefined));
  return {
    port,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** The S3 storage driver on a server `startS3Server` started. */
export function testS3Storage(port: number): StorageDriver {
  return createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: TEST_BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
}

/**
 * A local S3-compatible server (s3rver speaks the real HTTP API) for the length of a test file
 * or describe block. Register it before `useTestApp` so that it is up when the app starts.
 */
export function useS3Server() {
  const state: { port?: number; close?: () => Promise<void> } = {};
  beforeAll(async () => {
    Object.assign(state, await startS3Server());
  });
  afterAll(async () => {
    await state.close?.();
  });
  return {
    endpoint: () => `http://127.0.0.1:${state.port}`,
    /** The app's configuration for this bucket. */
    env: (): Record<string, string> => ({
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${state.port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  };
}
