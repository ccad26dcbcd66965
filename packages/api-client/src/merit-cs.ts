import {
  auditFiguresSchema,
  claimAmountSchema,
  claimEventsSchema,
  claimOutcomeSchema,
  claimTransfersSchema,
  meritCsClaimSchema,
  staffReviewLinkSchema,
  NO_CLAIM_YEAR,
  preApprovalFiguresSchema,
  programmeFiguresSchema,
  providerSearchResultsSchema,
  STAFF_QUEUE_TAB_PATHS,
  staffClaimPageSchema,
  staffQueueCountsSchema,
  staffQueuePageSchema,
  type ProgrammeFiguresQuery,
  type StaffQueueTab,
} from '@ace/domain';
import type { QueryOf } from './contract.ts';
import type { Http } from './http.ts';

/** A work queue tab's filters and page, as GET /api/merit-cs/queue/{tab} reads them. */
export type StaffQueueListQuery = QueryOf<'/api/merit-cs/queue/waiting'>;

/** The Programme page's query as the API reads it: the school year (N/A for none), and the months when chosen. */
function programmeQuery({ schoolYear, from, to }: ProgrammeFiguresQuery): QueryOf<'/api/merit-cs/programme'> {
  return { schoolYear: schoolYear ?? NO_CLAIM_YEAR, from, to };
}

/**
 * Support staff (MeritCS): their work queue; find claims and providers; a claim's history and payouts; send it
 * back to Pending Internal Review or change its amount; the programme's figures.
 */
export function meritCsApi(http: Http) {
  return {
    claim: async (claimId: number) =>
      (await http.call('GET', '/api/claim/merit-cs/{id}', meritCsClaimSchema, { path: { id: claimId } })).data,
    /** GET /api/claim/merit-cs/{id}/review-link: where 'View claim' goes; not a recorded read. */
    reviewLink: async (claimId: number) =>
      (await http.call('GET', '/api/claim/merit-cs/{id}/review-link', staffReviewLinkSchema, { path: { id: claimId } }))
        .data,
    /** POST /api/claim/{id}: answers the new status and the success sentence. */
    reopenClaim: (claimId: number, note: string) =>
      http.call('POST', '/api/claim/{id}', claimOutcomeSchema, { path: { id: claimId }, json: { note } }),
    /** PUT /api/claim/{id}: the amount in dollars; answers the new amount and the success sentence. */
    changeClaimAmount: (claimId: number, amount: number, note: string) =>
      http.call('PUT', '/api/claim/{id}', claimAmountSchema, { path: { id: claimId }, json: { amount, note } }),
    events: async (claimId: number) =>
      (await http.call('GET', '/api/claim/{id}/events', claimEventsSchema, { path: { id: claimId } })).data,
    transfers: async (claimId: number) =>
      (await http.call('GET', '/api/claim/{id}/transfers', claimTransfersSchema, { path: { id: claimId } })).data,
    /** GET /api/merit-cs/queue: how many rows each tab of the work queue holds. */
    queueCounts: async () => (await http.call('GET', '/api/merit-cs/queue', staffQueueCountsSchema)).data,
    /** One page of a work queue tab, oldest first, with the tab's count under the filters. */
    queue: async (tab: StaffQueueTab, query: StaffQueueListQuery = {}) =>
      (await http.call('GET', `/api/merit-cs/queue/${STAFF_QUEUE_TAB_PATHS[tab]}`, staffQueuePageSchema, { query }))
        .data,
    /** GET /api/merit-cs/claims: claims by id, student, parent (name or e-mail) or provider, newest first, paged. */
    searchClaims: async (q: string, cursor?: string) =>
      (await http.call('GET', '/api/merit-cs/claims', staffClaimPageSchema, { query: { q, cursor } })).data,
    /** The same search, every claim it finds, as the text of a spreadsheet (CSV). */
    searchClaimsCsv: (q: string) => http.csv('/api/merit-cs/claims/csv', { query: { q } }),
    /** GET /api/merit-cs/providers: providers by number or the start of their name. */
    searchProviders: async (q: string) =>
      (await http.call('GET', '/api/merit-cs/providers', providerSearchResultsSchema, { query: { q } })).data,
    /** GET /api/merit-cs/programme: the programme's figures for a school year and, when chosen, months. */
    programmeFigures: async (query: ProgrammeFiguresQuery) =>
      (await http.call('GET', '/api/merit-cs/programme', programmeFiguresSchema, { query: programmeQuery(query) }))
        .data,
    /** GET /api/merit-cs/programme/audits: the audits of the same claims, in all and by provider (issue 34). */
    programmeAuditFigures: async (query: ProgrammeFiguresQuery) =>
      (
        await http.call('GET', '/api/merit-cs/programme/audits', auditFiguresSchema, {
          query: programmeQuery(query),
        })
      ).data,
    /** GET /api/merit-cs/programme/pre-approvals: the pre-approvals of the year asked in the months (issue 35). */
    programmePreApprovalFigures: async (query: ProgrammeFiguresQuery) =>
      (
        await http.call('GET', '/api/merit-cs/programme/pre-approvals', preApprovalFiguresSchema, {
          query: programmeQuery(query),
        })
      ).data,
    /** The same figures, audits and pre-approvals included, as the text of a spreadsheet (CSV). */
    programmeFiguresCsv: (query: ProgrammeFiguresQuery) =>
      http.csv('/api/merit-cs/programme/csv', { query: programmeQuery(query) }),
  };
}
