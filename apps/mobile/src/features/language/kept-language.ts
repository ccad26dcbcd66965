import { failureMessage } from '@ace/app-core/failure-message';
import { currentTranslator } from '@ace/app-core/i18n';
import { isNotRegistered, type Session } from '@ace/app-core/session';
import type { Locale } from '@ace/domain';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { sessionStore, useSession } from '../session/session-store';
import { language } from './language';

/** Someone the API keeps a language for: signed in, with a record in their role. */
function keepsLanguage(session: Session): boolean {
  return session.user !== null && !isNotRegistered(session.user);
}

/**
 * What the language switch does: the screens change at once and the phone keeps the choice; signed in, the API
 * keeps it too, so e-mails follow it. If the API could not keep it, the person is told; the phone keeps it anyway.
 */
export function chooseLanguage(locale: Locale): void {
  language.choose(locale);
  if (!keepsLanguage(sessionStore.get())) return;
  api.users.setLanguage(locale).catch((error: unknown) => {
    if (error instanceof Error) showToast('danger', failureMessage(error, currentTranslator()));
  });
}

/**
 * Signed in: the language the API keeps wins over this phone's; none kept yet, a language chosen on this phone is
 * sent to be kept.
 */
async function adoptKeptLanguage(): Promise<void> {
  const kept = await api.users.language();
  const unsent = language.adoptKeptLanguage(kept);
  if (unsent !== null) await api.users.setLanguage(unsent);
}

/**
 * Once signed in (at sign-in, or a session restored at start), the app adopts the language the API keeps. A failure
 * leaves the screens in this phone's language.
 */
export function useKeptLanguage(): void {
  const signedIn = keepsLanguage(useSession());
  useEffect(() => {
    if (signedIn) adoptKeptLanguage().catch(() => undefined);
  }, [signedIn]);
}
