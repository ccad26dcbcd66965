import { createKeptLanguage } from '@ace/app-core/kept-language';
import type { Locale } from '@ace/domain';
import { api } from './api.ts';
import { language } from './language.ts';
import { sessionStore } from './session-store.ts';
import { showToast } from './toasts.ts';

/** The language of a signed-in person on this browser (docs/adr/0023), as app-core writes it for both apps. */
export const keptLanguage = createKeptLanguage({ language, sessionStore, users: api.users, showToast });

/**
 * What the language switch does inside the portal: signed in, the API keeps the choice too, and the language the
 * API keeps is adopted once signed in.
 */
export function useLanguageChoice(): (locale: Locale) => void {
  keptLanguage.useKeptLanguage();
  return keptLanguage.choose;
}
