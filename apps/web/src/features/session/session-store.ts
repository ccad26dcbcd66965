import {
  meritSchema,
  navigationSetFor,
  userSchema,
  userTypeSchema,
  type Merit,
  type NavigationSet,
  type ParentUser,
  type User,
  type UserType,
} from '@ace/domain';
import { z } from 'zod';
import { createExternalStore, useExternalStore } from '../../lib/external-store.ts';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/**
 * A person who signed in as a parent but whom the programme has no parent record for: they see only the
 * NotEligible screen (spec section 2), until they log out.
 */
const notRegisteredParentSchema = z.object({
  type: z.literal('Parent'),
  notRegistered: z.literal(true),
  email: z.string(),
});
export type NotRegisteredParent = z.infer<typeof notRegisteredParentSchema>;

export type SessionUser = User | NotRegisteredParent;

/** The session store of spec section 3: the user, the selected organisation and the redirect user type. */
const sessionSchema = z.object({
  user: z.union([userSchema, notRegisteredParentSchema]).nullable(),
  selectedOrg: meritSchema.nullable(),
  redirectUserType: userTypeSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const SESSION_KEY = 'ace.session';
const signedOut: Session = { user: null, selectedOrg: null, redirectUserType: null };

export const sessionStore = createExternalStore<Session>(
  readStored(SESSION_KEY, sessionSchema) ?? signedOut,
  (session) => {
    if (session.user === null && session.redirectUserType === null) removeStored(SESSION_KEY);
    else writeStored(SESSION_KEY, session);
  },
);

export function useSession(): Session {
  return useExternalStore(sessionStore);
}

export function setUser(user: SessionUser): void {
  sessionStore.set({ ...sessionStore.get(), user, redirectUserType: null });
}

export function setRedirectUserType(redirectUserType: UserType | null): void {
  sessionStore.set({ ...sessionStore.get(), redirectUserType });
}

export function setSelectedOrg(selectedOrg: Merit | null): void {
  sessionStore.set({ ...sessionStore.get(), selectedOrg });
}

export function clearSession(): void {
  sessionStore.set(signedOut);
}

export function isNotRegistered(user: SessionUser): user is NotRegisteredParent {
  return 'notRegistered' in user;
}

/** A parent who may use the portal: registered, with at least one child. */
export function eligibleParent(user: SessionUser | null): ParentUser | null {
  if (user?.type !== 'Parent' || isNotRegistered(user)) return null;
  return user.children.length > 0 ? user : null;
}

/** The navigation set of the stored session, on the web. */
export function navigationSetOf(session: Session): NavigationSet {
  return navigationSetFor({ user: session.user, selectedOrgId: session.selectedOrg?.id ?? null }, 'web');
}
