import type { ProgrammeFigures, ProgrammeFiguresQuery } from '@ace/domain';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { api } from '../../lib/api.ts';

/**
 * The programme's figures for the chosen school year and months, always fresh. While new filters load, the figures
 * of the last ones stay on screen (isPlaceholderData), so the charts do not blink away.
 */
export function useProgrammeFigures(query: ProgrammeFiguresQuery): UseQueryResult<ProgrammeFigures> {
  return useQuery({
    queryKey: ['merit-cs', 'programme', query.schoolYear, query.from ?? null, query.to ?? null],
    queryFn: () => api.meritCs.programmeFigures(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    throwOnError: isUnexpectedError,
  });
}
