import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Screens tests render whole features in jsdom: the first one of a worker also loads MUI.
  test: {
    name: 'web',
    // Vitest's default leaves a core free: a single worker on a two-core machine.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 15_000,
    setupFiles: ['src/testing/setup.ts'],
  },
});
