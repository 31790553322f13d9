import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type TFunction, type TOptions, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);
let appTranslator: Translator | null = null;

/** The translator of the running app (lib/i18n.ts sets it at start-up). */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

/** Another translator for what is inside (tests render a screen in a given language with it). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

// Before start-up has set the texts (a test rendering the bare app), every text reads as its key.
const keysOnly = new Translator('en', async () => ({}));

function useTranslator(): Translator {
  return useContext(TranslatorContext) ?? appTranslator ?? keysOnly;
}

/**
 * `t` for a namespace (`common` by default); the first render of a screen whose texts are not
 * there yet suspends until they are. Re-renders when the language changes.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common') {
  const translator = useTranslator();
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const version = useSyncExternalStore(translator.subscribe, () => translator.version);
  // Suspends the first render until the texts are there (a thrown promise, as React.lazy does).
  if (!list.every((namespace) => translator.hasLoaded(namespace))) throw translator.whenLoaded(list);
  const namespace = list[0] ?? 'common';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for a new language or texts.
  const t = useMemo(() => translator.fixedT(namespace), [translator, namespace, version]);
  return { t, i18n: translator };
}

const tag = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A text with markup (`Read the <terms>terms</terms>`): each tag becomes its element from
 * `components`, holding the tag's text. Values are filled in first, as with `t`.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name, inner, selfClosing] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name ?? selfClosing ?? ''];
    parts.push(
      isValidElement(element) ? cloneElement(element, { key: match.index }, inner ?? null) : (inner ?? whole),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{Children.toArray(parts.filter((part) => part !== ''))}</>;
}
