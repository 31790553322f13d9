import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (where `drizzle/` lives), found by walking up from this module:
 * the same answer from the sources (`src/`) and from the bundle (`dist/`).
 */
function findServerRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot(import.meta.dirname);
