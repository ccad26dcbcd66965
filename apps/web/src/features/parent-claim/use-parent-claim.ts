import { isUnexpectedError } from '@ace/app-core/query-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The claim id of an address or query text, or null when it names no claim. */
export function claimIdOf(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && String(id) === text ? id : null;
}

/**
 * One claim of the signed-in parent, read again on every visit (its status moves while the parent is away). Not
 * found, or another family's, is an error the screen shows as not found; a server failure is unexpected.
 */
export function useParentClaim(claimId: number | null) {
  return useQuery({
    queryKey: ['parent-claim', claimId],
    queryFn: () => api.claims.details(claimId ?? 0),
    enabled: claimId !== null,
    // Read again whenever shown, also when a link leads from one claim to another (a correction and its claim).
    staleTime: 0,
    refetchOnMount: 'always',
    throwOnError: isUnexpectedError,
  });
}
