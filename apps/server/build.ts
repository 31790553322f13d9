import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the server for `npm start`: plain `node dist/main.js`, no TypeScript loader at run time
 * (faster start, and signals reach the server itself). npm packages stay external; the
 * workspace's own TypeScript (contracts) is bundled in.
 */
const root = import.meta.dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/scripts/seed-demo.ts', 'src/scripts/admin-create.ts'],
  absWorkingDir: root,
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
