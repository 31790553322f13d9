import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One database per worker, migrated once and emptied between tests (see src/test/test-database.ts).
    isolate: false,
    fileParallelism: true,
    // Vitest's default leaves a core free: a single worker on a two-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
