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
});
