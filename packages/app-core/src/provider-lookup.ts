import { ApiError, type ApiClient } from '@ace/api-client';
import { isProviderNumber, type ProviderLookup } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The provider behind a typed 6-digit number; null when there is none (the API answers 404). A failure other than
 * 'not found' is told through onError (a toast in each app).
 */
export function useProviderLookup(
  api: Pick<ApiClient, 'providers'>,
  number: string,
  enabled: boolean,
  onError: (message: string) => void,
): { provider: ProviderLookup | null; lookingUp: boolean } {
  const trimmed = number.trim();
  const active = enabled && isProviderNumber(trimmed);
  const query = useQuery({
    queryKey: ['provider-lookup', trimmed],
    queryFn: async () => {
      try {
        return await api.providers.lookUp(trimmed);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: active,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.error) onError(query.error.message);
  }, [query.error, onError]);
  // Looking up until an answer came: a number filled in before the form showed (a correction) is not yet 'none'.
  return { provider: active ? (query.data ?? null) : null, lookingUp: active && (query.isFetching || query.isPending) };
}
