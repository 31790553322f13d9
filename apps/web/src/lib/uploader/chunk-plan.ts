import { FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES } from '@betogether/contracts/media/media.constants';

/*
 * Spec §9: chunks start at 256 KiB and double after each successful chunk, up to 32 MiB. Small
 * chunks first keep a slow or flaky connection from losing much; large ones later keep the
 * number of requests low for big files.
 */

/** The size after a chunk: doubled when the server took it, unchanged when it failed. */
export function nextChunkSize(size: number, succeeded: boolean): number {
  return succeeded ? Math.min(size * 2, MAX_CHUNK_BYTES) : size;
}

/** How many bytes the chunk starting at `offset` carries: never beyond the end of the file. */
export function chunkLength(size: number, offset: number, totalBytes: number): number {
  return Math.max(0, Math.min(size, totalBytes - offset));
}

/** The lengths a file goes in when every chunk succeeds at the first try. */
export function plannedChunkLengths(totalBytes: number): number[] {
  const lengths: number[] = [];
  let size = FIRST_CHUNK_BYTES;
  for (let offset = 0; offset < totalBytes; ) {
    const length = chunkLength(size, offset, totalBytes);
    lengths.push(length);
    offset += length;
    size = nextChunkSize(size, true);
  }
  return lengths;
}
