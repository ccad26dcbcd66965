import { currentLocale, type Locale } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { createWebLanguage, languageStorage } from './language.ts';

/** A browser's storage of the language, in memory. */
function memoryStorage(kept: string | null) {
  let value = kept;
  return {
    read: () => value,
    write: (locale: Locale) => {
      value = locale;
    },
  };
}

describe("the web's language", () => {
  it("follows the browser's languages until one is chosen: the first the portal speaks", () => {
    expect(createWebLanguage(memoryStorage(null), ['es-MX', 'en-US']).store.get()).toEqual({
      locale: 'es',
      chosen: false,
    });
    expect(document.documentElement.lang).toBe('es');
    expect(currentLocale()).toBe('es');
    expect(createWebLanguage(memoryStorage(null), ['fr-FR', 'en-GB', 'es']).store.get().locale).toBe('en');
    expect(createWebLanguage(memoryStorage(null), ['pt-BR']).store.get().locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps a choice over the browser, and the page language follows it', () => {
    const storage = memoryStorage('es');
    const language = createWebLanguage(storage, ['en-US']);
    expect(language.store.get()).toEqual({ locale: 'es', chosen: true });
    language.choose('en');
    expect(storage.read()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLocale()).toBe('en');
  });

  it("keeps the choice in this browser's local storage, and ignores what is not a language there", () => {
    languageStorage.write('es');
    expect(window.localStorage.getItem('ace.language')).toBe('es');
    expect(createWebLanguage(languageStorage, ['en-US']).store.get().locale).toBe('es');
    window.localStorage.setItem('ace.language', 'klingon');
    expect(createWebLanguage(languageStorage, ['es-ES']).store.get()).toEqual({ locale: 'es', chosen: false });
  });
});
