import { KYC_IMAGE_MAX_BYTES, kycImageTypes } from '@betogether/contracts/kyc/kyc.constants';
import { headOf } from '@/ui/picture-file';

/** Why a chosen file is not sent: not a photo type we take, over the limit, or not a photo at all. */
export type PhotoProblem = 'wrong-type' | 'too-large' | 'not-a-picture';

export type PhotoCheck = { contentType: string } | { problem: PhotoProblem };

type ImageType = (typeof kycImageTypes)[number];

// Some browsers give a HEIC photo no type at all (Chrome on Windows): its name then says it.
const byExtension: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

// ISO-BMFF brands of HEIF files: still photos (heic, heix, mif1) and bursts (hevc, msf1…).
const heifBrands = /^(heic|heix|heim|heis|hevc|hevx|hevm|hevs|mif1|msf1)$/;

/** What the first bytes say the file is, whatever its name or declared type claims. */
function typeOfBytes(head: Uint8Array): ImageType | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  const text = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  if (text(4, 8) === 'ftyp' && heifBrands.test(text(8, 12)))
    return text(8, 12) === 'mif1' || text(8, 12) === 'msf1' ? 'image/heif' : 'image/heic';
  return null;
}

/**
 * Checks a photo before anything is sent (the server checks again): a type we take (JPEG, PNG, WebP,
 * HEIC), at most KYC_IMAGE_MAX_BYTES, and bytes that really are such a picture. Answers the
 * Content-Type to send, the one of its bytes.
 */
export async function checkPhoto(file: File): Promise<PhotoCheck> {
  const declared = file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const claimed = declared
    ? (kycImageTypes as readonly string[]).includes(declared)
    : Boolean(byExtension[extension]);
  if (!claimed) return { problem: 'wrong-type' };
  if (file.size > KYC_IMAGE_MAX_BYTES) return { problem: 'too-large' };
  const actual = await headOf(file).then(typeOfBytes, () => null);
  return actual ? { contentType: actual } : { problem: 'not-a-picture' };
}
