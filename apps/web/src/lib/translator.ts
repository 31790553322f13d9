/**
 * The app's texts: one JSON file per language and namespace (`locales/<lng>/<ns>.json`), read by
 * key with `{{name}}` values, CLDR plurals (`key_one`, `key_other`, … and `key_zero` for none) and
 * `{{count, number}}`. The subset of i18next the app uses, in 2 KB instead of 20: every page loads it.
 */
export type Texts = { [key: string]: string | Texts };

export type TOptions = {
  /** The namespace to read from, instead of the one the `t` function was made for. */
  ns?: string;
  /** Picks the plural form and fills `{{count}}`. */
  count?: number;
  /** What `t` returns when no language has the key (the key itself otherwise). */
  defaultValue?: string;
  [value: string]: unknown;
};

export type TFunction = (key: string, options?: TOptions) => string;

export type LoadTexts = (language: string, namespace: string) => Promise<Texts>;

import { intlOnce } from './intl-cache';

const fallbackLanguage = 'en';
const placeholder = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function lookUp(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  language: string;
  /** Changes with every language switch: a render key for React. */
  version = 0;
  private readonly texts = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly used = new Set<string>(['common']);
  private readonly waits = new Map<string, Promise<void>>();

  constructor(
    language: string,
    private readonly load: LoadTexts,
  ) {
    this.language = language;
  }

  /** Texts given up front (tests, or a language's bundle already at hand). */
  add(language: string, namespace: string, texts: Texts): void {
    this.texts.set(`${language}/${namespace}`, texts);
  }

  private languages(language = this.language): string[] {
    return language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  }

  hasLoaded(namespace: string): boolean {
    return this.languages().every((language) => this.texts.has(`${language}/${namespace}`));
  }

  /** Loads the namespaces in the current language and the fallback; one request per file, ever. */
  loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    for (const namespace of namespaces) this.used.add(namespace);
    const files = namespaces.flatMap((namespace) =>
      this.languages(language).map((lng) => `${lng}/${namespace}`),
    );
    return Promise.all(files.map((file) => this.loadFile(file))).then(() => undefined);
  }

  /** One promise per language and set of namespaces while they load (what a suspended screen waits on). */
  whenLoaded(namespaces: readonly string[]): Promise<void> {
    const key = `${this.language}|${namespaces.join(',')}`;
    let wait = this.waits.get(key);
    if (!wait) {
      wait = this.loadNamespaces(namespaces);
      this.waits.set(key, wait);
      const forget = () => this.waits.delete(key);
      wait.then(forget, forget);
    }
    return wait;
  }

  private loadFile(file: string): Promise<void> {
    if (this.texts.has(file)) return Promise.resolve();
    let pending = this.loading.get(file);
    if (!pending) {
      const [language = '', namespace = ''] = file.split('/');
      pending = this.load(language, namespace).then(
        (texts) => {
          // No re-render of every screen: the ones waiting for these texts are suspended on them.
          this.texts.set(file, texts);
          this.loading.delete(file);
        },
        (error: unknown) => {
          // A later render asks again (a flaky network must not leave the keys on screen for good).
          this.loading.delete(file);
          throw error;
        },
      );
      this.loading.set(file, pending);
    }
    return pending;
  }

  /** Switches language once the texts in use are there, so no screen shows keys in between. */
  async changeLanguage(language: string): Promise<void> {
    await this.loadNamespaces([...this.used], language);
    this.language = language;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** `t` reading from `common` by default. */
  t: TFunction = (key, options) => this.fixedT('common')(key, options);

  /** `t` reading from `namespace` by default; `ns:key` or `{ ns }` reads from another one. */
  fixedT(namespace: string): TFunction {
    return (key, options = {}) => {
      const split = key.indexOf(':');
      const ns = split > 0 ? key.slice(0, split) : (options.ns ?? namespace);
      const path = split > 0 ? key.slice(split + 1) : key;
      const text = this.find(ns, path, options.count);
      if (text === undefined) return options.defaultValue ?? key;
      return this.fill(text, options);
    };
  }

  private find(namespace: string, path: string, count: number | undefined): string | undefined {
    for (const language of this.languages()) {
      const texts = this.texts.get(`${language}/${namespace}`);
      if (typeof count === 'number') {
        const form = intlOnce('plural', language, () => new Intl.PluralRules(language)).select(count);
        const plural =
          (count === 0 ? lookUp(texts, `${path}_zero`) : undefined) ??
          lookUp(texts, `${path}_${form}`) ??
          lookUp(texts, `${path}_other`);
        if (plural !== undefined) return plural;
      }
      const text = lookUp(texts, path);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private fill(text: string, values: TOptions): string {
    return text.replace(placeholder, (whole, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined || value === null) return whole;
      if (format === 'number' && typeof value === 'number')
        return intlOnce('number', this.language, () => new Intl.NumberFormat(this.language)).format(value);
      return String(value);
    });
  }
}
