// Our npm registry lacks some platform builds (e.g. @biomejs/cli-android-arm64), so `npm install`
// cannot record them in package-lock.json and `npm ci` then refuses the lock as out of sync.
// This adds a lock entry for each missing optional platform package, with its os/cpu, so that
// `npm ci` sees a complete tree and skips them on this platform as it would anyway.
// Run after `npm install`: `npm run lock:fix`. With --check (part of `npm run lint`) it changes
// nothing and fails when an entry is missing.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location.startsWith('node_modules/')
      ? `${location}/node_modules/${name}`
      : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => osNames.includes(p));
    const cpu = parts.find((p) => cpuNames.includes(p));
    if (!os || !cpu) continue;
    const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : undefined;
    packages[`node_modules/${name}`] = {
      version: String(range).replace(/^[\^~=]/, ''),
      cpu: [cpu],
      os: [os],
      ...(libc ? { libc } : {}),
      optional: true,
    };
    added += 1;
  }
}
if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} platform entries: run \`npm run lock:fix\` (npm ci would refuse it).`,
    );
    process.exit(1);
  }
  process.exit(0);
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
