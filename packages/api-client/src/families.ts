import { parentUserSchema, staffReadPageSchema, staffReadsSchema } from '@ace/domain';
import type { Http } from './http.ts';

/**
 * Support staff: a family's details (each call recorded as the staff member's read), who looked at a claim, and
 * the privacy officer's access record of a family (ADR 0019).
 */
export function familiesApi(http: Http) {
  return {
    /** GET /api/merit-cs/families/{parentUserId}: the parent, their children with funds and claims. */
    family: async (parentUserId: number) =>
      (await http.call('GET', '/api/merit-cs/families/{parentUserId}', parentUserSchema, { path: { parentUserId } }))
        .data,
    /** GET /api/claim/{id}/reads: who at the programme opened the claim or its files, newest first. */
    claimReads: async (claimId: number) =>
      (await http.call('GET', '/api/claim/{id}/reads', staffReadsSchema, { path: { id: claimId } })).data,
    /** One page of the family's access record, newest first. */
    accessRecord: async (parentUserId: number, cursor?: string) =>
      (
        await http.call('GET', '/api/merit-cs/families/{parentUserId}/access-record', staffReadPageSchema, {
          path: { parentUserId },
          query: { cursor },
        })
      ).data,
    /** The family's whole access record, as the text of a spreadsheet (CSV). */
    accessRecordCsv: (parentUserId: number) =>
      http.csv('/api/merit-cs/families/{parentUserId}/access-record/csv', { path: { parentUserId } }),
  };
}
