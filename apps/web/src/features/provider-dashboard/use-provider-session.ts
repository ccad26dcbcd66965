import { ApiError } from '@ace/api-client';
import type { Merit } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { showToast } from '../../lib/toasts.ts';
import { setProviderUser, useSession } from '../../lib/session-store.ts';
import { providerSessionOf, type ProviderSession } from '../../lib/provider-session.ts';

/**
 * The provider screens' user and organisation. Any other user is an invalid state (spec section 5: a service
 * provider without a selected organisation; section 6: every screen throws for an unexpected user type).
 */
export function useProviderSession(): ProviderSession {
  const provider = providerSessionOf(useSession());
  if (provider === null) throw new Error('A provider screen was opened without a provider and organisation');
  return provider;
}

/**
 * Reloads the provider user on each visit, so the bank flags follow the bank (a connection can break, or be
 * mended, while the person is away), and keeps the stored user in step with it.
 */
export function useProviderRefresh(organisation: Merit): void {
  const query = useQuery({
    queryKey: ['user', 'serviceProvider', organisation.id],
    queryFn: async () => {
      const user = await api.users.serviceProvider(organisation.id);
      setProviderUser(user, organisation);
      return user;
    },
    refetchOnMount: 'always',
    throwOnError: isUnexpectedError,
  });
  useEffect(() => {
    // A 401 has logged the person out and said so already.
    if (query.error && !(query.error instanceof ApiError && query.error.status === 401)) {
      showToast('danger', query.error.message);
    }
  }, [query.error]);
}
