import { ApiError } from '@ace/api-client';
import type { Locale } from '@ace/domain';
import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store.ts';
import { createKeptLanguage } from './kept-language.ts';
import { createLanguageStore, type LanguageStorage } from './language.ts';
import { signedOut, type Session } from './session.ts';
import { buildParent } from './test-factories.ts';

/**
 * The kept language over a device's storage and an API kept in memory: `kept` is the language the API keeps,
 * `sent` every language it was asked to keep, and `refusing` answers each request with a server failure.
 */
function keptLanguageOf(session: Session, kept: Locale | null = null) {
  const state = {
    kept,
    sent: [] as Locale[],
    refusing: false,
    onDevice: null as string | null,
    failures: [] as string[],
  };
  const storage: LanguageStorage = {
    read: () => state.onDevice,
    write: (locale) => {
      state.onDevice = locale;
    },
  };
  const language = createLanguageStore(storage, ['en-US']);
  const keptLanguage = createKeptLanguage({
    language,
    sessionStore: createExternalStore(session),
    users: {
      language: () => Promise.resolve(state.kept),
      setLanguage: (locale) => {
        if (state.refusing) return Promise.reject(new ApiError(500, 'INTERNAL', 'Something went wrong.', [], 'req-7'));
        state.sent.push(locale);
        state.kept = locale;
        return Promise.resolve(locale);
      },
    },
    showToast: (kind, message) => {
      state.failures.push(`${kind}: ${message}`);
    },
  });
  return { state, language, keptLanguage };
}

const signedIn: Session = { ...signedOut, user: buildParent() };

describe('the kept language, on the web and on phones', () => {
  it('keeps a choice on this device only when nobody is signed in', () => {
    const { state, language, keptLanguage } = keptLanguageOf(signedOut);
    keptLanguage.choose('es');
    expect(language.store.get()).toEqual({ locale: 'es', chosen: true });
    expect(state.onDevice).toBe('es');
    expect(state.sent).toEqual([]);
  });

  it('has the API keep a choice made signed in', async () => {
    const { state, keptLanguage } = keptLanguageOf(signedIn);
    keptLanguage.choose('es');
    await vi.waitFor(() => {
      expect(state.sent).toEqual(['es']);
    });
  });

  it('tells the person, with the reference, when the API could not keep the choice; the device keeps it', async () => {
    const { state, language, keptLanguage } = keptLanguageOf(signedIn);
    state.refusing = true;
    keptLanguage.choose('es');
    await vi.waitFor(() => {
      expect(state.failures).toHaveLength(1);
    });
    expect(state.failures[0]).toMatch(/^danger: Something went wrong\. .*req-7/);
    expect(language.store.get().locale).toBe('es');
  });

  it('adopts the language the API keeps over the one shown here, and sends a choice made here when none is kept', async () => {
    const adopting = keptLanguageOf(signedIn, 'es');
    await adopting.keptLanguage.adoptKeptLanguage();
    expect(adopting.language.store.get()).toEqual({ locale: 'es', chosen: true });
    expect(adopting.state.sent).toEqual([]);

    const sending = keptLanguageOf(signedIn, null);
    sending.language.choose('es');
    await sending.keptLanguage.adoptKeptLanguage();
    expect(sending.state.sent).toEqual(['es']);
  });

  it("sends nothing when nothing was chosen: the device's languages are only a guess", async () => {
    const { state, keptLanguage } = keptLanguageOf(signedIn, null);
    await keptLanguage.adoptKeptLanguage();
    expect(state.sent).toEqual([]);
  });
});
