import { isLocale, languageStorageKey, localeFromLanguages, setLocaleSource, type Locale } from '@ace/domain';
import { createExternalStore, type ExternalStore } from './external-store.ts';

/** Where an app keeps the language chosen on this device (the web's local storage, the native app's store). */
export interface LanguageStorage {
  read: () => string | null;
  write: (locale: Locale) => void;
}

/** A platform's store of short texts, as the language needs it: the web's local storage, the phone's SecureStore. */
export interface TextStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

/**
 * The language chosen on this device, kept under one key in the platform's store. The store is asked for on each
 * use, as a browser may refuse even to hand its storage over. Never throws: an unreadable entry is no choice, and a
 * refused write (quota, private mode, a locked keychain) lasts as long as the app runs.
 */
export function languageKeptIn(store: () => TextStore): LanguageStorage {
  return {
    read: () => {
      try {
        return store().getItem(languageStorageKey);
      } catch {
        return null;
      }
    },
    write: (locale) => {
      try {
        store().setItem(languageStorageKey, locale);
      } catch {
        // Refused: the screens still follow the choice until the app is closed.
      }
    },
  };
}

/** The language screens show, and whether the person chose it (a choice is kept; a guess is not sent anywhere). */
export interface LanguageState {
  locale: Locale;
  chosen: boolean;
}

/**
 * The language of an app: the one chosen on this device, else the first of the browser's or device's languages the
 * portal speaks. Money, dates and `translate` follow it (domain's locale source). A signed-in app also hands a
 * choice to the API (`PUT /api/user/language`) and adopts the one the API keeps (`adoptKeptLanguage`).
 */
export function createLanguageStore(storage: LanguageStorage, deviceLanguages: readonly string[]) {
  const stored = storage.read();
  const store: ExternalStore<LanguageState> = createExternalStore<LanguageState>(
    isLocale(stored)
      ? { locale: stored, chosen: true }
      : { locale: localeFromLanguages(deviceLanguages), chosen: false },
  );
  setLocaleSource(() => store.get().locale);
  return {
    store,
    /** The person picked a language on the switch. */
    choose(locale: Locale): void {
      storage.write(locale);
      store.set({ locale, chosen: true });
    },
    /**
     * After sign-in: the language the API keeps wins over this device's; none kept yet, a choice made here is
     * what to send to the API (the return value), a guess is not.
     */
    adoptKeptLanguage(kept: Locale | null): Locale | null {
      const current = store.get();
      if (kept === null) return current.chosen ? current.locale : null;
      if (kept !== current.locale || !current.chosen) {
        storage.write(kept);
        store.set({ locale: kept, chosen: true });
      }
      return null;
    },
  };
}

export type LanguageStore = ReturnType<typeof createLanguageStore>;
