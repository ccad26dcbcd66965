import {
  claimStatsSchema,
  providerClaimCountSchema,
  providerClaimDetailsSchema,
  PROVIDER_CLAIM_TAB_PATHS,
  providerClaimPageSchema,
  type ProviderClaimTab,
} from '@ace/domain';
import type { QueryOf } from './contract.ts';
import type { Http } from './http.ts';

/** The Filter panel's values, a sort, a page size and a cursor, as the list endpoints read them from the query. */
export type ProviderClaimQuery = QueryOf<'/api/service-provider/{id}/pending-vendor-approval-claims'>;

/** A tab's list, as the document names it. */
const listPath = (tab: ProviderClaimTab) => `/api/service-provider/{id}/${PROVIDER_CLAIM_TAB_PATHS[tab]}` as const;

/** The service provider dashboard: its three claim lists, the tab counts and a claim's details. */
export function providerClaimsApi(http: Http) {
  return {
    /** One page of a tab's claims; blank filters are left out of the query. */
    list: async (organisationId: string, tab: ProviderClaimTab, query: ProviderClaimQuery = {}) =>
      (await http.call('GET', listPath(tab), providerClaimPageSchema, { path: { id: organisationId }, query })).data,
    /** Every claim of a tab that the filters select, in the list's order, as the text of a spreadsheet (CSV). */
    csv: (organisationId: string, tab: ProviderClaimTab, query: ProviderClaimQuery = {}) =>
      http.csv(`${listPath(tab)}/csv`, { path: { id: organisationId }, query }),
    /** How many of a tab's claims the filters select: the tab's label while filters are applied. */
    count: async (organisationId: string, tab: ProviderClaimTab, filters: ProviderClaimQuery) =>
      (
        await http.call('GET', `${listPath(tab)}/count`, providerClaimCountSchema, {
          path: { id: organisationId },
          query: filters,
        })
      ).data.count,
    stats: async (organisationId: string) =>
      (
        await http.call('GET', '/api/service-provider/{id}/claim-stats', claimStatsSchema, {
          path: { id: organisationId },
        })
      ).data,
    /** GET /api/claim/service-provider/{claimId}/{orgId}: the read-only claim details. */
    details: async (claimId: string, organisationId: string) =>
      (
        await http.call('GET', '/api/claim/service-provider/{claimId}/{orgId}', providerClaimDetailsSchema, {
          path: { claimId, orgId: organisationId },
        })
      ).data,
  };
}
