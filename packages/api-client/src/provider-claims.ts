import {
  claimStatsSchema,
  providerClaimCountSchema,
  providerClaimDetailsSchema,
  PROVIDER_CLAIM_TAB_PATHS,
  providerClaimPageSchema,
  type ProviderClaimFilterKey,
  type ProviderClaimTab,
} from '@ace/domain';
import type { Http } from './http.ts';

/** The Filter panel's values, a sort, a page size and a cursor, as the list endpoints read them from the query. */
export type ProviderClaimQuery = Partial<
  Record<ProviderClaimFilterKey | 'sort' | 'order' | 'limit' | 'cursor', string>
>;

const organisation = (organisationId: string) => `/service-provider/${encodeURIComponent(organisationId)}`;

/** The service provider dashboard: its three claim lists, the tab counts and a claim's details. */
export function providerClaimsApi(http: Http) {
  return {
    /** One page of a tab's claims; blank filters are left out of the query. */
    list: async (organisationId: string, tab: ProviderClaimTab, query: ProviderClaimQuery = {}) =>
      (
        await http.call(
          'GET',
          `${organisation(organisationId)}/${PROVIDER_CLAIM_TAB_PATHS[tab]}`,
          providerClaimPageSchema,
          {
            query,
          },
        )
      ).data,
    /** Every claim of a tab that the filters select, in the list's order, as the text of a spreadsheet (CSV). */
    csv: (organisationId: string, tab: ProviderClaimTab, query: ProviderClaimQuery = {}) =>
      http.csv(`${organisation(organisationId)}/${PROVIDER_CLAIM_TAB_PATHS[tab]}/csv`, query),
    /** How many of a tab's claims the filters select: the tab's label while filters are applied. */
    count: async (organisationId: string, tab: ProviderClaimTab, filters: ProviderClaimQuery) =>
      (
        await http.call(
          'GET',
          `${organisation(organisationId)}/${PROVIDER_CLAIM_TAB_PATHS[tab]}/count`,
          providerClaimCountSchema,
          { query: filters },
        )
      ).data.count,
    stats: async (organisationId: string) =>
      (await http.call('GET', `${organisation(organisationId)}/claim-stats`, claimStatsSchema)).data,
    /** GET /api/claim/service-provider/{claimId}/{orgId}: the read-only claim details. */
    details: async (claimId: string, organisationId: string) =>
      (
        await http.call(
          'GET',
          `/claim/service-provider/${encodeURIComponent(claimId)}/${encodeURIComponent(organisationId)}`,
          providerClaimDetailsSchema,
        )
      ).data,
  };
}
