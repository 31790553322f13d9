import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { readExactly } from '../../platform/storage/storage-driver';

/**
 * KYC documents at rest (docs/decisions.md "KYC: documents"): each file is sealed with its own
 * data key (AES-256-GCM), and that key is wrapped by the master key (AES-256-GCM too). The
 * document's id is bound to both as associated data: a file copied onto another record does not
 * open. The stored object, in order:
 *
 *   "BTKY" · version 1 · master key id (8: sha256 of the key) ·
 *   wrap iv (12) · wrapped data key (32) · wrap tag (16) · data iv (12) · data tag (16) · ciphertext
 *
 * Only the wrapped key changes when the master key is rotated (not built yet: the key id says
 * which master key a file needs).
 */
const MAGIC = Buffer.from('BTKY');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HEADER_BYTES =
  MAGIC.length + 1 + KEY_ID_BYTES + IV_BYTES + KEY_BYTES + TAG_BYTES + IV_BYTES + TAG_BYTES;

/** Why a document cannot be read: its bytes changed, another master key sealed it, or it is gone. */
export class KycVaultError extends Error {
  constructor(
    readonly reason: 'tampered' | 'other-master-key' | 'not-a-sealed-file' | 'missing',
    message: string,
  ) {
    super(message);
    this.name = 'KycVaultError';
  }
}

/** The master key from its text form: 32 bytes, base64 or base64url (`openssl rand -base64 32`). */
export function masterKeyFrom(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error('KYC_MASTER_KEY must be 32 bytes in base64');
  return key;
}

function keyIdOf(masterKey: Buffer): Buffer {
  return createHash('sha256').update(masterKey).digest().subarray(0, KEY_ID_BYTES);
}

function seal(key: Buffer, plain: Buffer, aad: Buffer) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, body, tag: cipher.getAuthTag() };
}

function open(key: Buffer, iv: Buffer, body: Buffer, tag: Buffer, aad: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new KycVaultError('tampered', 'The document does not decrypt: its stored bytes were changed');
  }
}

/** Seals `plain` for the document `documentId` (pure: the storage-free half, for tests and benches). */
function sealDocument(masterKey: Buffer, documentId: string, plain: Buffer): Buffer {
  const aad = Buffer.from(`kyc-document:${documentId}`);
  const dataKey = randomBytes(KEY_BYTES);
  const wrapped = seal(masterKey, dataKey, aad);
  const sealed = seal(dataKey, plain, aad);
  return Buffer.concat([
    MAGIC,
    Buffer.from([VERSION]),
    keyIdOf(masterKey),
    wrapped.iv,
    wrapped.body,
    wrapped.tag,
    sealed.iv,
    sealed.tag,
    sealed.body,
  ]);
}

/** Opens what `sealDocument` made for the same document id; a KycVaultError says why it cannot. */
function openDocument(masterKey: Buffer, documentId: string, stored: Buffer): Buffer {
  if (
    stored.length < HEADER_BYTES ||
    !stored.subarray(0, MAGIC.length).equals(MAGIC) ||
    stored[4] !== VERSION
  )
    throw new KycVaultError('not-a-sealed-file', 'The stored object is not a sealed KYC document');
  let at = MAGIC.length + 1;
  const take = (bytes: number) => {
    const part = stored.subarray(at, at + bytes);
    at += bytes;
    return part;
  };
  if (!take(KEY_ID_BYTES).equals(keyIdOf(masterKey)))
    throw new KycVaultError('other-master-key', 'The document was sealed with another master key');
  const aad = Buffer.from(`kyc-document:${documentId}`);
  const wrapIv = take(IV_BYTES);
  const wrappedKey = take(KEY_BYTES);
  const wrapTag = take(TAG_BYTES);
  const dataKey = open(masterKey, wrapIv, wrappedKey, wrapTag, aad);
  const dataIv = take(IV_BYTES);
  const dataTag = take(TAG_BYTES);
  return open(dataKey, dataIv, stored.subarray(at), dataTag, aad);
}

/** Sealed documents in the storage of [2] (disk or S3): the bytes stored are never the file's. */
export function createKycVault(deps: { storage: StorageDriver; masterKey: Buffer }) {
  const keyOf = (documentId: string) => `kyc/${documentId}.sealed`;
  return {
    async store(documentId: string, plain: Buffer): Promise<{ key: string; storedBytes: number }> {
      const sealed = sealDocument(deps.masterKey, documentId, plain);
      const key = keyOf(documentId);
      await deps.storage.writeObject(key, sealed, 'application/octet-stream');
      return { key, storedBytes: sealed.length };
    },

    async read(documentId: string): Promise<Buffer> {
      const object = await deps.storage.readObject(keyOf(documentId));
      if (!object) throw new KycVaultError('missing', 'The document is no longer stored');
      return openDocument(deps.masterKey, documentId, await readExactly(object.stream, object.size));
    },

    async remove(documentId: string): Promise<void> {
      await deps.storage.deleteObject(keyOf(documentId));
    },
  };
}

export type KycVault = ReturnType<typeof createKycVault>;
