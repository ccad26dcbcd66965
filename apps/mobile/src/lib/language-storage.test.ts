import type * as LanguageStorage from './language-storage';

// This file tests the phone's storage of the chosen language itself, over a keychain kept in memory.
jest.unmock('./language-storage');
jest.mock('expo-secure-store', () => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => {
      if (entries.has('broken')) throw new Error('Keychain locked');
      return entries.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (entries.has('broken')) throw new Error('Keychain locked');
      entries.set(key, value);
    },
  };
});

const { entries } = jest.requireMock<{ entries: Map<string, string> }>('expo-secure-store');
const { languageStorage } = jest.requireActual<typeof LanguageStorage>('./language-storage');

describe("the phone's language storage", () => {
  afterEach(() => {
    entries.clear();
  });

  it('keeps the chosen language under ace.language, read back at once', () => {
    expect(languageStorage.read()).toBeNull();
    languageStorage.write('es');
    expect(entries.get('ace.language')).toBe('es');
    expect(languageStorage.read()).toBe('es');
  });

  it('reads a keychain that refuses as no choice, and does not throw when it refuses a write', () => {
    entries.set('broken', 'yes');
    expect(languageStorage.read()).toBeNull();
    expect(() => {
      languageStorage.write('es');
    }).not.toThrow();
  });
});
