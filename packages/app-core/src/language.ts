import { isLocale, localeFromLanguages, setLocaleSource, type Locale } from '@ace/domain';
import { createExternalStore, type ExternalStore } from './external-store.ts';

/** Where an app keeps the language chosen on this device (the web's local storage, the native app's store). */
export interface LanguageStorage {
  read: () => string | null;
  write: (locale: Locale) => void;
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
