import { languageStorageKey } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { languageKeptIn, type TextStore } from './language.ts';

/** A platform store kept in memory; `refusing` makes every read and write throw, as a locked keychain does. */
function storeInMemory() {
  const entries = new Map<string, string>();
  const state = { refusing: false };
  const store: TextStore = {
    getItem: (key) => {
      if (state.refusing) throw new Error('Storage refused');
      return entries.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (state.refusing) throw new Error('Storage refused');
      entries.set(key, value);
    },
  };
  return { entries, state, store };
}

describe('the language kept on a device', () => {
  it("keeps the chosen language under domain's key, read back at once", () => {
    const { entries, store } = storeInMemory();
    const storage = languageKeptIn(() => store);
    expect(storage.read()).toBeNull();
    storage.write('es');
    expect(entries.get(languageStorageKey)).toBe('es');
    expect(storage.read()).toBe('es');
  });

  it('reads a store that refuses as no choice, and does not throw when it refuses a write', () => {
    const { state, store } = storeInMemory();
    state.refusing = true;
    const storage = languageKeptIn(() => store);
    expect(storage.read()).toBeNull();
    expect(() => {
      storage.write('es');
    }).not.toThrow();
  });

  it('does not throw when the platform refuses to hand its store over', () => {
    const storage = languageKeptIn(() => {
      throw new Error('Access to localStorage denied');
    });
    expect(storage.read()).toBeNull();
    expect(() => {
      storage.write('en');
    }).not.toThrow();
  });
});
