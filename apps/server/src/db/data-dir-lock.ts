import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// The locks this process holds: a lock file with our own pid is stale (a restarted container
// reuses pids) unless it is one of these.
const held = new Set<string>();

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.resolve(dir, 'betogether.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      const inUse = owner === process.pid ? held.has(lockPath) : processIsAlive(owner);
      if (Number.isInteger(owner) && inUse) {
        throw new DataDirLockedError(
          `The database in ${dir} is in use by another BeTogether process (pid ${owner}). ` +
            'Stop it first, or set DATA_DIR or DATABASE_URL for this one.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
