import {
  apiSuccessSchema,
  appealDecidedSchema,
  appealFiguresQuerySchema,
  appealFiguresSchema,
  appealDecisionPayloadSchema,
  appealFieldsSchema,
  appealViewSchema,
  FILE_FIELD_NAMES,
  parentAppealSchema,
  staffAppealListQuerySchema,
  staffAppealListSchema,
  staffAppealSchema,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { readerOf } from '../access-record/staff-reader.ts';
import { parentOf, parentOnly, staffOf, staffOnly } from '../callers/caller-hooks.ts';
import { receiveClaimUpload } from '../claims/claim-upload.ts';
import { platformOf } from '../claims/claims.routes.ts';
import {
  appealClaim,
  appealFigures,
  appealForStaff,
  decideAppeal,
  listAppealsForStaff,
  parentAppeal,
} from './appeals.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Appeals of rejected claims (issue 35): the parent appeals from the claim and reads where their appeal stands;
 * support staff list appeals with their age and due date, read one, and decide it.
 */
export function appealRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const parentRequest = parentOnly(deps.db);
  const staffRequest = staffOnly(deps.db);

  routes.post(
    '/user/claim/:claimId/appeal',
    {
      // Only a registered parent's upload is read at all.
      onRequest: parentRequest,
      schema: {
        summary: 'A parent appeals a rejected claim (multipart: statement and file1..file5, as a claim takes files)',
        tags: ['appeals'],
        consumes: ['multipart/form-data'],
        params: z.object({ claimId: id }),
        multipart: { fields: appealFieldsSchema(), files: FILE_FIELD_NAMES, filesOptional: true },
        failures: [404, 409, 422],
        response: { 201: apiSuccessSchema(appealViewSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).claimSubmission },
    },
    async (request, reply) => {
      const upload = await receiveClaimUpload(request, deps.store);
      const appeal = await appealClaim(deps, parentOf(request), request.params.claimId, upload, platformOf(request));
      return reply.status(201).send({ success: true, data: appeal });
    },
  );

  routes.get(
    '/user/claim/:claimId/appeal',
    {
      onRequest: parentRequest,
      schema: {
        summary: "A claim's appeal, or whether and until when the parent may appeal it",
        tags: ['appeals'],
        params: z.object({ claimId: id }),
        response: { 200: apiSuccessSchema(parentAppealSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await parentAppeal(deps, parentOf(request).user.id, request.params.claimId),
    }),
  );

  routes.get(
    '/merit-cs/appeals',
    {
      onRequest: staffRequest,
      schema: {
        summary: 'Appeals in one state (open by default, the oldest first), with their age and due date',
        tags: ['support staff', 'appeals'],
        querystring: inEachLanguage(() => staffAppealListQuerySchema),
        response: { 200: apiSuccessSchema(staffAppealListSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listAppealsForStaff(deps, request.query.state) }),
  );

  routes.get(
    '/merit-cs/appeals/figures',
    {
      onRequest: staffRequest,
      schema: {
        summary: "The Programme page's appeals of a school year's claims: outcomes and days to decision",
        tags: ['support staff', 'appeals'],
        querystring: inEachLanguage(() => appealFiguresQuerySchema),
        response: { 200: apiSuccessSchema(appealFiguresSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await appealFigures(deps, request.query.schoolYear) }),
  );

  routes.get(
    '/merit-cs/appeals/:id',
    {
      onRequest: staffRequest,
      schema: {
        summary: 'One appeal with its claim, statement and files, and whether this staff member may decide it',
        tags: ['support staff', 'appeals'],
        params: z.object({ id }),
        response: { 200: apiSuccessSchema(staffAppealSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appealForStaff(deps, readerOf(request), request.params.id),
    }),
  );

  routes.post(
    '/merit-cs/appeals/:id/decision',
    {
      onRequest: staffRequest,
      schema: {
        summary: 'Decide an appeal: the rejection upheld, or overturned with the amount approved; a reason either way',
        tags: ['support staff', 'appeals'],
        failures: [403, 404, 409, 422],
        params: z.object({ id }),
        body: inEachLanguage(appealDecisionPayloadSchema),
        response: { 200: apiSuccessSchema(appealDecidedSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await decideAppeal(deps, staffOf(request), request.params.id, request.body),
    }),
  );
}
