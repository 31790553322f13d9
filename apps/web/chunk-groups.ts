import { fileURLToPath, URL } from 'node:url';
import { build, type Plugin } from 'vite';

/**
 * Chunks for the screens people open first: the landing page, sign-in, and the feed, a profile and
 * the coins dashboard of a member. Rolldown's own splitting makes a chunk for every set of routes
 * that share code, so the feed used to load 124 files. Here each module they need (beyond what the entry already loads) goes
 * to the chunk named after the set of these screens that use it: `screens-feed-profile-dashboard`
 * holds the member shell, `screens-feed-profile` the post cards, and so on. A screen loads only
 * code it runs, in a handful of files, and the shared ones stay cached from one screen to the next.
 * Other screens reuse these chunks where they share code; what no main screen uses is split as
 * before. Static imports only, so a lazy part (`import()`) stays out until it is opened.
 */
const mainScreens: Record<string, readonly string[]> = {
  landing: ['routes/landing.tsx', 'app/layouts/landing-layout.tsx'],
  login: ['routes/auth/login.tsx', 'app/layouts/auth-layout.tsx'],
  feed: ['routes/social/feed.tsx', 'app/layouts/social-layout.tsx'],
  profile: ['routes/social/profile/user-profile.tsx', 'app/layouts/social-layout.tsx'],
  dashboard: ['routes/betogether/users/dashboard-users.tsx', 'app/layouts/main-layout.tsx'],
};

/**
 * Parts of a main screen loaded after its first view (`import()`). They count as their screen's
 * code when chunks are shared out (no new combinations of screens); what only they use goes to one
 * `later-<screen>` chunk, fetched when they are.
 */
const laterParts: Record<string, readonly string[]> = {
  dashboard: ['features/wallet/dashboard/statement-section.tsx'],
};

// Stable vendor chunks: they change less often than the app, so browsers keep them cached.
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
];

const screenNames = Object.keys(mainScreens);

/** Every non-empty set of main screens, largest first: `screens-feed-profile`, … */
const screenSets = Array.from({ length: 2 ** screenNames.length - 1 }, (_, i) =>
  screenNames.filter((_, bit) => (i + 1) & (1 << bit)),
).sort((a, b) => b.length - a.length);

const scanning = 'BETOGETHER_CHUNK_SCAN';

/**
 * Which chunk each module of the entry and the main screens goes to, read from a first build made
 * with Rolldown's own splitting (not written to disk): the files a page loads there hold exactly
 * the code it runs, after tree-shaking, where the import graph alone would also count every module
 * a library's index file re-exports.
 */
async function scanMainScreens(configFile: string): Promise<Map<string, string>> {
  process.env[scanning] = '1';
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({
      configFile,
      logLevel: 'warn',
      build: { write: false },
    });
  } finally {
    delete process.env[scanning];
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file) => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = (start: Array<(typeof chunks)[number]>) => {
    const modules = new Set<string>();
    const queue = [...start];
    const seen = new Set<string>();
    for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) modules.add(id);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return modules;
  };
  const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
  const chunkOf = (id: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`main screen chunks: ${id} is in no chunk`);
    return chunk;
  };
  const boot = loadedWith(chunks.filter((chunk) => chunk.isEntry));
  const loadedBy = (files: readonly string[]) => loadedWith(files.map((file) => chunkOf(source(file))));
  const firstViews = screenNames.map((name) => loadedBy(mainScreens[name] ?? []));
  const screens = screenNames.map((name, index) => {
    const later = laterParts[name];
    return later
      ? new Set([...(firstViews[index] ?? []), ...loadedBy(later)])
      : (firstViews[index] ?? new Set());
  });
  const found = new Map<string, string>();
  for (const id of new Set(chunks.flatMap((chunk) => chunk.moduleIds))) {
    if (vendorGroups.some((group) => group.test.test(id))) continue;
    if (boot.has(id)) found.set(id, 'boot');
    else {
      const users = screenNames.filter((_, index) => screens[index]?.has(id));
      const [only] = users;
      const later =
        users.length === 1 && only && laterParts[only] && !firstViews[screenNames.indexOf(only)]?.has(id);
      if (later) found.set(id, `later-${only}`);
      else if (users.length > 0) found.set(id, `screens-${users.join('-')}`);
    }
  }
  return found;
}

const assignment = new Map<string, string>();

/**
 * Runs the scan when a build starts (not when a tool merely reads the config), for chunkGroups.
 * The scan itself, and dev, leave the assignment empty: Rolldown's own splitting.
 */
export function mainScreenScan(configFile: string): Plugin {
  return {
    name: 'betogether-main-screen-scan',
    apply: 'build',
    async buildStart() {
      if (process.env[scanning] === '1') return;
      const found = await scanMainScreens(configFile);
      assignment.clear();
      for (const [id, chunk] of found) assignment.set(id, chunk);
    },
  };
}

/** The vendor chunks, the entry's code in one file, and the main screens' code by the set of them that uses it. */
export function chunkGroups() {
  const owned = (name: string) => (id: string) => assignment.get(id) === name;
  return [
    ...vendorGroups,
    { name: 'boot', priority: -1, includeDependenciesRecursively: false, test: owned('boot') },
    ...Object.keys(laterParts).map((part) => ({
      name: `later-${part}`,
      priority: -20,
      includeDependenciesRecursively: false,
      test: owned(`later-${part}`),
    })),
    // Larger sets first: a module's imports are used by at least the screens using it.
    ...screenSets.map((set) => {
      const name = `screens-${set.join('-')}`;
      return { name, priority: -10 + set.length, includeDependenciesRecursively: false, test: owned(name) };
    }),
  ];
}
