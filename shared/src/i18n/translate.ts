// Catalogs and the translate function. A catalog is a flat object of ICU messages keyed by a
// dotted name; English is the reference: every other language must give the same keys (the type
// says so, and a test compares the keys and each message's arguments).
import { use, useMemo } from 'react';
import { useI18n } from './use-i18n';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { compileMessage, type CompiledMessage, type MessageParams } from './message';

export type Catalog = Readonly<Record<string, string>>;
/** Another language's catalog for the English one `C`: every key, any text. */
export type Translation<C extends Catalog> = { readonly [K in keyof C]: string };
export type Translate<K extends string = string> = (key: K, params?: MessageParams) => string;

const compiled = new WeakMap<Catalog, Map<string, CompiledMessage>>();

/** A translate function over one catalog; a key missing from it falls back to English, then to the key itself. */
export function createTranslator<C extends Catalog>(locale: Locale, catalog: Translation<C>, english: C): Translate<keyof C & string> {
  let cache = compiled.get(catalog);
  if (!cache) compiled.set(catalog, (cache = new Map()));
  const messages = cache;
  return (key, params) => {
    let message = messages.get(key);
    if (!message) {
      const source = catalog[key] ?? english[key] ?? key;
      message = compileMessage(source, locale);
      messages.set(key, message);
    }
    return message(params);
  };
}

type OtherLocale = Exclude<Locale, 'en'>;
type Loaders<C extends Catalog> = { [L in OtherLocale]: () => Promise<{ default: Translation<C> }> };

/** A promise React's use() reads without suspending once it is settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

function settled<T>(value: T): Tracked<T> {
  const promise = Promise.resolve(value) as Tracked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

export interface Translations<C extends Catalog> {
  english: C;
  /** Loads a language's catalog (once); the server awaits it before rendering a page. */
  load(locale: Locale): Promise<Translation<C>>;
  /** The translate function for the page's language; suspends while that catalog loads. */
  useT(): Translate<keyof C & string>;
}

/**
 * One remote's (or one feature's) translations: English bundled, every other language in its own
 * chunk, loaded only when the page is in that language.
 */
export function defineTranslations<C extends Catalog>(english: C, loaders: Loaders<C>): Translations<C> {
  const loaded = new Map<Locale, Tracked<Translation<C>>>([[DEFAULT_LOCALE, settled<Translation<C>>(english)]]);
  function load(locale: Locale): Tracked<Translation<C>> {
    let promise = loaded.get(locale);
    if (!promise) {
      const loader = loaders[locale as OtherLocale];
      promise = track(loader().then((module) => module.default));
      loaded.set(locale, promise);
      // A failed download is tried again next time rather than remembered.
      promise.catch(() => loaded.delete(locale));
    }
    return promise;
  }
  function useT() {
    const i18n = useI18n();
    const catalog = use(load(i18n.locale) as Promise<Translation<C>>);
    return useMemo(() => createTranslator(i18n.locale, catalog, english), [i18n.locale, catalog]);
  }
  return { english, load, useT };
}
