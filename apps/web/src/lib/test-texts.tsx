import common from '@/locales/en/common.json';
import { type Texts, Translator } from './translator';

/**
 * For tests: a translator with the real English texts of the given namespaces (and `common`), so
 * that a test reads what a member reads and a missing key shows.
 */
export async function englishTexts(namespaces: Record<string, Texts>): Promise<Translator> {
  const translator = new Translator('en', async (lng, ns) => {
    throw new Error(`test texts: ${lng}/${ns} was not given`);
  });
  translator.add('en', 'common', common);
  for (const [namespace, texts] of Object.entries(namespaces)) translator.add('en', namespace, texts);
  return translator;
}
