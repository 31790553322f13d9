import fs from 'node:fs';
import os from 'node:os';

/** A file of /proc as text; empty when the process is gone (or not on Linux). */
const readProc = (file: string) => {
  try {
    return fs.readFileSync(`/proc/${file}`, 'utf8');
  } catch {
    return ''; // gone, or not Linux
  }
};
/** utime + stime of a process, in milliseconds (clock ticks of 10 ms on Linux). */
const cpuMsOf = (pid: string) => {
  const stat = readProc(`${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return stat ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
};
/** The machine's busy and total clock ticks since boot. */
const machineTicks = () => {
  const [, user = 0, nice = 0, system = 0, idle = 0, iowait = 0, ...rest] = (
    readProc('stat').split('\n')[0] ?? ''
  )
    .split(/\s+/)
    .map(Number);
  const busy = user + nice + system + rest.reduce((sum, n) => sum + (n || 0), 0);
  return { busy, total: busy + idle + iowait };
};

/** A database's backends: "postgres: [cluster: ]user database client state". */
export const backendOf = (database: string) => (command: string) =>
  command.startsWith('postgres: ') && command.includes(` ${database} `);

/** The built server started by server-process.ts on this port (its node process, not npm's). */
export const serverOnPort = (port: number) => (command: string, pid: string) =>
  command.includes('dist/main.js') && readProc(`${pid}/environ`).split('\0').includes(`PORT=${port}`);

export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 10) / 10);

/** CPU milliseconds of each group (and of this process, `loadGenerator`) over `wallMs`. */
export type CpuUse = { ms: Record<string, number>; wallMs: number; machineBusyShare: number };

/**
 * Where the CPU went while a load ran: milliseconds of the processes each matcher picks (read every
 * 250 ms, as database backends come and go), of this process (the load generator), and the share
 * of the machine that was busy (other work on it included: it competes for the same CPUs).
 * `stop` answers undefined where /proc cannot be read.
 */
export function cpuSampler(matchers: Record<string, (command: string, pid: string) => boolean>) {
  const seen = new Map<string, { group: string; first: number; last: number }>();
  const scan = (starting: boolean) => {
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const known = seen.get(pid);
      if (known) known.last = Math.max(known.last, cpuMsOf(pid));
      else {
        const command = readProc(`${pid}/cmdline`).replaceAll('\0', ' ');
        const group = Object.keys(matchers).find((name) => matchers[name]?.(command, pid));
        if (group) seen.set(pid, { group, first: starting ? cpuMsOf(pid) : 0, last: cpuMsOf(pid) });
      }
    }
  };
  const machine = machineTicks();
  const self = process.cpuUsage();
  const started = performance.now();
  if (!readProc('stat')) return { stop: (): CpuUse | undefined => undefined };
  scan(true);
  const timer = setInterval(() => scan(false), 250);
  return {
    stop: (): CpuUse | undefined => {
      clearInterval(timer);
      scan(false);
      const ms: Record<string, number> = Object.fromEntries(Object.keys(matchers).map((name) => [name, 0]));
      for (const { group, first, last } of seen.values()) ms[group] = (ms[group] ?? 0) + last - first;
      const used = process.cpuUsage(self);
      ms.loadGenerator = (used.user + used.system) / 1000;
      const now = machineTicks();
      return {
        ms,
        wallMs: performance.now() - started,
        machineBusyShare: Math.round(((now.busy - machine.busy) / (now.total - machine.total)) * 100) / 100,
      };
    },
  };
}

/** CPU milliseconds per unit of work (a completion, a pgbench transaction). */
export function cpuPer(use: CpuUse | undefined, units: number) {
  if (!use) return undefined;
  return {
    ...Object.fromEntries(
      Object.entries(use.ms).map(([name, total]) => [
        `${name}MsPer`,
        Math.round((total / units) * 100) / 100,
      ]),
    ),
    machineBusyShare: use.machineBusyShare,
  };
}

/** Cores each group kept busy on average (CPU milliseconds over wall-clock milliseconds). */
export function coresOf(use: CpuUse | undefined): Record<string, number> | undefined {
  if (!use) return undefined;
  return {
    ...Object.fromEntries(
      Object.entries(use.ms).map(([name, total]) => [name, Math.round((total / use.wallMs) * 100) / 100]),
    ),
    machineBusyShare: use.machineBusyShare,
  };
}
