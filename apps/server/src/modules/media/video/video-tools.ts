import { execFile, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Paths of the two programs every video step runs; the server finds them once at start-up. */
export type VideoTools = { ffmpeg: string; ffprobe: string };

export type VideoToolsDetection =
  | { available: true; tools: VideoTools; version: string }
  | { available: false; reason: string };

/** Looked up on the PATH unless the server is configured with other paths. */
const DEFAULT_TOOLS: VideoTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
/** `-version` answers in milliseconds; a program that hangs longer is not one we can use. */
const VERSION_TIMEOUT_MS = 5_000;
/** Enough of ffmpeg's last words to say why it failed, without keeping a whole log of a long run. */
const STDERR_TAIL_CHARS = 4_000;
/** Below normal priority: a conversion must not slow down the HTTP answers of the same machine. */
const NICENESS = 10;

const execFileAsync = promisify(execFile);
const detections = new Map<string, Promise<VideoToolsDetection>>();

/**
 * Checks that ffmpeg and ffprobe run and that ffmpeg can encode H.264, so that the server can say
 * at start-up, in words an admin can act on, why videos will not be converted. The answer is kept
 * per pair of paths: installing ffmpeg later needs a restart.
 */
export function detectVideoTools(paths: Partial<VideoTools> = {}): Promise<VideoToolsDetection> {
  const tools = { ...DEFAULT_TOOLS, ...paths };
  const key = `${tools.ffmpeg}\0${tools.ffprobe}`;
  let detection = detections.get(key);
  if (!detection) {
    detection = detect(tools);
    detections.set(key, detection);
  }
  return detection;
}

export type ProbeDetection = { available: true; ffprobe: string } | { available: false; reason: string };

const probeDetections = new Map<string, Promise<ProbeDetection>>();

/**
 * ffprobe alone, for what needs no conversion (a voice note's duration): whether it runs, or why
 * not in words an admin can act on. Kept per path, like `detectVideoTools`.
 */
export function detectProbe(ffprobe: string = DEFAULT_TOOLS.ffprobe): Promise<ProbeDetection> {
  let detection = probeDetections.get(ffprobe);
  if (!detection) {
    detection = versionOf(ffprobe, 'ffprobe', 'FFPROBE_PATH').then(
      (found): ProbeDetection =>
        found.ok ? { available: true, ffprobe } : { available: false, reason: found.reason },
    );
    probeDetections.set(ffprobe, detection);
  }
  return detection;
}

async function detect(tools: VideoTools): Promise<VideoToolsDetection> {
  const ffmpeg = await versionOf(tools.ffmpeg, 'ffmpeg', 'FFMPEG_PATH');
  if (!ffmpeg.ok) return { available: false, reason: ffmpeg.reason };
  const ffprobe = await versionOf(tools.ffprobe, 'ffprobe', 'FFPROBE_PATH');
  if (!ffprobe.ok) return { available: false, reason: ffprobe.reason };
  // Builds without GPL parts (some distributions' "ffmpeg-free") run but cannot encode H.264.
  if (!ffmpeg.output.includes('--enable-libx264')) {
    return {
      available: false,
      reason: `ffmpeg at ${tools.ffmpeg} was built without libx264 (the H.264 encoder): install Debian's ffmpeg package or set FFMPEG_PATH to a build that has it`,
    };
  }
  const version = /version (\S+)/.exec(ffmpeg.output)?.[1] ?? 'unknown';
  return { available: true, tools, version };
}

async function versionOf(
  file: string,
  name: string,
  variable: string,
): Promise<{ ok: true; output: string } | { ok: false; reason: string }> {
  const where = path.isAbsolute(file) ? `at ${file}` : `as "${file}" on the PATH`;
  try {
    const { stdout } = await execFileAsync(file, ['-version'], { timeout: VERSION_TIMEOUT_MS });
    return { ok: true, output: stdout };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const killed = error instanceof Error && 'killed' in error && error.killed === true;
    const problem =
      code === 'ENOENT'
        ? 'was not found'
        : code === 'EACCES'
          ? 'is not executable'
          : killed
            ? `did not answer within ${VERSION_TIMEOUT_MS / 1000} s`
            : `failed to run (${error instanceof Error ? error.message : String(error)})`;
    return {
      ok: false,
      reason: `${name} ${problem} ${where}: install Debian's ffmpeg package or set ${variable}`,
    };
  }
}

/** A run that ended badly on its own (not aborted); `stderrTail` holds the program's last words. */
export class ToolFailedError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly exitSignal: NodeJS.Signals | null,
    readonly stderrTail: string,
    file: string,
  ) {
    super(
      `${path.basename(file)} ${exitSignal ? `was killed by ${exitSignal}` : `exited with code ${exitCode}`}: ${stderrTail.trim()}`,
    );
    this.name = 'ToolFailedError';
  }
}

/**
 * What an aborted step rejects with: an Error named AbortError, the signal's reason as `cause`,
 * as Node's own APIs (fs, timers) do.
 */
function abortError(signal: AbortSignal): Error {
  const error = new Error('The video processing was stopped', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}

export type RunToolOptions = {
  signal?: AbortSignal;
  /** Called with each line of stdout, which is then not collected (ffmpeg's `-progress pipe:1`). */
  onStdoutLine?: (line: string) => void;
  /** Runs the program below normal priority. */
  nice?: boolean;
};

/**
 * Runs a program without a shell and resolves with its stdout. Rejects with `ToolFailedError` on
 * a non-zero exit, and with an AbortError once the program, killed with SIGKILL on abort, is gone:
 * no conversion outlives the job that started it.
 */
export function runTool(
  file: string,
  args: readonly string[],
  options: RunToolOptions = {},
): Promise<Buffer> {
  const { signal, onStdoutLine } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (options.nice && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, NICENESS);
      } catch {
        // Not allowed in some containers: the run still works, at normal priority.
      }
    }
    const chunks: Buffer[] = [];
    let partialLine = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (!onStdoutLine) {
        chunks.push(chunk);
        return;
      }
      const lines = (partialLine + chunk.toString('utf8')).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line);
    });
    let stderrTail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });

    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', kill);
      outcome();
    };
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    // A program that cannot start (ENOENT, EACCES) emits 'error', and maybe no 'close'.
    child.on('error', (error) => settle(() => reject(error)));
    child.on('close', (code, exitSignal) =>
      settle(() => {
        if (signal?.aborted) reject(abortError(signal));
        else if (code === 0) resolve(Buffer.concat(chunks));
        else reject(new ToolFailedError(code, exitSignal, stderrTail, file));
      }),
    );
  });
}
