import sharp from 'sharp';

/** A document photo is drawn at most this wide or high: small print stays readable at full zoom. */
const MAX_SIDE = 2400;
/** A 48 MP phone photo passes; a small file that decodes to gigabytes does not. */
const MAX_INPUT_PIXELS = 50_000_000;

export class KycImageRejectedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'KycImageRejectedError';
  }
}

/**
 * A document photo made safe to keep: decoded (a file that is not a JPEG, PNG, WebP or HEIC
 * picture is refused), turned upright from its EXIF orientation, at most MAX_SIDE px, and encoded
 * again as JPEG with no metadata at all (no EXIF, no GPS position, no camera serial, no XMP).
 */
export async function cleanKycImage(input: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    throw new KycImageRejectedError('This file is not a picture we can read', { cause: error });
  }
  if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format))
    throw new KycImageRejectedError('Send a photo as JPEG, PNG, WebP or HEIC');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    throw new KycImageRejectedError('This picture could not be read to the end', { cause: error });
  }
}
