import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectVideoTools, runTool, ToolFailedError } from './video-tools';

let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bt-video-tools-'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

async function script(name: string, body: string, mode = 0o755): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, `#!/bin/sh\n${body}\n`, { mode });
  return file;
}

describe('detectVideoTools', () => {
  it("finds Debian's ffmpeg and ffprobe on the PATH, and answers from its cache afterwards", async () => {
    const detection = await detectVideoTools();

    expect(detection).toMatchObject({ available: true, tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' } });
    expect(detection.available && detection.version).toMatch(/^\d+\.\d+/);
    expect(await detectVideoTools({ ffmpeg: 'ffmpeg' })).toBe(detection);
  });

  it('says where ffmpeg was looked for and what the admin can do', async () => {
    const detection = await detectVideoTools({ ffmpeg: '/nonexistent/bin/ffmpeg' });

    expect(detection).toEqual({
      available: false,
      reason:
        "ffmpeg was not found at /nonexistent/bin/ffmpeg: install Debian's ffmpeg package or set FFMPEG_PATH",
    });
  });

  it('names ffprobe and its variable when only ffprobe is missing', async () => {
    const detection = await detectVideoTools({ ffprobe: 'no-such-ffprobe' });

    expect(detection).toEqual({
      available: false,
      reason:
        'ffprobe was not found as "no-such-ffprobe" on the PATH: install Debian\'s ffmpeg package or set FFPROBE_PATH',
    });
  });

  it('refuses a file that is not executable', async () => {
    const file = await script('not-executable', 'exit 0', 0o644);

    const detection = await detectVideoTools({ ffmpeg: file });

    expect(detection.available).toBe(false);
    expect(!detection.available && detection.reason).toContain(`ffmpeg is not executable at ${file}`);
  });

  it('refuses an ffmpeg built without the H.264 encoder', async () => {
    const file = await script('ffmpeg-free', 'echo "ffmpeg version 5.1.9 configuration: --enable-gpl"');

    const detection = await detectVideoTools({ ffmpeg: file });

    expect(detection.available).toBe(false);
    expect(!detection.available && detection.reason).toContain('was built without libx264');
  });
});

describe('runTool', () => {
  it('resolves with stdout, or hands it over line by line', async () => {
    const stdout = await runTool('printf', ['one\\ntwo']);
    expect(stdout.toString()).toBe('one\ntwo');

    const lines: string[] = [];
    // Two writes a moment apart: the second line arrives in its own chunk.
    await runTool('sh', ['-c', 'printf "a=1\\nb="; sleep 0.1; printf "2\\nc=3\\n"'], {
      onStdoutLine: (line) => lines.push(line),
    });
    expect(lines).toEqual(['a=1', 'b=2', 'c=3']);
  });

  it('rejects with the exit code and the end of stderr', async () => {
    const error = await rejectionOf(
      runTool('sh', ['-c', 'echo "first words" >&2; echo "last words" >&2; exit 3']),
    );

    expect(error).toBeInstanceOf(ToolFailedError);
    expect(error).toMatchObject({ exitCode: 3, exitSignal: null, stderrTail: 'first words\nlast words\n' });
    expect((error as Error).message).toBe('sh exited with code 3: first words\nlast words');
  });

  it('runs the program at a lower priority when asked', async () => {
    // The shell is reniced just after it starts; `nice` then prints what it inherited.
    const niceness = await runTool('sh', ['-c', 'sleep 0.3; nice'], { nice: true });

    expect(niceness.toString().trim()).toBe(String(os.getPriority() + 10));
  });

  it('kills the program on abort and rejects once it is gone', async () => {
    const marker = '987.654';
    const controller = new AbortController();
    const running = runTool('sleep', [marker], { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await processesRunning(marker)).toHaveLength(1);

    controller.abort();
    const error = await rejectionOf(running);

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(await processesRunning(marker)).toEqual([]);
  });

  it('does not start when the signal is already aborted', async () => {
    const error = await rejectionOf(runTool('sleep', ['5'], { signal: AbortSignal.abort() }));

    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

/** Pids of the processes whose command line holds `text`. */
async function processesRunning(text: string): Promise<number[]> {
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const found: number[] = [];
  for (const pid of pids) {
    const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.split('\0').includes(text)) found.push(Number(pid));
  }
  return found;
}
