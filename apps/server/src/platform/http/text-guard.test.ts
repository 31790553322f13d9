import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './text-guard';

describe('findUnsafeText', () => {
  it('names the first bad text by its path, in values and keys', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000' }] }, 'body')).toEqual({
      field: 'b.0.c',
      message: 'Contains a character that is not allowed',
      code: 'nul_character',
    });
    expect(findUnsafeText({ tags: ['fine', '\ud800'] }, 'body')?.field).toBe('tags.1');
    expect(findUnsafeText({ nested: { 'k\u0000': 1 } }, 'body')?.field).toBe('nested');
    expect(findUnsafeText('\u0000', 'body')?.field).toBe('body');
    expect(findUnsafeText({ a: 'ok', b: [1, true, null, { c: 'é😀' }] }, 'body')).toBeNull();
  });

  it('walks a body nested 200 000 levels deep without overflowing the stack', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep, 'body')?.code).toBe('nul_character');
  });

  it('reads the router’s prototype-less objects, and leaves bytes and streams alone', () => {
    const params = Object.create(null) as Record<string, string>;
    params.id = 'a\u0000';
    expect(findUnsafeText(params, 'params')?.field).toBe('id');
    expect(findUnsafeText(Buffer.from([0, 0xff]), 'body')).toBeNull();
    expect(findUnsafeText(Readable.from(['\u0000']), 'body')).toBeNull();
  });
});
