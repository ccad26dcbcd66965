import type { ApiClient } from '@ace/api-client';
import { useQuery } from '@tanstack/react-query';
import { isUnexpectedError } from './query-client.ts';

export const SCHOOL_YEARS_QUERY_KEY = ['school-years'] as const;

/**
 * The programme's school years (GET /api/school-years), read once and kept while the app runs: they change a few
 * times a year, and every label, earliest date and year filter of the screens is drawn from them (ADR 0025). Undefined
 * until they have arrived; the screens that need them wait with their other data.
 */
export function useSchoolYears(api: Pick<ApiClient, 'schoolYears'>) {
  return useQuery({
    queryKey: SCHOOL_YEARS_QUERY_KEY,
    queryFn: () => api.schoolYears.list(),
    staleTime: 30 * 60_000,
    throwOnError: isUnexpectedError,
  }).data;
}
