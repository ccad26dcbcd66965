import type { Merit, ServiceProviderUser, User, UserType } from '@ace/domain';
import { createExternalStore, useExternalStore } from './external-store.ts';
import { isNotRegistered, signedOut, type Session, type SessionUser } from './session.ts';

/** Where a platform keeps the session: local storage on the web, secure storage in the app. */
export interface SessionStorage {
  write: (session: Session) => void;
  /** Nobody is signed in and nobody is being sent to a login screen: nothing is kept. */
  remove: () => void;
}

/**
 * The session store of spec section 3 (user, selected organisation, redirect user type) and the changes the apps
 * make to it, kept in the platform's storage on every change.
 */
export function createSessionStore(initial: Session, storage: SessionStorage) {
  const sessionStore = createExternalStore<Session>(initial, (session) => {
    if (session.user === null && session.redirectUserType === null) storage.remove();
    else storage.write(session);
  });
  return {
    sessionStore,
    useSession: (): Session => useExternalStore(sessionStore),
    setUser: (user: SessionUser): void => {
      sessionStore.set({ ...sessionStore.get(), user, redirectUserType: null });
    },
    /**
     * The signed-in user's record read again (their dashboard, a bank linked): kept only while that same user is
     * signed in, so an answer that arrives after a logout, or after someone else signed in, changes nothing.
     */
    refreshUser: (user: User): void => {
      const current = sessionStore.get().user;
      if (current === null || isNotRegistered(current) || current.type !== user.type || current.id !== user.id) return;
      sessionStore.set({ ...sessionStore.get(), user });
    },
    setRedirectUserType: (redirectUserType: UserType | null): void => {
      sessionStore.set({ ...sessionStore.get(), redirectUserType });
    },
    clearSession: (): void => {
      sessionStore.set(signedOut);
    },
    /** A provider user and the organisation they act for, stored together: one without the other is invalid. */
    setProviderUser: (user: ServiceProviderUser, selectedOrg: Merit): void => {
      sessionStore.set({ ...sessionStore.get(), user, selectedOrg, redirectUserType: null });
    },
  };
}
