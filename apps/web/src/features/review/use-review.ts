import { ApiError } from '@ace/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function reviewQueryKey(token: string) {
  return ['review', token] as const;
}

/**
 * The claim behind a review link. Every refusal (an unknown or expired link, the wrong person, a server failure)
 * is shown on the review's own error screen with the server's message (spec section 8); only a bug is thrown. Not
 * asked for a token the screen already knows to be unreadable (`enabled`).
 */
export function useReview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewQueryKey(token),
    queryFn: () => api.reviews.get(token),
    enabled,
    // A decision or an assignment elsewhere changes what may be done: always ask again on arrival.
    refetchOnMount: 'always',
    throwOnError: (error) => !(error instanceof ApiError),
  });
}
