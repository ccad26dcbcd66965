import { useExternalStore } from '@ace/app-core/external-store';
import { createLanguageStore, languageKeptIn, type LanguageStorage } from '@ace/app-core/language';
import type { Locale } from '@ace/domain';

/** This browser's local storage of the language chosen here; a browser that refuses storage forgets it. */
export const languageStorage = languageKeptIn(() => window.localStorage);

/**
 * The web's language store: the language chosen on this browser, else the first of the browser's languages the
 * portal speaks. The page's `lang` follows it, so a screen reader reads each screen in its language.
 */
export function createWebLanguage(storage: LanguageStorage, browserLanguages: readonly string[]) {
  const language = createLanguageStore(storage, browserLanguages);
  const followLang = () => {
    document.documentElement.lang = language.store.get().locale;
  };
  followLang();
  language.store.subscribe(followLang);
  return language;
}

/** The browser's languages, most wanted first. */
function browserLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const language = createWebLanguage(languageStorage, browserLanguages());

/** A language chosen on the switch, kept on this browser only (signed out). */
export function chooseOnThisBrowser(locale: Locale): void {
  language.choose(locale);
}

/** The language the screens show, redrawn when it changes. */
export function useLocale(): Locale {
  return useExternalStore(language.store).locale;
}
