import { isNotRegistered, sessionSchema, signedOut, type Session } from '@ace/app-core/session';
import { createSessionStore } from '@ace/app-core/session-store';
import { navigationSetFor, type NavigationSet } from '@ace/domain';
import { readStored, removeStored, writeStored } from './storage.ts';
import { SESSION_KEY } from './storage-keys.ts';

/** The session store of spec section 3 (user, selected organisation, redirect user type), kept in local storage. */
export const { sessionStore, useSession, setUser, refreshUser, setRedirectUserType, clearSession, setProviderUser } =
  createSessionStore(readStored(SESSION_KEY, sessionSchema) ?? signedOut, {
    write: (session) => {
      writeStored(SESSION_KEY, session);
    },
    remove: () => {
      removeStored(SESSION_KEY);
    },
  });

/** The navigation set of the stored session, on the web. */
export function navigationSetOf(session: Session): NavigationSet {
  const user = session.user;
  return navigationSetFor(
    {
      user: user === null ? null : { type: user.type, registered: !isNotRegistered(user) },
      selectedOrgId: session.selectedOrg?.id ?? null,
    },
    'web',
  );
}
