import {
  apiSuccessSchema,
  claimAmountUpdatePayloadSchema,
  claimEventsSchema,
  claimSearchQuerySchema,
  claimSearchRowSchema,
  claimStatusUpdatePayloadSchema,
  claimAmountSchema,
  claimOutcomeSchema,
  meritCsClaimSchema,
  staffReviewLinkSchema,
  type ClaimSearchRow,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { csvText } from '../../csv.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { readerOf } from '../access-record/staff-reader.ts';
import { staffOf, staffOnly } from '../callers/caller-hooks.ts';
import {
  changeClaimAmount,
  claimAuditTrail,
  findClaimForStaff,
  findInternalReviewLink,
  reopenClaim,
  searchClaimsForStaff,
} from './merit-cs.service.ts';

const claimIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const csvColumns = [
  'id',
  'status',
  'amount',
  'child',
  'parent',
  'serviceProviderNumber',
  'createdAt',
  'reviewedAt',
  'internalReviewLink',
];

/** The search's rows for the programs that ask for them as CSV: the values as the JSON answer has them. */
function toCsv(rows: ClaimSearchRow[]): string {
  return csvText(
    csvColumns,
    rows.map((row) => [
      String(row.id),
      row.status,
      row.amount.toFixed(2),
      `${row.child.firstName} ${row.child.lastName}`,
      `${row.parent.firstName} ${row.parent.lastName}`,
      row.serviceProviderNumber ?? '',
      row.createdAt,
      row.reviewedAt ?? '',
      row.internalReviewLink ?? '',
    ]),
    'programs',
  );
}

/** Support staff (MeritCS): find a claim, change its status or amount, read its history, search claims. */
export function meritCsRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.get(
    '/claim/merit-cs/:id',
    {
      onRequest,
      schema: {
        summary: 'A claim for support staff, with its internal review link',
        tags: ['support staff'],
        params: claimIdParams,
        response: { 200: apiSuccessSchema(meritCsClaimSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findClaimForStaff(deps, readerOf(request), request.params.id),
    }),
  );

  routes.get(
    '/claim/merit-cs/:id/review-link',
    {
      onRequest,
      schema: {
        summary:
          "A claim's internal review link while it waits for internal review, null otherwise (not a recorded read)",
        tags: ['support staff'],
        params: claimIdParams,
        response: { 200: apiSuccessSchema(staffReviewLinkSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await findInternalReviewLink(deps, request.params.id) }),
  );

  routes.post(
    '/claim/:id',
    {
      onRequest,
      schema: {
        summary: 'Send an Accepted or Rejected claim back to Pending Internal Review, with a reason',
        tags: ['support staff'],
        failures: [409, 422],
        params: claimIdParams,
        body: inEachLanguage(claimStatusUpdatePayloadSchema),
        response: { 200: apiSuccessSchema(claimOutcomeSchema) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { message, status } = await reopenClaim(deps, staff, request.params.id, request.body.note);
      return { success: true as const, data: { status }, message };
    },
  );

  routes.put(
    '/claim/:id',
    {
      onRequest,
      schema: {
        summary: 'Change the amount of an Accepted claim, with a reason',
        tags: ['support staff'],
        failures: [409, 422],
        params: claimIdParams,
        body: inEachLanguage(claimAmountUpdatePayloadSchema),
        response: { 200: apiSuccessSchema(claimAmountSchema) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { message, amount } = await changeClaimAmount(
        deps,
        staff,
        request.params.id,
        request.body.amount,
        request.body.note,
      );
      return { success: true as const, data: { amount }, message };
    },
  );

  routes.get(
    '/claim/:id/events',
    {
      onRequest,
      schema: {
        summary: "A claim's audit trail",
        tags: ['support staff'],
        params: claimIdParams,
        response: { 200: apiSuccessSchema(claimEventsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await claimAuditTrail(deps, request.params.id) }),
  );

  routes.get(
    '/claim/automation',
    {
      onRequest,
      schema: {
        summary: 'Search claims with their internal review links; Accept: text/csv answers a spreadsheet',
        tags: ['support staff'],
        querystring: inEachLanguage(claimSearchQuerySchema),
        produces: ['application/json', 'text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await searchClaimsForStaff(deps, request.query);
      if ((request.headers.accept ?? '').includes('text/csv')) {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="claims.csv"')
          .send(toCsv(rows));
      }
      return reply.send({ success: true, data: z.array(claimSearchRowSchema).parse(rows) });
    },
  );
}
