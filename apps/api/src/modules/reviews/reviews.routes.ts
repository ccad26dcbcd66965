import {
  apiSuccessSchema,
  assignServiceProviderSchema,
  rejectClaimPayloadSchema,
  reviewClaimResponseSchema,
  reviewerPayloadSchema,
  reviewTokenSchema,
  providerNameSchema,
  reviewOutcomeSchema,
  text,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { optionalIdentity } from '../../plugins/authentication.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { assignServiceProvider, decide, getReview, lookUpProviderForReview } from './reviews.service.ts';

const tokenParams = inEachLanguage(() => z.object({ token: reviewTokenSchema() }));
const outcomeSchema = apiSuccessSchema(reviewOutcomeSchema);

/**
 * The review-link endpoints (spec section 7). The token is the credential; they answer to anyone holding it,
 * signed in or not, and are rate-limited per address so tokens cannot be guessed.
 */
export function reviewRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = routeRateLimits(deps.config.rateLimits).reviewLink;
  const identity = (request: Parameters<typeof optionalIdentity>[0]) => optionalIdentity(request, deps.verifier);

  routes.get(
    '/review-claim/:token',
    {
      config: { rateLimit },
      schema: {
        summary: 'The claim of a review link, its funds and (internal review) the relevant claims',
        tags: ['reviews'],
        params: tokenParams,
        response: { 200: apiSuccessSchema(reviewClaimResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getReview(deps, request.params.token, await identity(request), request.ip),
    }),
  );

  // Approve and 'Passes internal review' take the same payload and differ only in the action.
  const simpleActions = [
    { path: 'approve', summary: 'Approve the claim', action: 'approve' },
    {
      path: 'send-for-external-review',
      summary: 'Passes internal review: send the claim to its provider',
      action: 'passInternalReview',
    },
  ] as const;
  for (const { path, summary, action } of simpleActions) {
    routes.post(
      `/review-claim/:token/${path}`,
      {
        config: { rateLimit },
        schema: {
          summary,
          tags: ['reviews'],
          failures: [409, 422],
          params: tokenParams,
          body: inEachLanguage(reviewerPayloadSchema),
          response: { 200: outcomeSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await decide(deps, request.params.token, await identity(request), {
          action,
          reviewerName: request.body.reviewerName,
        }),
      }),
    );
  }

  routes.post(
    '/review-claim/:token/reject',
    {
      config: { rateLimit },
      schema: {
        summary: 'Reject the claim',
        tags: ['reviews'],
        failures: [409, 422],
        params: tokenParams,
        body: inEachLanguage(rejectClaimPayloadSchema),
        response: { 200: outcomeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await decide(deps, request.params.token, await identity(request), {
        action: 'reject',
        reviewerName: request.body.reviewerName,
        rejection: { reason: request.body.reason, notes: request.body.notes },
      }),
    }),
  );

  routes.post(
    '/review-claim/:token/assign-service-provider',
    {
      config: { rateLimit },
      schema: {
        summary: 'Support staff assign a programme provider to the claim',
        tags: ['reviews'],
        failures: [409, 422],
        params: tokenParams,
        body: inEachLanguage(assignServiceProviderSchema),
        response: { 200: apiSuccessSchema(providerNameSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignServiceProvider(
        deps,
        request.params.token,
        await identity(request),
        request.body.serviceProviderNumber,
      ),
    }),
  );

  routes.get(
    '/service-provider/:number/:token',
    {
      config: { rateLimit },
      schema: {
        summary: "A provider's name and number, for the holder of a valid review token",
        tags: ['reviews'],
        params: inEachLanguage(() => z.object({ number: text().regex(/^\d{6}$/), token: reviewTokenSchema() })),
        response: { 200: apiSuccessSchema(providerNameSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lookUpProviderForReview(deps, request.params.number, request.params.token),
    }),
  );
}
