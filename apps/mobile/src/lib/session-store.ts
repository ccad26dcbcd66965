import { sessionSchema, signedOut, type Session } from '@ace/app-core/session';
import { createSessionStore } from '@ace/app-core/session-store';
import { readSecure, removeSecure, writeSecure } from './secure-storage';
import { readStoredJson } from './stored-json';

/**
 * The session store of spec section 3 (the user and the redirect user type), kept in the platform's secure
 * storage and restored before the first screen (restoreSession).
 */
export const SESSION_KEY = 'ace.session';

export const { sessionStore, useSession, setUser, refreshUser, setRedirectUserType, clearSession } = createSessionStore(
  signedOut,
  {
    write: (session) => {
      void writeSecure(SESSION_KEY, JSON.stringify(session));
    },
    remove: () => {
      void removeSecure(SESSION_KEY);
    },
  },
);

export async function readStoredSession(): Promise<Session> {
  return (await readStoredJson(SESSION_KEY, sessionSchema, readSecure, removeSecure)) ?? signedOut;
}
