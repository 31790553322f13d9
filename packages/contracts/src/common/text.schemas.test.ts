import { describe, expect, it } from 'vitest';
import { textSchema, unsafeTextReason } from './text.schemas';

describe('textSchema', () => {
  it('takes any text, emoji and accents included, and keeps its other rules', () => {
    const name = textSchema.trim().min(1).max(10);
    expect(name.parse('  Zoë 😀 ')).toBe('Zoë 😀');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
    expect(textSchema.optional().parse(undefined)).toBeUndefined();
  });

  it('refuses NUL and half surrogate pairs', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\ud83d', '\ude00y', '\ud83d\ude00\ud83d']) {
      const result = textSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Contains a character that is not allowed');
    }
  });

  it('names the reason', () => {
    expect(unsafeTextReason('ok \ud83d\ude00')).toBeNull();
    expect(unsafeTextReason('a\u0000')).toBe('nul_character');
    expect(unsafeTextReason('\udfff')).toBe('broken_character');
  });
});
