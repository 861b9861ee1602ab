import type { Locale } from '@openpresale/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { use } from 'react';

// antd's own texts (pagination, empty tables, modal buttons) in the page's language. English is
// bundled; another language is fetched the first time the page switches to it, so an English
// visitor never downloads it. One promise per language: React's use() reads it again without
// suspending once it has settled.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<AntdLocale>> = {
  ru: () => import('antd/locale/ru_RU').then((module) => module.default),
};

const loaded = new Map<Locale, Promise<AntdLocale>>([['en', Promise.resolve(enUS)]]);

function load(locale: Locale): Promise<AntdLocale> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = loaders[locale as Exclude<Locale, 'en'>]();
    loaded.set(locale, promise);
    // a failed download is tried again on the next render rather than remembered
    promise.catch(() => loaded.delete(locale));
  }
  return promise;
}

/** antd's locale for the page's language; suspends while it downloads. */
export function useAntdLocale(locale: Locale): AntdLocale {
  // English is known at once: no suspension for the default language
  if (locale === 'en') return enUS;
  return use(load(locale));
}
