import fs from 'node:fs/promises';

/** The RFC 6381 codecs string, from the avcC box the encoder wrote (profile, constraints, level). */
export async function codecsOf(file: string, audio: boolean): Promise<string> {
  const moov = await topLevelBox(file, 'moov');
  const at = moov.indexOf('avcC');
  if (at < 0 || at + 8 > moov.length) throw new Error(`${file} has no avcC box`);
  const hex = (offset: number) => (moov[at + offset] ?? 0).toString(16).padStart(2, '0');
  const video = `avc1.${hex(5)}${hex(6)}${hex(7)}`;
  return audio ? `${video},mp4a.40.2` : video;
}

async function topLevelBox(file: string, type: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= size; ) {
      await handle.read(header, 0, 16, offset);
      const short = header.readUInt32BE(0);
      const headerSize = short === 1 ? 16 : 8;
      const boxSize = short === 1 ? Number(header.readBigUInt64BE(8)) : short === 0 ? size - offset : short;
      if (boxSize < headerSize) break;
      if (header.toString('latin1', 4, 8) === type) {
        const body = Buffer.alloc(boxSize - headerSize);
        await handle.read(body, 0, body.length, offset + headerSize);
        return body;
      }
      offset += boxSize;
    }
  } finally {
    await handle.close();
  }
  throw new Error(`${file} has no ${type} box`);
}
