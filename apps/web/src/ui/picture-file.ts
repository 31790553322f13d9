/** What is wrong with a file chosen as a picture, or null when it is one we take. */
export type PictureProblem = 'wrong-type' | 'too-large' | 'not-a-picture';

type Kind = 'jpeg' | 'png' | 'webp' | 'gif';

// The first bytes of each format: a file's name and declared type say what it claims to be, its
// bytes what it is (a renamed document, a HEIC photo saved as .jpg, a truncated download).
function kindOf(head: Uint8Array): Kind | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'gif';
  return null;
}

/** A file's first 16 bytes: what it really is, whatever its name says. */
export function headOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/**
 * Checks a chosen file before anything opens or uploads: its declared type, its size, then its
 * bytes; where the browser can decode pictures (`createImageBitmap`), that it really decodes.
 */
export async function checkPictureFile(
  file: File,
  rules: { kinds: readonly Kind[]; maxBytes: number },
): Promise<PictureProblem | null> {
  const declared = /^image\/(jpeg|png|webp|gif)$/.exec(file.type)?.[1] as Kind | undefined;
  if (!declared || !rules.kinds.includes(declared)) return 'wrong-type';
  if (file.size > rules.maxBytes) return 'too-large';
  const kind = await headOf(file).then(kindOf, () => null);
  if (!kind || !rules.kinds.includes(kind)) return 'not-a-picture';
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return 'not-a-picture';
    }
  }
  return null;
}
