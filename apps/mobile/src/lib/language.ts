import { useExternalStore } from '@ace/app-core/external-store';
import { createLanguageStore } from '@ace/app-core/language';
import type { Locale } from '@ace/domain';
import { getLocales } from 'expo-localization';
import { languageStorage } from './language-storage';
import { followPageLanguage } from './page-language';

/** The phone's languages, as its settings order them ('es-US', 'en-US'). */
function deviceLanguages(): string[] {
  return getLocales().map((locale) => locale.languageTag);
}

/**
 * The app's language store (docs/adr/0023): the language chosen on this phone, else the first of its languages the
 * portal speaks. Texts, money and dates follow it, and the web build's page its `lang`.
 */
export const language = createLanguageStore(languageStorage, deviceLanguages());
followPageLanguage(language.store.get().locale);
language.store.subscribe(() => {
  followPageLanguage(language.store.get().locale);
});

/** The language the screens show, redrawn when it changes. */
export function useLocale(): Locale {
  return useExternalStore(language.store).locale;
}
