import { failureMessage } from '@ace/app-core/failure-message';
import { currentTranslator } from '@ace/app-core/i18n';
import { isNotRegistered, type Session } from '@ace/app-core/session';
import type { Locale } from '@ace/domain';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';
import { useSession } from '../session/session-store.ts';
import { chooseOnThisBrowser, language } from './language.ts';

/** Someone the API keeps a language for: signed in, with a record in their role. */
export function keepsLanguage(session: Session): boolean {
  return session.user !== null && !isNotRegistered(session.user);
}

/**
 * A choice on the switch, signed in: the screen changes at once and the API keeps it, so e-mails follow it. If the
 * API could not keep it, the person is told; this browser keeps it anyway.
 */
export function chooseAndKeep(locale: Locale): void {
  language.choose(locale);
  api.users.setLanguage(locale).catch((error: unknown) => {
    if (error instanceof Error) showToast('danger', failureMessage(error, currentTranslator()));
  });
}

/**
 * After sign-in: the language the API keeps wins over this browser's; none kept yet, a language chosen on this
 * browser is sent to be kept. A failure leaves the screens in this browser's language.
 */
export async function adoptKeptLanguage(): Promise<void> {
  const kept = await api.users.language();
  const unsent = language.adoptKeptLanguage(kept);
  if (unsent !== null) await api.users.setLanguage(unsent);
}

/**
 * What the language switch does: signed in, the API keeps the choice too. Once signed in, the language the API keeps
 * is adopted (docs/adr/0023).
 */
export function useLanguageChoice(): (locale: Locale) => void {
  const signedIn = keepsLanguage(useSession());
  useEffect(() => {
    if (signedIn) {
      adoptKeptLanguage().catch(() => undefined);
    }
  }, [signedIn]);
  return signedIn ? chooseAndKeep : chooseOnThisBrowser;
}
