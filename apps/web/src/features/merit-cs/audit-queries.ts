import type { AuditCase, AuditListFilter } from '@ace/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Support staff's audit cases: the lists and each case. */
export const auditsKey = ['merit-cs', 'audits'] as const;
const caseKey = (id: number) => [...auditsKey, 'case', id] as const;

/** A list of cases, fresh whenever it is shown: another staff member may have acted a moment ago. */
export function useAuditCases(filter: AuditListFilter) {
  return useQuery({
    queryKey: [...auditsKey, 'list', filter],
    queryFn: () => api.audits.list(filter),
    refetchOnMount: 'always',
  });
}

/**
 * One case, loaded when opened, unless it was just `opened` (the API's answer to opening it was its read). Each load
 * is a read of the family in the access record (ADR 0019), so coming back to the window does not load it again: one
 * opening, one read.
 */
export function useAuditCase(id: number, opened?: AuditCase) {
  return useQuery({
    queryKey: caseKey(id),
    queryFn: () => api.audits.get(id),
    ...(opened === undefined ? {} : { initialData: opened }),
    staleTime: opened === undefined ? 0 : Number.POSITIVE_INFINITY,
    refetchOnMount: opened === undefined ? 'always' : false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** After a step: the case as the API answered it (no second read), and every list refreshed. */
export function useCaseAnswered() {
  const queryClient = useQueryClient();
  return async (next: AuditCase) => {
    queryClient.setQueryData(caseKey(next.id), next);
    await queryClient.invalidateQueries({ queryKey: [...auditsKey, 'list'] });
  };
}
