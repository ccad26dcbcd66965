import { isNotRegistered, type Session } from '@ace/app-core/session';
import type { Merit, ServiceProviderUser } from '@ace/domain';

export interface ProviderSession {
  user: ServiceProviderUser;
  organisation: Merit;
}

/** The signed-in provider user and the organisation they act for, or null for anyone else. */
export function providerSessionOf(session: Session): ProviderSession | null {
  const { user, selectedOrg } = session;
  if (user?.type !== 'ServiceProvider' || isNotRegistered(user) || selectedOrg === null) return null;
  return { user, organisation: selectedOrg };
}
