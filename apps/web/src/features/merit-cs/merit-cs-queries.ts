import type { ClaimEvent, ClaimTransfer, MeritCsClaim, ProviderLookup } from '@ace/domain';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { isUnexpectedError } from '@ace/app-core/query-client';

const claimKey = (claimId: number) => ['merit-cs', 'claim', claimId] as const;
const providerKey = (number: string) => ['merit-cs', 'provider', number] as const;
/** The staff work queue's tabs and counts. */
export const workQueueKey = ['merit-cs', 'queue'] as const;
/** Support staff's claim searches. */
export const claimSearchKey = ['merit-cs', 'claim-search'] as const;

/**
 * What a search answered: the message to show by the field when the server refused it (an unknown claim, a bad
 * number).
 */
export function refusalOf(query: UseQueryResult): string | undefined {
  return query.error !== null && !isUnexpectedError(query.error) ? query.error.message : undefined;
}

/**
 * The claim support staff searched for, always fresh when opened: someone else may have acted on it a moment ago.
 * Each load is recorded as their read (ADR 0019), so coming back to the window or the network does not load it
 * again: one opening, one read. A change reloads it (useReloadClaim).
 */
export function useStaffClaim(claimId: number | null): UseQueryResult<MeritCsClaim> {
  return useQuery({
    queryKey: claimKey(claimId ?? 0),
    queryFn: () => api.meritCs.claim(claimId ?? 0),
    enabled: claimId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    throwOnError: isUnexpectedError,
  });
}

/** The claim's audit trail, oldest first. */
export function useClaimEvents(claimId: number): UseQueryResult<ClaimEvent[]> {
  return useQuery({
    queryKey: [...claimKey(claimId), 'events'],
    queryFn: () => api.meritCs.events(claimId),
    staleTime: 0,
    throwOnError: isUnexpectedError,
  });
}

/** The claim's payouts, oldest first. */
export function useClaimTransfers(claimId: number): UseQueryResult<ClaimTransfer[]> {
  return useQuery({
    queryKey: [...claimKey(claimId), 'transfers'],
    queryFn: () => api.meritCs.transfers(claimId),
    staleTime: 0,
    throwOnError: isUnexpectedError,
  });
}

/**
 * Loads the claim, its audit trail and its payouts again, after a change or a refusal that says it changed
 * meanwhile, and the lists that show its status (the search it was opened from, the work queue).
 */
export function useReloadClaim(claimId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [claimKey(claimId), claimSearchKey, workQueueKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

/** The service provider support staff searched for, by its 6-digit number. */
export function useProviderByNumber(number: string | null): UseQueryResult<ProviderLookup> {
  return useQuery({
    queryKey: providerKey(number ?? ''),
    queryFn: () => api.providers.lookUp(number ?? ''),
    enabled: number !== null,
    staleTime: 0,
    throwOnError: isUnexpectedError,
  });
}

/** Loads the provider again, after its status changed. */
export function useReloadProvider(number: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: providerKey(number) });
}
