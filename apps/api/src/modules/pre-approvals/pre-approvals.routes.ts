import {
  apiSuccessSchema,
  preApprovalDecidedSchema,
  preApprovalDecisionSchema,
  preApprovalForReviewListSchema,
  preApprovalForReviewSchema,
  preApprovalListSchema,
  preApprovalRequestSchema,
  preApprovalViewSchema,
  preApprovalWithQuoteFieldsSchema,
  staffPreApprovalListQuerySchema,
  staffPreApprovalListSchema,
  text,
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
import { memberOf, memberOnly } from '../providers/member-hook.ts';
import {
  decidePreApproval,
  parentPreApproval,
  parentPreApprovals,
  providerPreApprovals,
  requestPreApproval,
  requestPreApprovalWithQuote,
  staffPreApproval,
  staffPreApprovals,
} from './pre-approvals.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const organisationParams = inEachLanguage(() => z.object({ id: text().min(1).max(200) }));

/**
 * Pre-approvals (issue 35 part 1, ADR 0036): a parent asks before buying and reads where their requests stand;
 * support staff, then the named programme provider, decide them as they decide claims.
 */
export function preApprovalRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const parentRequest = parentOnly(deps.db);
  const staffRequest = staffOnly(deps.db);

  routes.post(
    '/user/pre-approvals',
    {
      onRequest: parentRequest,
      schema: {
        summary:
          "A parent asks to pre-approve a purchase for one of their children; it holds its amount in the child's funds",
        tags: ['pre-approvals'],
        failures: [404, 422],
        body: inEachLanguage(preApprovalRequestSchema),
        response: { 201: apiSuccessSchema(preApprovalViewSchema) },
      },
    },
    async (request, reply) => {
      const view = await requestPreApproval(deps, parentOf(request), request.body);
      return reply.status(201).send({ success: true, data: view });
    },
  );

  routes.post(
    '/user/pre-approvals/with-quote',
    {
      // Only a registered parent's upload is read at all.
      onRequest: parentRequest,
      schema: {
        summary:
          'The same request with its quote as a file (multipart: request, the JSON POST /api/user/pre-approvals takes, and file1 under the rules of a claim file)',
        tags: ['pre-approvals'],
        consumes: ['multipart/form-data'],
        multipart: { fields: preApprovalWithQuoteFieldsSchema(), files: ['file1'] },
        failures: [404, 422],
        response: { 201: apiSuccessSchema(preApprovalViewSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).claimSubmission },
    },
    async (request, reply) => {
      const upload = await receiveClaimUpload(request, deps.store);
      const view = await requestPreApprovalWithQuote(deps, parentOf(request), upload, platformOf(request));
      return reply.status(201).send({ success: true, data: view });
    },
  );

  routes.get(
    '/user/pre-approvals',
    {
      onRequest: parentRequest,
      schema: {
        summary: "The parent's pre-approvals, the newest first, with their status and what they hold",
        tags: ['pre-approvals'],
        response: { 200: apiSuccessSchema(preApprovalListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { preApprovals: await parentPreApprovals(deps, parentOf(request).user.id) },
    }),
  );

  routes.get(
    '/user/pre-approvals/:id',
    {
      onRequest: parentRequest,
      schema: {
        summary: 'One of the parent’s pre-approvals',
        tags: ['pre-approvals'],
        params: z.object({ id }),
        response: { 200: apiSuccessSchema(preApprovalViewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await parentPreApproval(deps, parentOf(request).user.id, request.params.id),
    }),
  );

  routes.get(
    '/merit-cs/pre-approvals',
    {
      onRequest: staffRequest,
      schema: {
        summary: 'Pre-approvals in one status (Pending by default: waiting for staff), the oldest first',
        description:
          'The first 100, with count (how many are in the status in all) and overdue (of those, how many are past ' +
          "their provider's due date), as the appeals' list answers its count.",
        tags: ['support staff', 'pre-approvals'],
        querystring: inEachLanguage(() => staffPreApprovalListQuerySchema),
        response: { 200: apiSuccessSchema(staffPreApprovalListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staffPreApprovals(deps, readerOf(request), request.query.status),
    }),
  );

  routes.get(
    '/merit-cs/pre-approvals/:id',
    {
      onRequest: staffRequest,
      schema: {
        summary: "One pre-approval, for support staff (recorded as a read of the family's data)",
        tags: ['support staff', 'pre-approvals'],
        params: z.object({ id }),
        response: { 200: apiSuccessSchema(preApprovalForReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staffPreApproval(deps, readerOf(request), request.params.id),
    }),
  );

  routes.post(
    '/merit-cs/pre-approvals/:id/decision',
    {
      onRequest: staffRequest,
      schema: {
        summary:
          'Internal review of a pre-approval: approve, pass it to its programme provider, or reject with a reason',
        tags: ['support staff', 'pre-approvals'],
        failures: [404, 409, 422],
        params: z.object({ id }),
        body: inEachLanguage(preApprovalDecisionSchema),
        response: { 200: apiSuccessSchema(preApprovalDecidedSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await decidePreApproval(
        deps,
        { step: 'internal', staff: staffOf(request) },
        request.params.id,
        request.body,
      ),
    }),
  );

  routes.get(
    '/service-provider/:id/pre-approvals',
    {
      preHandler: memberOnly(deps, 'id'),
      schema: {
        summary: "The organisation's pre-approvals waiting for its decision, the oldest first",
        tags: ['service providers', 'pre-approvals'],
        params: organisationParams,
        response: { 200: apiSuccessSchema(preApprovalForReviewListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { preApprovals: await providerPreApprovals(deps, memberOf(request)) },
    }),
  );

  routes.post(
    '/service-provider/:id/pre-approvals/:preApprovalId/decision',
    {
      preHandler: memberOnly(deps, 'id'),
      schema: {
        summary: "The provider's review of a pre-approval sent to it: approve, or reject with a reason",
        tags: ['service providers', 'pre-approvals'],
        failures: [404, 409, 422],
        params: inEachLanguage(() => z.object({ id: text().min(1).max(200), preApprovalId: id })),
        body: inEachLanguage(preApprovalDecisionSchema),
        response: { 200: apiSuccessSchema(preApprovalDecidedSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await decidePreApproval(
        deps,
        { step: 'external', member: memberOf(request) },
        request.params.preApprovalId,
        request.body,
      ),
    }),
  );
}
