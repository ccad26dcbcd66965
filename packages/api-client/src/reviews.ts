import { providerNameSchema, reviewClaimResponseSchema, reviewOutcomeSchema, type RejectReason } from '@ace/domain';
import type { Http } from './http.ts';

const reviewPath = (token: string) => `/review-claim/${encodeURIComponent(token)}`;

/** The review-link calls: the token is the credential; internal reviews also send the staff member's token. */
export function reviewsApi(http: Http) {
  return {
    get: async (token: string) => (await http.call('GET', reviewPath(token), reviewClaimResponseSchema)).data,
    approve: async (token: string, reviewerName: string) =>
      (await http.call('POST', `${reviewPath(token)}/approve`, reviewOutcomeSchema, { json: { reviewerName } })).data,
    /** 'Passes internal review': the claim goes to its provider for external review. */
    passInternalReview: async (token: string, reviewerName: string) =>
      (
        await http.call('POST', `${reviewPath(token)}/send-for-external-review`, reviewOutcomeSchema, {
          json: { reviewerName },
        })
      ).data,
    reject: async (
      token: string,
      rejection: { reason: RejectReason; notes?: string | undefined; reviewerName: string },
    ) => (await http.call('POST', `${reviewPath(token)}/reject`, reviewOutcomeSchema, { json: rejection })).data,
    assignServiceProvider: (token: string, serviceProviderNumber: string) =>
      http.call('POST', `${reviewPath(token)}/assign-service-provider`, providerNameSchema, {
        json: { serviceProviderNumber },
      }),
    /** GET /api/service-provider/{number}/{token}: the Assign form's check that the number exists. */
    lookUpProvider: async (number: string, token: string) =>
      (
        await http.call(
          'GET',
          `/service-provider/${encodeURIComponent(number)}/${encodeURIComponent(token)}`,
          providerNameSchema,
        )
      ).data,
  };
}
