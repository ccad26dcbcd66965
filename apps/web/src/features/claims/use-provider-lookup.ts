import { ApiError } from '@ace/api-client';
import { isProviderNumber, type ProviderLookup } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';

/** The provider behind a typed 6-digit number; null when there is none (the API answers 404). */
export function useProviderLookup(
  number: string,
  enabled: boolean,
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
    if (query.error) showToast('danger', query.error.message);
  }, [query.error]);
  return { provider: active ? (query.data ?? null) : null, lookingUp: active && query.isFetching };
}
