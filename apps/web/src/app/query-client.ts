import { ApiError } from '@ace/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Server state: a refused call is not retried (it would be refused again); a lost connection is, twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false },
  },
});
