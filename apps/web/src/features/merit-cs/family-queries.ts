import type { ParentUser, StaffRead } from '@ace/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { api } from '../../lib/api.ts';

/**
 * Who at the programme opened the claim or its files, newest first; kept under the claim's key, so that it loads
 * again with the claim.
 */
export function useClaimReads(claimId: number): UseQueryResult<StaffRead[]> {
  return useQuery({
    queryKey: ['merit-cs', 'claim', claimId, 'reads'],
    queryFn: () => api.families.claimReads(claimId),
    staleTime: 0,
    throwOnError: isUnexpectedError,
  });
}

/** A family's details, for support staff: each load is recorded as their read, so it is asked for once per opening. */
export function useFamily(parentUserId: number): UseQueryResult<ParentUser> {
  return useQuery({
    queryKey: ['merit-cs', 'family', parentUserId],
    queryFn: () => api.families.family(parentUserId),
    staleTime: Infinity,
    gcTime: 0,
    throwOnError: isUnexpectedError,
  });
}
