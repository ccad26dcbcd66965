import { ApiError, type ApiClient } from '@ace/api-client';
import type { ParentUser, ToastKind, User } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnexpectedError } from './query-client.ts';
import { eligibleParent, type Session } from './session.ts';

export interface ParentAccessSetup {
  api: Pick<ApiClient, 'users'>;
  useSession: () => Session;
  /** The session store's refreshUser: a parent read after a logout changes nothing. */
  refreshUser: (user: User) => void;
  toast: (kind: ToastKind, message: string) => void;
}

export interface ParentView {
  parent: ParentUser;
  refreshing: boolean;
  /** Loads the parent again (pull to refresh). */
  refresh: () => void;
}

/**
 * The signed-in parent of an app: reloadParent fetches the parent (children, funds, claims) and keeps the stored
 * user in step; useParent shows the stored parent at once and refreshes it on every visit. A parent left without
 * children by a refresh moves to NotEligible with the navigation set. A refusal is told in a toast over what is
 * shown (a 401 logs out instead); a server failure is unexpected and goes to the error screen (spec section 8).
 */
export function createParentAccess({ api, useSession, refreshUser, toast }: ParentAccessSetup) {
  async function reloadParent(): Promise<ParentUser> {
    const parent = await api.users.parent();
    refreshUser(parent);
    return parent;
  }

  function useParent(): ParentView {
    const stored = eligibleParent(useSession().user);
    if (stored === null) throw new Error('A parent screen was opened without an eligible parent signed in');
    const query = useQuery({
      queryKey: ['user', 'parent'],
      queryFn: reloadParent,
      refetchOnMount: 'always',
      throwOnError: isUnexpectedError,
    });
    useEffect(() => {
      if (query.error instanceof ApiError && query.error.status !== 401) toast('danger', query.error.message);
    }, [query.error]);
    return {
      parent: stored,
      refreshing: query.isFetching,
      refresh: () => {
        void query.refetch();
      },
    };
  }

  return { reloadParent, useParent };
}
