import { ApiError } from '@ace/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Server state: a refused call is not retried (it would be refused again); a lost connection is, twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Whether a failed call is unexpected and goes to the generic error page: a server failure or an answer the client
 * cannot read. A refusal is the screen's to show.
 */
export function isUnexpectedError(error: Error): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE';
}
