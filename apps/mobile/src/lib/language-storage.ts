import type { LanguageStorage } from '@ace/app-core/language';
import { languageStorageKey } from '@ace/domain';

/** Where the web build keeps the language chosen on this browser: local storage, as the session. Never throws. */
export const languageStorage: LanguageStorage = {
  read: () => {
    try {
      return window.localStorage.getItem(languageStorageKey);
    } catch {
      return null;
    }
  },
  write: (locale) => {
    try {
      window.localStorage.setItem(languageStorageKey, locale);
    } catch {
      // Storage refused (quota, private mode): the choice lasts as long as the page.
    }
  },
};
