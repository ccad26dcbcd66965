import type { LanguageStorage } from '@ace/app-core/language';
import { languageStorageKey } from '@ace/domain';
import * as SecureStore from 'expo-secure-store';

/**
 * The language chosen on this phone, in the platform's store beside the session. Read and written synchronously (a
 * few bytes), so the first screen is drawn in it. Never throws: an unreadable entry is no choice, and a refused
 * write lasts until the app is closed.
 */
export const languageStorage: LanguageStorage = {
  read: () => {
    try {
      return SecureStore.getItem(languageStorageKey);
    } catch {
      return null;
    }
  },
  write: (locale) => {
    try {
      SecureStore.setItem(languageStorageKey, locale);
    } catch {
      // Refused by the keychain: the choice lasts until the app is closed.
    }
  },
};
