import type { ApiClient } from '@ace/api-client';
import type { Locale } from '@ace/domain';
import { useEffect } from 'react';
import { useExternalStore, type ExternalStore } from './external-store.ts';
import { failureMessage } from './failure-message.ts';
import { currentTranslator } from './i18n.tsx';
import type { LanguageStore } from './language.ts';
import { isNotRegistered, type Session } from './session.ts';

/** Someone the API keeps a language for: signed in, with a record in their role. */
export function keepsLanguage(session: Session): boolean {
  return session.user !== null && !isNotRegistered(session.user);
}

export interface KeptLanguageParts {
  language: LanguageStore;
  sessionStore: ExternalStore<Session>;
  users: Pick<ApiClient['users'], 'language' | 'setLanguage'>;
  /** The platform's toast, which tells the person the API could not keep their choice. */
  showToast: (kind: 'danger', message: string) => void;
}

/**
 * The language of a signed-in person, on the web and on phones alike (docs/adr/0023): a choice on the switch shows
 * at once and is kept on this device; signed in, the API keeps it too, so e-mails follow it. Once signed in, the
 * language the API keeps wins over this device's; none kept yet, a language chosen here is sent to be kept.
 */
export function createKeptLanguage({ language, sessionStore, users, showToast }: KeptLanguageParts) {
  /** The API keeps none yet: a choice made on this device is sent; a guess from its languages is not. */
  async function adoptKeptLanguage(): Promise<void> {
    const unsent = language.adoptKeptLanguage(await users.language());
    if (unsent !== null) await users.setLanguage(unsent);
  }

  return {
    adoptKeptLanguage,
    /** A choice on the switch. If the API could not keep it, the person is told; this device keeps it anyway. */
    choose: (locale: Locale): void => {
      language.choose(locale);
      if (!keepsLanguage(sessionStore.get())) return;
      users.setLanguage(locale).catch((error: unknown) => {
        if (error instanceof Error) showToast('danger', failureMessage(error, currentTranslator()));
      });
    },
    /** Once signed in (at sign-in, or a session kept from before), adopts the kept language; a failure changes nothing. */
    useKeptLanguage: (): void => {
      const signedIn = keepsLanguage(useExternalStore(sessionStore));
      useEffect(() => {
        if (signedIn) adoptKeptLanguage().catch(() => undefined);
      }, [signedIn]);
    },
  };
}
