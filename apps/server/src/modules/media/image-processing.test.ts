import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_WIDTHS, ImageRejectedError, type ImageVariantOutput, processImage } from './image-processing';

const GPS_DATUM = 'BT-SECRET-GPS-DATUM';
// 59°19'45.12" N as EXIF rationals; looked for below in both byte orders, as the writer picks one.
const GPS_LATITUDE = '59/1 19/1 4512/100';

function solid(width: number, height: number, background = '#3a6ea5') {
  return sharp({ create: { width, height, channels: 3, background } });
}

function noisy(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

/** A 3000x2000 photo with a red band along its top edge, stored sideways (EXIF orientation 6) with GPS. */
async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const band = await solid(3000, 200, '#ff0000').png().toBuffer();
  const pixels = await solid(3000, 2000, '#2050a0')
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer();
  return sharp(pixels)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'BeTogetherCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS_LATITUDE, GPSMapDatum: GPS_DATUM },
    })
    .toBuffer();
}

function rationalBytes(value: string, littleEndian: boolean): Buffer {
  const numbers = value.split(/[ /]/).map(Number);
  const bytes = Buffer.alloc(numbers.length * 4);
  for (const [i, n] of numbers.entries()) {
    if (littleEndian) bytes.writeUInt32LE(n, i * 4);
    else bytes.writeUInt32BE(n, i * 4);
  }
  return bytes;
}

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

function summary(variants: ImageVariantOutput[]) {
  return variants.map(({ width, height, format }) => `${width}x${height} ${format}`);
}

describe('processImage', () => {
  it('applies the EXIF orientation and strips EXIF and GPS from every output', async () => {
    const input = await sidewaysPhotoWithGps();
    // The input really carries what must disappear.
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    expect(input.includes('Exif')).toBe(true);
    expect(input.includes(GPS_DATUM)).toBe(true);
    const latitude = [rationalBytes(GPS_LATITUDE, true), rationalBytes(GPS_LATITUDE, false)];
    expect(latitude.some((bytes) => input.includes(bytes))).toBe(true);

    const result = await processImage(input);

    expect(result).toMatchObject({ width: 2000, height: 3000, format: 'jpeg' });
    expect(summary(result.variants)).toEqual([
      '160x240 webp',
      '160x240 jpeg',
      '640x960 webp',
      '640x960 jpeg',
      '1280x1920 webp',
      '1280x1920 jpeg',
    ]);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.buffer).metadata();
      expect(metadata.format).toBe(variant.format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const marker of ['Exif', 'EXIF', GPS_DATUM, 'BeTogetherCam']) {
        expect(variant.buffer.includes(marker), marker).toBe(false);
      }
      for (const bytes of latitude) expect(variant.buffer.includes(bytes)).toBe(false);
    }

    // Orientation 6 means "turn 90° clockwise to display": the top band ends up on the right.
    const small = result.variants[0];
    const { data, info } = await sharp(small?.buffer).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [r1, g1] = pixel(info.width - 2, info.height / 2) as [number, number];
    const [r2, , b2] = pixel(1, info.height / 2) as [number, number, number];
    expect(r1).toBeGreaterThan(200);
    expect(g1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(r2);
  });

  it('crops to a centred square on request', async () => {
    const result = await processImage(await solid(1200, 800).jpeg().toBuffer(), { square: true });

    expect(result).toMatchObject({ width: 800, height: 800 });
    expect(summary(result.variants)).toEqual([
      '160x160 webp',
      '160x160 jpeg',
      '640x640 webp',
      '640x640 jpeg',
    ]);
  });

  it('falls back to PNG for a transparent image, keeping its colours', async () => {
    const input = await sharp({
      create: { width: 700, height: 500, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } },
    })
      .png()
      .toBuffer();

    const result = await processImage(input);

    expect(result.format).toBe('png');
    expect(summary(result.variants)).toEqual(['160x114 webp', '160x114 png', '640x457 webp', '640x457 png']);
    for (const variant of result.variants) {
      expect((await sharp(variant.buffer).metadata()).hasAlpha).toBe(true);
    }
    const png = result.variants.find((v) => v.format === 'png' && v.width === 160);
    const pixel = await sharp(png?.buffer).raw().toBuffer();
    // Not premultiplied twice: the colour survives the resize.
    expect(Math.abs((pixel[0] ?? 0) - 200)).toBeLessThanOrEqual(5);
    expect(Math.abs((pixel[3] ?? 0) - 128)).toBeLessThanOrEqual(1);
  });

  it('treats an alpha channel that is fully opaque as opaque (JPEG fallback)', async () => {
    const input = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } },
    })
      .png()
      .toBuffer();

    const result = await processImage(input);

    expect(summary(result.variants)).toEqual([
      '160x107 webp',
      '160x107 jpeg',
      '300x200 webp',
      '300x200 jpeg',
    ]);
    expect((await sharp(result.variants[0]?.buffer).metadata()).hasAlpha).toBe(false);
  });

  it('gives an image well between two sizes a copy at its own width, never a larger one', async () => {
    const between = await processImage(await solid(600, 400).png().toBuffer());
    expect(summary(between.variants)).toEqual([
      '160x107 webp',
      '160x107 jpeg',
      '600x400 webp',
      '600x400 jpeg',
    ]);
    // Barely above a size (700 against 640): that size is enough.
    const near = await processImage(await solid(700, 400).png().toBuffer());
    expect(summary(near.variants)).toEqual(['160x92 webp', '160x92 jpeg', '640x366 webp', '640x366 jpeg']);
  });

  it('makes avatars no wider than their own list of widths', async () => {
    const result = await processImage(await solid(1200, 1200).png().toBuffer(), {
      square: true,
      widths: AVATAR_WIDTHS,
    });
    expect(summary(result.variants)).toEqual([
      '160x160 webp',
      '160x160 jpeg',
      '640x640 webp',
      '640x640 jpeg',
    ]);
  });

  it('never enlarges: a small image gets one variant at its own size', async () => {
    const result = await processImage(await solid(100, 80).png().toBuffer());

    expect(result).toMatchObject({ width: 100, height: 80 });
    expect(summary(result.variants)).toEqual(['100x80 webp', '100x80 jpeg']);
  });

  it('uses only the first frame of an animated GIF', async () => {
    const frame = 120 * 90 * 3;
    const frames = Buffer.alloc(frame * 3);
    for (let f = 0; f < 3; f += 1) {
      for (let i = 0; i < 120 * 90; i += 1) frames[f * frame + i * 3 + f] = 255; // red, green, blue
    }
    const input = await sharp(frames, { raw: { width: 120, height: 270, channels: 3, pageHeight: 90 } })
      .gif()
      .toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(3);

    const result = await processImage(input);

    expect(result).toMatchObject({ width: 120, height: 90, format: 'gif' });
    expect(summary(result.variants)).toEqual(['120x90 webp', '120x90 jpeg']);
    const variant = await sharp(result.variants[0]?.buffer).metadata();
    expect(variant.pages).toBeUndefined();
    const [r, g, b] = await sharp(result.variants[1]?.buffer).raw().toBuffer();
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(50);
    expect(b).toBeLessThan(50);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    // 10000x10000 of one colour: a small file that would decode to 300 MB.
    const bomb = await solid(10_000, 10_000).png().toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);

    const started = performance.now();
    const error = await rejectionOf(processImage(bomb));
    const elapsed = performance.now() - started;

    expect(error.reason).toBe('too-many-pixels');
    expect(elapsed).toBeLessThan(500);
  });

  it('applies a lowered pixel limit', async () => {
    const input = await solid(2000, 2000).jpeg().toBuffer();

    expect((await rejectionOf(processImage(input, { maxPixels: 3_000_000 }))).reason).toBe('too-many-pixels');
    await expect(processImage(input, { maxPixels: 4_000_000 })).resolves.toMatchObject({ width: 2000 });
  });

  it.each([
    ['JPEG', () => noisy(800, 600).jpeg().toBuffer()],
    ['PNG', () => noisy(800, 600).png().toBuffer()],
  ])('refuses a truncated %s as unreadable', async (_name, make) => {
    const whole = await make();
    await expect(processImage(whole)).resolves.toBeDefined();

    const error = await rejectionOf(processImage(whole.subarray(0, whole.length >> 1)));

    expect(error.reason).toBe('unreadable');
    // The decoder's words go to the log through `cause`, not to the member.
    expect(error.message).not.toMatch(/vips|png|jpeg/i);
    expect(String((error.cause as Error).message)).toMatch(/vips/i);
  });

  it('refuses random bytes and empty input as unreadable', async () => {
    expect((await rejectionOf(processImage(randomBytes(4096)))).reason).toBe('unreadable');
    expect((await rejectionOf(processImage(Buffer.alloc(0)))).reason).toBe('unreadable');
  });

  it('refuses formats sharp reads but we do not accept (SVG, TIFF)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
    );
    const tiff = await solid(40, 40).tiff().toBuffer();

    expect((await rejectionOf(processImage(svg))).reason).toBe('unsupported');
    expect((await rejectionOf(processImage(tiff))).reason).toBe('unsupported');
  });

  it('computes a 4x3-component blurhash (28 characters)', async () => {
    const { blurhash } = await processImage(await noisy(400, 300).jpeg().toBuffer());

    expect(blurhash).toHaveLength(28);
    expect(blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]+$/);
  });
});
