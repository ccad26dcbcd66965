import { languageStorageKey } from '@ace/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildParent } from '@ace/app-core/test-factories';
import { keptLanguage } from './kept-language.ts';
import { language } from './language.ts';
import { clearSession, setUser } from './session-store.ts';

/** The API's language endpoints, as the browser calls them: the language kept, and every PUT asked of it. */
function stubLanguageApi(kept: 'en' | 'es' | null) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      expect(url).toBe('/api/user/language');
      if (init.method === 'PUT' && typeof init.body === 'string') sent.push(JSON.parse(init.body));
      const body = { success: true, data: { language: init.method === 'PUT' ? 'es' : kept } };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    }),
  );
  return sent;
}

describe('the language of a signed-in person', () => {
  beforeEach(() => {
    language.store.set({ locale: 'en', chosen: false });
    setUser(buildParent());
  });

  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('takes the language the API keeps over the one shown on this browser, and keeps it here', async () => {
    const sent = stubLanguageApi('es');
    await keptLanguage.adoptKeptLanguage();
    expect(language.store.get()).toEqual({ locale: 'es', chosen: true });
    expect(window.localStorage.getItem(languageStorageKey)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(sent).toEqual([]);
  });

  it('sends the API a language chosen on this browser before any was kept', async () => {
    language.choose('es');
    const sent = stubLanguageApi(null);
    await keptLanguage.adoptKeptLanguage();
    expect(sent).toEqual([{ language: 'es' }]);
    expect(language.store.get().locale).toBe('es');
  });

  it("sends nothing when nothing was chosen: the browser's languages are only a guess", async () => {
    const sent = stubLanguageApi(null);
    await keptLanguage.adoptKeptLanguage();
    expect(sent).toEqual([]);
    expect(language.store.get()).toEqual({ locale: 'en', chosen: false });
  });

  it('shows a choice on the switch at once and has the API keep it', async () => {
    const sent = stubLanguageApi('en');
    keptLanguage.choose('es');
    expect(language.store.get().locale).toBe('es');
    await vi.waitFor(() => {
      expect(sent).toEqual([{ language: 'es' }]);
    });
  });

  it('keeps a choice on this browser only once signed out: the API is not asked', () => {
    clearSession();
    stubLanguageApi('en');
    keptLanguage.choose('es');
    expect(language.store.get()).toEqual({ locale: 'es', chosen: true });
    expect(window.localStorage.getItem(languageStorageKey)).toBe('es');
    expect(fetch).not.toHaveBeenCalled();
  });
});
