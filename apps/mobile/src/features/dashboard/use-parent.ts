import { eligibleParent } from '@ace/app-core/session';
import { ApiError } from '@ace/api-client';
import type { ParentUser } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { setUser, useSession } from '../session/session-store';

export const parentQueryKey = ['user', 'parent'] as const;

/** Reloads the parent (children, funds, claims) and keeps the stored user in step with it. */
export async function reloadParent(): Promise<ParentUser> {
  const parent = await api.users.parent();
  setUser(parent);
  return parent;
}

/**
 * The signed-in parent: shown at once from the stored user, refreshed from the API on every visit (and on pull
 * to refresh). A parent left without children by the refresh moves to NotEligible with the navigation set.
 */
export function useParent(): { parent: ParentUser; refreshing: boolean; refresh: () => void } {
  const stored = eligibleParent(useSession().user);
  if (stored === null) throw new Error('A parent screen was opened without an eligible parent signed in');
  const query = useQuery({ queryKey: parentQueryKey, queryFn: reloadParent, refetchOnMount: 'always' });
  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status !== 401) showToast('danger', query.error.message);
  }, [query.error]);
  return {
    parent: stored,
    refreshing: query.isFetching,
    refresh: () => {
      void query.refetch();
    },
  };
}
