import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in `<dataDir>/secrets/<name>` (mode 0600), generated on first start: 32 random
 * bytes, base64url. Restarts read the same one; several processes without a shared data directory
 * must be given the secret by their environment instead. `valid` says whether a stored text is
 * usable (else start-up stops rather than replace a secret that data may depend on).
 */
export function generatedSecret(dataDir: string, name: string, valid: (text: string) => boolean): string {
  const file = path.join(dataDir, 'secrets', name);
  const read = () => {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (!valid(existing)) throw new Error(`${file} holds no usable secret: fix or remove it`);
    return existing;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start together, the first file wins and both read it.
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  }
}
