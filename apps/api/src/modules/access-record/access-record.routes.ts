import {
  accessRecordQuerySchema,
  apiSuccessSchema,
  parentUserSchema,
  staffReadPageSchema,
  staffReadsSchema,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { sendCsv } from '../../csv-download.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { staffOnly } from '../callers/caller-hooks.ts';
import {
  accessRecordCsvHeader,
  accessRecordCsvRows,
  claimReads,
  familyAccessRecord,
  findFamilyForStaff,
  requireFamily,
} from './families.service.ts';
import { readerOf } from './staff-reader.ts';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const familyParams = z.object({ parentUserId: idSchema });

/**
 * Support staff: a family's details (a recorded read), a claim's reads and a family's access record, the record
 * as JSON pages or one spreadsheet (ADR 0019).
 */
export function accessRecordRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.get(
    '/merit-cs/families/:parentUserId',
    {
      onRequest,
      schema: {
        summary: "A family's details: the parent, their children with funds and claims (recorded as a staff read)",
        tags: ['support staff'],
        params: familyParams,
        response: { 200: apiSuccessSchema(parentUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findFamilyForStaff(deps, readerOf(request), request.params.parentUserId),
    }),
  );

  routes.get(
    '/claim/:id/reads',
    {
      onRequest,
      schema: {
        summary: 'Who at the programme opened the claim or its files, when and from where, newest first (latest 100)',
        tags: ['support staff'],
        params: z.object({ id: idSchema }),
        response: { 200: apiSuccessSchema(staffReadsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await claimReads(deps, request.params.id) }),
  );

  routes.get(
    '/merit-cs/families/:parentUserId/access-record',
    {
      onRequest,
      schema: {
        summary: "A family's access record: every staff read of its claims, details and files, newest first",
        description: 'Paged: limit (1-100, 25 by default) and the cursor of the next page.',
        tags: ['support staff'],
        params: familyParams,
        querystring: inEachLanguage(accessRecordQuerySchema),
        response: { 200: apiSuccessSchema(staffReadPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await familyAccessRecord(deps, request.params.parentUserId, request.query),
    }),
  );

  routes.get(
    '/merit-cs/families/:parentUserId/access-record/csv',
    {
      onRequest,
      schema: {
        summary: "A family's whole access record as a spreadsheet (text/csv), newest first",
        tags: ['support staff'],
        params: familyParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { parentUserId } = request.params;
      await requireFamily(deps.db, parentUserId);
      return sendCsv(
        reply,
        `access-record-${String(parentUserId)}.csv`,
        accessRecordCsvHeader(),
        accessRecordCsvRows(deps.db, parentUserId),
      );
    },
  );
}
