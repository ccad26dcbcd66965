import {
  apiSuccessSchema,
  claimSubmissionFieldsSchema,
  FILE_FIELD_NAMES,
  isPlatform,
  parentClaimDetailsSchema,
  submittedClaimSchema,
  type Platform,
} from '@ace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import type { AppDependencies } from '../../app-dependencies.ts';
import { receiveClaimUpload } from './claim-upload.ts';
import { submitClaim } from './claims.service.ts';
import { parentClaimDetails } from './parent-claim-view.ts';
import { parentOf, parentOnly } from '../callers/caller-hooks.ts';

/** The client's platform, sent by the api-client; some upload rules differ on iOS. */
export function platformOf(request: FastifyRequest): Platform {
  const header = request.headers['x-client-platform'];
  return isPlatform(header) ? header : 'web';
}

export function claimRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/user/claim',
    {
      // Only a registered parent's upload is read at all.
      onRequest: parentOnly(deps.db),
      schema: {
        summary: 'A parent submits a claim (multipart: the fields of spec section 7 and file1..file5)',
        tags: ['claims'],
        consumes: ['multipart/form-data'],
        multipart: { fields: claimSubmissionFieldsSchema(), files: FILE_FIELD_NAMES },
        failures: [404, 409, 422],
        response: { 201: apiSuccessSchema(submittedClaimSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).claimSubmission },
    },
    async (request, reply) => {
      const upload = await receiveClaimUpload(request, deps.store);
      const claim = await submitClaim(deps, parentOf(request), upload, platformOf(request));
      return reply.status(201).send({ success: true, data: claim });
    },
  );

  routes.get(
    '/user/claim/:claimId',
    {
      onRequest: parentOnly(deps.db),
      schema: {
        summary: "One claim of the parent's children: its facts, timeline in plain words, payout and files",
        tags: ['claims'],
        params: z.object({ claimId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: apiSuccessSchema(parentClaimDetailsSchema) },
      },
    },
    async (request) => {
      const { db, config, clock } = deps;
      return {
        success: true as const,
        data: await parentClaimDetails(db, config, clock(), parentOf(request).user.id, request.params.claimId),
      };
    },
  );
}
