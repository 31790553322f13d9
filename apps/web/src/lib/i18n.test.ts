import { describe, expect, it } from 'vitest';
import { pickLanguage } from './i18n';

describe('pickLanguage: the first language of the interface', () => {
  it('opens a French browser in French when the member has not chosen', () => {
    expect(pickLanguage(null, ['fr-FR', 'fr', 'en-US'])).toBe('fr');
    expect(pickLanguage(null, ['fr-CA'])).toBe('fr');
    expect(pickLanguage(null, ['FR'])).toBe('fr');
  });

  it('takes the first supported language the browser lists', () => {
    expect(pickLanguage(null, ['de-DE', 'fr-BE', 'en'])).toBe('fr');
    expect(pickLanguage(null, ['en-GB', 'fr'])).toBe('en');
  });

  it('falls back to English when the browser names neither', () => {
    expect(pickLanguage(null, ['de-DE', 'es'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });

  it("keeps the member's own choice over the browser", () => {
    expect(pickLanguage('en', ['fr-FR'])).toBe('en');
    expect(pickLanguage('fr', ['en-US'])).toBe('fr');
  });

  it('ignores a stored value it does not know', () => {
    expect(pickLanguage('de', ['fr-FR'])).toBe('fr');
  });
});
