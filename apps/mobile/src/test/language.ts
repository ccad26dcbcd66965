import { ok, type StubbedCall, type StubRoute } from './api-stub';
import { language } from '../lib/language';

/** Each test starts on a phone in English where nobody chose a language yet (the store outlives a test). */
export function resetLanguage(): void {
  language.store.set({ locale: 'en', chosen: false });
}

/** GET /api/user/language: the language the API keeps for the signed-in person, or none. */
export function keptLanguageRoute(kept: 'en' | 'es' | null): StubRoute {
  return ['GET', /^\/api\/user\/language$/, () => ok({ language: kept })];
}

/** PUT /api/user/language: kept. */
export const keepLanguageRoute: StubRoute = ['PUT', /^\/api\/user\/language$/, (_url, init) => ok(init.body)];

/** The calls to /api/user/language, as 'GET' or 'PUT' with the JSON sent. */
export function languageCalls(calls: readonly StubbedCall[]): string[] {
  return calls
    .filter((call) => call.url.pathname === '/api/user/language')
    .map((call) => `${call.method} ${typeof call.init.body === 'string' ? call.init.body : ''}`.trim());
}
