import { providerNameSchema, reviewClaimResponseSchema, reviewOutcomeSchema, type RejectReason } from '@ace/domain';
import type { Http } from './http.ts';

/** The review-link calls: the token is the credential; internal reviews also send the staff member's token. */
export function reviewsApi(http: Http) {
  return {
    get: async (token: string) =>
      (await http.call('GET', '/api/review-claim/{token}', reviewClaimResponseSchema, { path: { token } })).data,
    approve: async (token: string, reviewerName: string) =>
      (
        await http.call('POST', '/api/review-claim/{token}/approve', reviewOutcomeSchema, {
          path: { token },
          json: { reviewerName },
        })
      ).data,
    /** 'Passes internal review': the claim goes to its provider for external review. */
    passInternalReview: async (token: string, reviewerName: string) =>
      (
        await http.call('POST', '/api/review-claim/{token}/send-for-external-review', reviewOutcomeSchema, {
          path: { token },
          json: { reviewerName },
        })
      ).data,
    reject: async (
      token: string,
      rejection: { reason: RejectReason; notes?: string | undefined; reviewerName: string },
    ) =>
      (
        await http.call('POST', '/api/review-claim/{token}/reject', reviewOutcomeSchema, {
          path: { token },
          json: rejection,
        })
      ).data,
    assignServiceProvider: (token: string, serviceProviderNumber: string) =>
      http.call('POST', '/api/review-claim/{token}/assign-service-provider', providerNameSchema, {
        path: { token },
        json: { serviceProviderNumber },
      }),
    /** GET /api/service-provider/{number}/{token}: the Assign form's check that the number exists. */
    lookUpProvider: async (number: string, token: string) =>
      (
        await http.call('GET', '/api/service-provider/{number}/{token}', providerNameSchema, {
          path: { number, token },
        })
      ).data,
  };
}
