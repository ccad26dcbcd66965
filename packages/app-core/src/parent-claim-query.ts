import type { ApiClient } from '@ace/api-client';
import { useQuery } from '@tanstack/react-query';
import { isUnexpectedError } from './query-client.ts';

/** The claim id of an address, route parameter or query text, or null when it names no claim. */
export function claimIdOf(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && String(id) === text ? id : null;
}

/**
 * One claim of the signed-in parent (issue 15), read again whenever shown: its status moves while the parent is
 * away, and a link may lead from one claim to another (a correction and the claim it corrects). Not found, or
 * another family's, is an error the screens show as not found; a server failure is unexpected.
 */
export function useParentClaim(api: Pick<ApiClient, 'claims'>, claimId: number | null) {
  return useQuery({
    queryKey: ['parent-claim', claimId],
    queryFn: () => api.claims.details(claimId ?? 0),
    enabled: claimId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    throwOnError: isUnexpectedError,
  });
}
