import {
  apiSuccessSchema,
  isPlatform,
  parentClaimDetailsSchema,
  submittedClaimSchema,
  type Platform,
} from '@ace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../plugins/authentication.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import type { AppDependencies } from '../../app-dependencies.ts';
import { receiveClaimUpload } from './claim-upload.ts';
import { submitClaim } from './claims.service.ts';
import { parentClaimDetails } from './parent-claim-view.ts';
import { notRegisteredError, requireUser } from '../users/users.service.ts';
import { findParentByIdentity } from '../users/users.repository.ts';

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
      schema: {
        summary: 'A parent submits a claim (multipart: the fields of spec section 7 and file1..file5)',
        tags: ['claims'],
        consumes: ['multipart/form-data'],
        response: { 201: apiSuccessSchema(submittedClaimSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).claimSubmission },
    },
    async (request, reply) => {
      // Only a registered parent's upload is read at all.
      const user = await requireUser(deps.db, 'Parent', identityOf(request));
      const upload = await receiveClaimUpload(request, deps.store);
      const claim = await submitClaim(deps, user, upload, platformOf(request));
      return reply.status(201).send({ success: true, data: claim });
    },
  );

  routes.get(
    '/user/claim/:claimId',
    {
      schema: {
        summary: "One claim of the parent's children: its facts, timeline in plain words, payout and files",
        tags: ['claims'],
        params: z.object({ claimId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: apiSuccessSchema(parentClaimDetailsSchema) },
      },
    },
    async (request) => {
      const found = await findParentByIdentity(deps.db, identityOf(request));
      if (!found) throw notRegisteredError('Parent');
      const { db, config, clock } = deps;
      return {
        success: true as const,
        data: await parentClaimDetails(db, config, clock(), found.user.id, request.params.claimId),
      };
    },
  );
}
