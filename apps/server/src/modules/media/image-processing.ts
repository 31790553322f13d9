import { encode } from 'blurhash';
import sharp, { type OutputInfo, type SharpOptions } from 'sharp';

/**
 * `message` can be shown to the member; the decoder's own words stay in `cause`. The caller maps
 * `reason` to its error code (FILE_CONTENT_MISMATCH, IMAGE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED).
 */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-many-pixels' | 'unsupported',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ImageRejectedError';
  }
}

const IMAGE_WIDTHS = [160, 640, 1280] as const;
/** Avatars are never drawn wider than 640 px (the profile header): no larger copy is made. */
export const AVATAR_WIDTHS = [160, 640] as const;
/** How much wider than the largest fitting width an image must be to get a copy at its own width. */
const OWN_WIDTH_STEP = 1.25;
/** A 12 MP phone photo (even a 24 MP camera one) passes; a PNG of a few hundred KB that decodes to gigabytes does not. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageVariantOutput = {
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'png';
  buffer: Buffer;
};

type InputFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export type ProcessImageOptions = { square?: boolean; widths?: readonly number[]; maxPixels?: number };

export type ProcessedImage = {
  width: number;
  height: number;
  format: InputFormat;
  blurhash: string;
  variants: ImageVariantOutput[];
};

// SVG (scripts, external references), TIFF, HEIF and the rest are refused even though sharp reads them.
const inputFormats: readonly string[] = ['jpeg', 'png', 'webp', 'gif'] satisfies InputFormat[];
const isInputFormat = (format: string): format is InputFormat => inputFormats.includes(format);

// WebP cannot encode a side longer than 16,383 px: a very tall panorama gets narrower variants.
const WEBP_MAX_SIDE = 16_383;
const BLURHASH_WIDTH = 32;

type RawImage = { data: Buffer; raw: { width: number; height: number; channels: 3 | 4 } };

/**
 * Orients (EXIF), optionally crops to a centred square, and encodes each width as WebP plus a
 * JPEG (opaque) or PNG (transparent) fallback. Metadata (EXIF, GPS, XMP) is never copied over.
 * The input is decoded once, to the largest variant, and every output is encoded from that.
 */
export async function processImage(
  input: Buffer,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const inputOptions = {
    // Stricter than 'truncated' (corrupt data is refused too), but unlike sharp's default
    // 'warning' it accepts the harmless warnings that many camera JPEGs raise.
    failOn: 'error',
    limitInputPixels: maxPixels,
    // Only the first frame of an animated GIF or WebP is decoded.
    pages: 1,
  } satisfies SharpOptions;

  const metadata = await readHeader(input, inputOptions);
  const format = metadata.format;
  if (!isInputFormat(format)) {
    throw new ImageRejectedError('unsupported', `Pictures in ${format} format are not accepted`);
  }
  if (metadata.width * metadata.height > maxPixels) {
    throw new ImageRejectedError('too-many-pixels', 'This picture has too many pixels');
  }

  const oriented = metadata.autoOrient;
  const side = Math.min(oriented.width, oriented.height);
  const width = options.square ? side : oriented.width;
  const height = options.square ? side : oriented.height;
  const configured = (options.widths ?? IMAGE_WIDTHS).filter((w) => w > 0);
  const fitting = configured.filter((w) => w <= width);
  const largest = Math.max(0, ...fitting);
  // Never enlarged. An image narrower than the largest width also gets one at its own width when
  // that is well above the largest fitting one: a 600 px photo is not shown from its 160 px copy.
  const ownWidth = width < Math.max(...configured) && width > largest * OWN_WIDTH_STEP;
  const targetWidths = ownWidth ? [...fitting, width] : fitting;

  const base = await decode(input, inputOptions, Math.max(...targetWidths), options.square ?? false);
  const opaque = base.raw.channels === 3 || (await sharp(base.data, { raw: base.raw }).stats()).isOpaque;
  const fallback = opaque ? 'jpeg' : 'png';
  // A height-capped panorama can be narrower than several targets: encode each size once.
  const sizes = [...new Set(targetWidths.map((w) => Math.min(w, base.raw.width)))].sort((a, b) => a - b);

  const [blurhash, ...variants] = await Promise.all([
    blurhashOf(base),
    ...sizes.flatMap((w) => [
      encodeVariant(base, w, 'webp', opaque),
      encodeVariant(base, w, fallback, opaque),
    ]),
  ]);
  return { width, height, format, blurhash, variants };
}

/** Reads the header only: a bomb is refused here, before any pixel is decoded. */
async function readHeader(input: Buffer, inputOptions: SharpOptions) {
  try {
    return await sharp(input, inputOptions).metadata();
  } catch (error) {
    throw rejection(error);
  }
}

function rejection(error: unknown): ImageRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('pixel limit')) {
    return new ImageRejectedError('too-many-pixels', 'This picture has too many pixels', { cause: error });
  }
  return new ImageRejectedError('unreadable', 'The file is damaged or is not a picture', { cause: error });
}

/** Decodes, orients and scales to `targetWidth`, as raw sRGB (3 channels, or 4 with alpha). */
async function decode(
  input: Buffer,
  inputOptions: SharpOptions,
  targetWidth: number,
  square: boolean,
): Promise<RawImage> {
  const pipeline = sharp(input, inputOptions)
    .rotate()
    .resize(
      square
        ? { width: targetWidth, height: targetWidth, fit: 'cover', position: 'centre' }
        : { width: targetWidth, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
    )
    .toColourspace('srgb')
    .raw();
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    // Truncated or corrupt pixel data only shows up here, when the pixels are decoded.
    throw rejection(error);
  }
  const { data, info } = decoded;
  if (info.channels !== 3 && info.channels !== 4) {
    throw new ImageRejectedError('unsupported', `Pictures with ${info.channels} channels are not accepted`);
  }
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function encodeVariant(
  base: RawImage,
  width: number,
  format: ImageVariantOutput['format'],
  opaque: boolean,
): Promise<ImageVariantOutput> {
  let pipeline = sharp(base.data, { raw: base.raw });
  if (width < base.raw.width) pipeline = pipeline.resize({ width });
  if (opaque) pipeline = pipeline.removeAlpha();
  if (format === 'webp') pipeline = pipeline.webp({ quality: 80 });
  else if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true });
  else pipeline = pipeline.png();
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, buffer: data };
}

async function blurhashOf(base: RawImage): Promise<string> {
  const { data, info } = await sharp(base.data, { raw: base.raw })
    .resize({ width: BLURHASH_WIDTH })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return encode(pixels, info.width, info.height, 4, 3);
}
