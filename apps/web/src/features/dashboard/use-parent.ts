import type { ParentUser } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { showToast } from '../../lib/toasts.ts';
import { setUser, useSession } from '../session/session-store.ts';
import { eligibleParent } from '@ace/app-core/session';

export const parentQueryKey = ['user', 'parent'] as const;

/** Reloads the parent (children, funds, claims) and keeps the stored user in step with it. */
export async function reloadParent(): Promise<ParentUser> {
  const parent = await api.users.parent();
  setUser(parent);
  return parent;
}

/**
 * The signed-in parent: shown at once from the stored user, refreshed from the API on every visit. A parent left
 * without children by the refresh moves to NotEligible with the route set.
 */
export function useParent(): { parent: ParentUser; refreshing: boolean } {
  const stored = eligibleParent(useSession().user);
  if (stored === null) throw new Error('A parent screen was opened without an eligible parent signed in');
  const query = useQuery({
    queryKey: parentQueryKey,
    queryFn: reloadParent,
    refetchOnMount: 'always',
    // A refusal is told in a toast over what is shown; a server failure is unexpected: the generic error page.
    throwOnError: isUnexpectedError,
  });
  useEffect(() => {
    if (query.error) showToast('danger', query.error.message);
  }, [query.error]);
  return { parent: stored, refreshing: query.isFetching };
}
