import {
  preApprovalDecidedSchema,
  preApprovalForReviewListSchema,
  staffPreApprovalListSchema,
  preApprovalForReviewSchema,
  preApprovalListSchema,
  preApprovalViewSchema,
  type NonAceServiceProvider,
  type PreApprovalStatus,
  type RejectReason,
  type ServiceCategory,
} from '@ace/domain';
import type { Http } from './http.ts';
import type { FilePart } from './multipart.ts';

/** What a parent sends to ask for a pre-approval: the amount in dollars, and a programme provider or another. */
export interface PreApprovalRequestBody {
  childId: number;
  amount: number;
  category: ServiceCategory;
  description: string;
  expectedDate: string;
  serviceProviderNumber?: string;
  nonAceServiceProvider?: NonAceServiceProvider;
  quoteLink?: string;
}

/** A review decision on a pre-approval: as a claim's (approve, pass to the provider, reject with a reason). */
export type PreApprovalDecisionBody =
  { action: 'approve' } | { action: 'passInternalReview' } | { action: 'reject'; reason: RejectReason; notes?: string };

/**
 * Pre-approvals (issue 35 part 1): the parent asks and reads theirs; support staff list, read and decide them; the
 * named provider lists those waiting for it and decides them.
 */
export function preApprovalsApi(http: Http) {
  return {
    /**
     * POST /api/user/pre-approvals: ask to pre-approve a purchase; it holds its amount while it waits. With the quote
     * as a file, POST /api/user/pre-approvals/with-quote: the same request as the JSON of its `request` part, and the
     * file as file1.
     */
    ask: async (request: PreApprovalRequestBody, quote?: FilePart) =>
      quote === undefined
        ? (await http.call('POST', '/api/user/pre-approvals', preApprovalViewSchema, { json: request })).data
        : (
            await http.call('POST', '/api/user/pre-approvals/with-quote', preApprovalViewSchema, {
              form: { request: JSON.stringify(request), file1: quote },
            })
          ).data,
    /** GET /api/user/pre-approvals: the parent's, the newest first. */
    mine: async () => (await http.call('GET', '/api/user/pre-approvals', preApprovalListSchema, {})).data.preApprovals,
    /** GET /api/user/pre-approvals/{id}: one of the parent's. */
    one: async (id: number) =>
      (await http.call('GET', '/api/user/pre-approvals/{id}', preApprovalViewSchema, { path: { id } })).data,
    /**
     * GET /api/merit-cs/pre-approvals: those in one status (Pending, waiting for staff, by default), the first 100, with
     * how many there are and how many are overdue.
     */
    list: async (status?: PreApprovalStatus) =>
      (await http.call('GET', '/api/merit-cs/pre-approvals', staffPreApprovalListSchema, { query: { status } })).data,
    /** GET /api/merit-cs/pre-approvals/{id}: one, for support staff. */
    get: async (id: number) =>
      (await http.call('GET', '/api/merit-cs/pre-approvals/{id}', preApprovalForReviewSchema, { path: { id } })).data,
    /** POST /api/merit-cs/pre-approvals/{id}/decision: the internal review's decision. */
    decide: async (id: number, decision: PreApprovalDecisionBody) =>
      (
        await http.call('POST', '/api/merit-cs/pre-approvals/{id}/decision', preApprovalDecidedSchema, {
          path: { id },
          json: decision,
        })
      ).data,
    /** GET /api/service-provider/{id}/pre-approvals: the organisation's waiting for its decision. */
    ofProvider: async (organisationId: string) =>
      (
        await http.call('GET', '/api/service-provider/{id}/pre-approvals', preApprovalForReviewListSchema, {
          path: { id: organisationId },
        })
      ).data.preApprovals,
    /** POST /api/service-provider/{id}/pre-approvals/{preApprovalId}/decision: the provider's decision. */
    decideAsProvider: async (
      organisationId: string,
      preApprovalId: number,
      decision: Exclude<PreApprovalDecisionBody, { action: 'passInternalReview' }>,
    ) =>
      (
        await http.call(
          'POST',
          '/api/service-provider/{id}/pre-approvals/{preApprovalId}/decision',
          preApprovalDecidedSchema,
          { path: { id: organisationId, preApprovalId }, json: decision },
        )
      ).data,
  };
}
