import { isUnexpectedError } from '@ace/app-core/query-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The claim id of a route parameter, or null when it names no claim. */
export function claimIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

/**
 * One claim of the signed-in parent, read again on every visit (its status moves while the parent is away, and a
 * correction sent links it to the new claim). Not found, or another family's, is an error the screen shows as not
 * found; a server failure is unexpected.
 */
export function useParentClaim(claimId: number | null) {
  return useQuery({
    queryKey: ['parent-claim', claimId],
    queryFn: () => api.claims.details(claimId ?? 0),
    enabled: claimId !== null,
    refetchOnMount: 'always',
    throwOnError: isUnexpectedError,
  });
}
