import type { Merit, ServiceProviderUser } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { signedOut, type Session } from './session.ts';
import { createSessionStore } from './session-store.ts';
import { buildParent } from './test-factories.ts';

/** A store kept in memory, as the platform's storage would keep it: what was written last, or nothing. */
function storeInMemory() {
  const kept: { session: Session | null } = { session: null };
  const store = createSessionStore(signedOut, {
    write: (session) => {
      kept.session = session;
    },
    remove: () => {
      kept.session = null;
    },
  });
  return { kept, ...store };
}

describe('the session store', () => {
  it('keeps a signed-in user and forgets everything on logout', () => {
    const { kept, sessionStore, setRedirectUserType, setUser, clearSession } = storeInMemory();
    setRedirectUserType('MeritCS');
    expect(kept.session).toEqual({ ...signedOut, redirectUserType: 'MeritCS' });
    const parent = buildParent();
    setUser(parent);
    expect(sessionStore.get()).toEqual({ ...signedOut, user: parent });
    expect(kept.session).toEqual(sessionStore.get());
    clearSession();
    expect(sessionStore.get()).toEqual(signedOut);
    expect(kept.session).toBeNull();
  });

  it('stores a provider user with the organisation they act for, together', () => {
    const { kept, setProviderUser } = storeInMemory();
    const org: Merit = { id: 'org-1', name: 'Bright Minds Tutoring' };
    const provider: ServiceProviderUser = {
      type: 'ServiceProvider',
      id: 7,
      email: 'olivia@example.org',
      firstName: 'Olivia',
      lastName: 'Brown',
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
      selectedOrg: { ...org, providerNumber: '100001' },
    };
    setProviderUser(provider, org);
    expect(kept.session).toEqual({ ...signedOut, user: provider, selectedOrg: org });
  });

  it("refreshes the signed-in user's record, and nobody's once they logged out or someone else signed in", () => {
    const { kept, sessionStore, setUser, refreshUser, clearSession } = storeInMemory();
    const parent = buildParent({ id: 11 });
    setUser(parent);
    const fresher = buildParent({ id: 11, firstName: 'Maria José' });
    refreshUser(fresher);
    expect(sessionStore.get().user).toEqual(fresher);
    // Another parent's record, or the same id as another type, changes nothing.
    refreshUser(buildParent({ id: 12 }));
    refreshUser({ type: 'MeritCS', id: 11, email: 'staff@example.com', firstName: 'Riley', lastName: 'Jones' });
    expect(sessionStore.get().user).toEqual(fresher);
    // Read before the logout, answered after it: still signed out.
    clearSession();
    refreshUser(fresher);
    expect(sessionStore.get()).toEqual(signedOut);
    expect(kept.session).toBeNull();
    // Signed in but not registered: there is no record to refresh.
    setUser({ type: 'Parent', notRegistered: true, email: 'new@example.com' });
    refreshUser(fresher);
    expect(sessionStore.get().user).toEqual({ type: 'Parent', notRegistered: true, email: 'new@example.com' });
  });
});
