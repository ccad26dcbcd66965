import { PROVIDER_CLAIM_TABS, type ClaimStats, type ProviderClaimTab } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { providerClaimsKey } from './claim-list.tsx';
import type { DashboardView } from './dashboard-view.ts';

const statsOfTab: Readonly<Record<ProviderClaimTab, keyof ClaimStats>> = {
  pendingProvider: 'pendingVendorApprovalCount',
  pendingMerit: 'pendingInternalReviewCount',
  history: 'historyCount',
};

export interface TabCounts {
  /** Each claim tab's count, once known. */
  counts: Partial<Record<ProviderClaimTab, number>>;
  /** The tab whose count is of what its filters select, while filters are applied. */
  filteredTab: ProviderClaimTab | null;
}

/**
 * The counts on the claim tabs' labels: as many claims as each list shows. A tab without filters counts all its
 * claims (claim-stats, figures the database keeps); the tab shown counts what its filters select while filters are
 * applied. Switching tab clears the filters (spec section 2), so the other tabs count all theirs.
 */
export function useTabCounts(organisationId: string, view: DashboardView): TabCounts {
  const filtered = view.tab !== 'bank' && Object.keys(view.filters).length > 0 ? view : null;
  const stats = useQuery({
    queryKey: [...providerClaimsKey(organisationId), 'stats'],
    queryFn: () => api.providerClaims.stats(organisationId),
    refetchOnMount: 'always',
  });
  const filteredCount = useQuery({
    queryKey: [...providerClaimsKey(organisationId), 'count', filtered?.tab, filtered?.filters],
    queryFn: () =>
      filtered === null ? Promise.resolve(0) : api.providerClaims.count(organisationId, filtered.tab, filtered.filters),
    enabled: filtered !== null,
  });
  const counts: TabCounts['counts'] = {};
  for (const tab of PROVIDER_CLAIM_TABS) {
    counts[tab] = tab === filtered?.tab ? filteredCount.data : stats.data?.[statsOfTab[tab]];
  }
  return { counts, filteredTab: filtered?.tab ?? null };
}
