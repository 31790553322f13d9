import type { Language } from '@betogether/contracts/users/users.constants';
import { type Texts, Translator } from '@/lib/translator';

// The real texts, every namespace of both languages, loaded at once: a screen reads what a member
// reads, and a misspelt key shows as the key (so the test looking for the text fails).
const files = import.meta.glob<Texts>('../locales/*/*.json', { eager: true, import: 'default' });

/** A translator with the app's texts (lib/i18n.ts), ready at once in this language. */
export function testI18n(language: Language): Translator {
  const translator = new Translator(language, async (lng, ns) => {
    throw new Error(`test texts: ${lng}/${ns} does not exist`);
  });
  for (const [file, texts] of Object.entries(files)) {
    const [, lng, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lng && namespace) translator.add(lng, namespace, texts);
  }
  return translator;
}
