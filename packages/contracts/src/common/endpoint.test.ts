import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';

// Every declaration file of every feature: a new feature's calls are checked without listing it here.
const src = path.resolve(import.meta.dirname, '..');
const files = Object.fromEntries(
  await Promise.all(
    readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.endpoints.ts'))
      .map(
        async (file) =>
          [file, (await import(path.join(src, file))) as Record<string, Record<string, Endpoint>>] as const,
      ),
  ),
);
const endpoints = Object.entries(files).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((group) => Object.values(group).map((endpoint) => ({ file, endpoint }))),
);
const writes = endpoints.filter(({ endpoint }) => endpoint.method !== 'GET');

describe('endpoint declarations', () => {
  it('use zod only inside `schemas`, which the web build removes (anything else keeps zod in every page)', () => {
    const outside = Object.keys(files).filter((file) => {
      const code = readFileSync(path.join(src, file), 'utf8').replace(/^import[^;]+;$/gm, '');
      // Each `schemas: { … }` value is balanced braces on its own lines' end: drop them, then look for zod.
      let rest = '';
      let depth = 0;
      for (let i = 0; i < code.length; i += 1) {
        if (depth === 0 && code.startsWith('schemas:', i)) {
          i = code.indexOf('{', i);
          depth = 1;
          continue;
        }
        if (depth > 0) {
          if (code[i] === '{') depth += 1;
          else if (code[i] === '}') depth -= 1;
          continue;
        }
        rest += code[i];
      }
      return /\bz\.|Schema\b/.test(rest);
    });
    expect(outside).toEqual([]);
  });

  it('are found in every feature that has them', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('declare a rate-limit class on every call that changes something', () => {
    const missing = writes.filter(({ endpoint }) => !endpoint.rateLimit).map(({ endpoint }) => endpoint.id);
    expect(missing).toEqual([]);
  });

  it('declare an audit action on every admin call that changes something', () => {
    const missing = writes
      .filter(
        ({ endpoint }) => (endpoint.access === 'admin' || endpoint.access === 'moderator') && !endpoint.audit,
      )
      .map(({ endpoint }) => endpoint.id);
    expect(missing).toEqual([]);
  });

  it('audit only calls that change something, by signed-in people', () => {
    const wrong = endpoints
      .filter(({ endpoint }) => endpoint.audit && (endpoint.method === 'GET' || endpoint.access === 'public'))
      .map(({ endpoint }) => endpoint.id);
    expect(wrong).toEqual([]);
  });

  it('use the money class for every idempotent call, and keys only on calls that change something', () => {
    const wrong = endpoints
      .filter(
        ({ endpoint }) =>
          endpoint.idempotent && (endpoint.method === 'GET' || endpoint.rateLimit !== 'money'),
      )
      .map(({ endpoint }) => endpoint.id);
    expect(wrong).toEqual([]);
  });

  it('give each call its own operationId and its own method and path', () => {
    const ids = endpoints.map(({ endpoint }) => endpoint.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('name every path parameter in the params schema, and only those', () => {
    const wrong = endpoints.filter(({ endpoint }) => {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      const schema = endpoint.schemas.params as { shape?: Record<string, unknown> } | undefined;
      const declared = Object.keys(schema?.shape ?? {}).sort();
      return inPath.join() !== declared.join();
    });
    expect(wrong.map(({ endpoint }) => endpoint.id)).toEqual([]);
  });

  it('answer JSON with a response schema, or a file or page without one', () => {
    const wrong = endpoints.filter(({ endpoint }) => {
      const kind = endpoint.answer ?? 'json';
      return (kind === 'json') !== Boolean(endpoint.schemas.response);
    });
    expect(wrong.map(({ endpoint }) => endpoint.id)).toEqual([]);
  });
});
