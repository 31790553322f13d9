import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const releases: Array<() => void> = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-lock-'));
  dirs.push(dir);
  return dir;
}

function lock(dir: string): () => void {
  const release = lockDataDir(dir);
  releases.push(release);
  return release;
}

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected lockDataDir to throw');
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes the pid into betogether.lock and removes it on release', () => {
    const dir = tempDir();
    const release = lock(dir);
    const lockPath = path.join(dir, 'betogether.lock');
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses a second lock while the first is held, naming the pid, and allows it after release', () => {
    const dir = tempDir();
    const release = lock(dir);
    const error = errorOf(() => lock(dir));
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`pid ${process.pid}`);
    expect(fs.readFileSync(path.join(dir, 'betogether.lock'), 'utf8')).toBe(String(process.pid));

    release();
    lock(dir);
    expect(fs.readFileSync(path.join(dir, 'betogether.lock'), 'utf8')).toBe(String(process.pid));
    // Releasing the first lock again must not free the second one.
    release();
    expect(fs.existsSync(path.join(dir, 'betogether.lock'))).toBe(true);
    expect(errorOf(() => lock(dir))).toBeInstanceOf(DataDirLockedError);
  });

  it('refuses a dir locked by another live process, naming its pid', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    fs.writeFileSync(path.join(dir, 'betogether.lock'), String(child.pid));

    const error = errorOf(() => lock(dir));
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`pid ${child.pid}`);
    expect(fs.readFileSync(path.join(dir, 'betogether.lock'), 'utf8')).toBe(String(child.pid));
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'betogether.lock');
    fs.writeFileSync(lockPath, '999999');
    lock(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock with this pid that this process does not hold (restarted container)', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'betogether.lock');
    fs.writeFileSync(lockPath, String(process.pid));
    lock(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
  });
});
