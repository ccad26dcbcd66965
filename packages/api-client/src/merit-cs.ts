import {
  claimAmountSchema,
  claimEventsSchema,
  claimOutcomeSchema,
  claimTransfersSchema,
  meritCsClaimSchema,
} from '@ace/domain';
import type { Http } from './http.ts';

const claimPath = (claimId: number) => `/claim/${String(claimId)}`;

/**
 * Support staff (MeritCS): find a claim, send it back to Pending Internal Review, change its amount, its history and
 * its payouts.
 */
export function meritCsApi(http: Http) {
  return {
    claim: async (claimId: number) =>
      (await http.call('GET', `/claim/merit-cs/${String(claimId)}`, meritCsClaimSchema)).data,
    /** POST /api/claim/{id}: answers the new status and the success sentence. */
    reopenClaim: (claimId: number, note: string) =>
      http.call('POST', claimPath(claimId), claimOutcomeSchema, { json: { note } }),
    /** PUT /api/claim/{id}: the amount in dollars; answers the new amount and the success sentence. */
    changeClaimAmount: (claimId: number, amount: number, note: string) =>
      http.call('PUT', claimPath(claimId), claimAmountSchema, { json: { amount, note } }),
    events: async (claimId: number) => (await http.call('GET', `${claimPath(claimId)}/events`, claimEventsSchema)).data,
    transfers: async (claimId: number) =>
      (await http.call('GET', `${claimPath(claimId)}/transfers`, claimTransfersSchema)).data,
  };
}
