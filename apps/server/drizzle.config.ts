import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables, found by their file name: a new domain lists its tables nowhere else.
  schema: './src/modules/*/*.tables.ts',
  out: './drizzle',
  breakpoints: true,
});
