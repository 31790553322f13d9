import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

// Tests of the wire itself may write addresses: the kit's, the API client's and the uploader's.
const wireTests = [/^testing\//, /^lib\/api-client\.test\.ts$/, /^lib\/uploader\//];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('API paths in tests', () => {
  it('are not written by screens tests: they answer endpoint declarations (src/testing/fake-api.ts)', () => {
    const offenders = testFiles(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !wireTests.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            // Imports of a feature's own `./api/` folder are not addresses.
            !/^\s*(import|export)\b|\bfrom '/.test(line) && line.includes('/api/')
              ? [`${file}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
