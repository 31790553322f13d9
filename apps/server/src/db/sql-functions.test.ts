import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../server-root';

/**
 * Each SQL function lives, readable, in its module (`<domain>.functions.sql`); migrations carry
 * copies. These tests keep the two in step: the latest migration that (re)defines a function holds
 * exactly the module's text, and no function of the migrations is missing from the modules.
 */
const drizzle = path.join(serverRoot, 'drizzle');
const modules = path.join(serverRoot, 'src', 'modules');

function statements(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) => part.trim());
}

const FUNCTION = /CREATE OR REPLACE FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/i;

/** From the CREATE on, whitespace collapsed: comments above a definition may differ. */
function definitionOf(statement: string): string {
  const start = statement.search(FUNCTION);
  return statement.slice(start).replace(/\s+/g, ' ').trim();
}

function functionsIn(files: string[]): Map<string, { file: string; text: string }> {
  const found = new Map<string, { file: string; text: string }>();
  for (const file of files)
    for (const statement of statements(file)) {
      const name = FUNCTION.exec(statement)?.[1]?.toLowerCase();
      // A later file wins: the migrations are read in the journal's order.
      if (name) found.set(name, { file: path.basename(file), text: definitionOf(statement) });
    }
  return found;
}

const journal = JSON.parse(readFileSync(path.join(drizzle, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};
const migrations = functionsIn(
  [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => path.join(drizzle, `${entry.tag}.sql`)),
);
const canonical = functionsIn(
  readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.functions.sql'))
    .map((file) => path.join(modules, file)),
);

describe('SQL functions', () => {
  it('are found in the modules and in the migrations', () => {
    expect(canonical.size).toBeGreaterThan(0);
    expect([...canonical.keys()].sort()).toEqual([...migrations.keys()].sort());
  });

  it.each([...canonical])('%s: the latest migration defining it matches its module', (name, source) => {
    const migrated = migrations.get(name);
    expect(migrated, `${name} is in ${source.file} but in no migration`).toBeDefined();
    expect(migrated?.text, `${migrated?.file} differs from ${source.file}: add a migration`).toBe(
      source.text,
    );
  });
});
