import { describe, expect, it } from 'vitest';
import { linkProblem } from './story-link';

describe('linkProblem', () => {
  it('takes an https address, and an empty field (no sticker)', () => {
    expect(linkProblem('https://example.org/shop?item=4')).toBeNull();
    expect(linkProblem('  https://www.betogether.app  ')).toBeNull();
    expect(linkProblem('')).toBeNull();
    expect(linkProblem('   ')).toBeNull();
  });

  it('asks for https:// when the address has another scheme or none', () => {
    expect(linkProblem('http://example.org')).toBe('notHttps');
    expect(linkProblem('example.org')).toBe('notHttps');
    expect(linkProblem('javascript:alert(1)')).toBe('notHttps');
    expect(linkProblem('ftp://example.org/file')).toBe('notHttps');
  });

  it('refuses an https address that is not one', () => {
    expect(linkProblem('https://')).toBe('invalid');
    expect(linkProblem('https://nodot')).toBe('invalid');
    expect(linkProblem(`https://example.org/${'a'.repeat(2000)}`)).toBe('tooLong');
  });
});
