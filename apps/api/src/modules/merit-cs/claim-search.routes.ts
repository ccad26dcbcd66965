import {
  apiSuccessSchema,
  providerNameSearchQuerySchema,
  providerSearchResultsSchema,
  staffClaimExportQuerySchema,
  staffClaimPageSchema,
  staffClaimSearchQuerySchema,
  STAFF_EXPORT_MIN_CHARACTERS,
  translate,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { sendCsv } from '../../csv-download.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { recordedExport } from '../access-record/staff-exports.ts';
import { readerOf } from '../access-record/staff-reader.ts';
import { staffOnly } from '../callers/caller-hooks.ts';
import {
  claimSearchCsvHeader,
  claimSearchCsvRows,
  searchClaimsByText,
  searchProvidersByText,
} from './claim-search.service.ts';

const searchDescription =
  'q: a claim id, a provider number (6 digits), or the start of a student, parent or provider name (a first and a ' +
  "last name together: 'ava rey'), or of a parent's e-mail address; case does not matter.";

/** Support staff find claims without their id, and providers by name, and download what they found. */
export function claimSearchRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.get(
    '/merit-cs/claims',
    {
      onRequest,
      schema: {
        summary: 'Search claims by id, student, parent (name or e-mail) or provider (name or number), newest first',
        description: `${searchDescription} Paged: limit (1-100) and the cursor of the next page.`,
        tags: ['support staff'],
        querystring: inEachLanguage(staffClaimSearchQuerySchema),
        response: { 200: apiSuccessSchema(staffClaimPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await searchClaimsByText(deps.db, request.query) }),
  );

  routes.get(
    '/merit-cs/claims/csv',
    {
      onRequest,
      schema: {
        summary: 'The same search, every claim it finds as a spreadsheet (text/csv), recorded in the access record',
        description: `${searchDescription} A download needs a claim id, a provider number or at least ${String(STAFF_EXPORT_MIN_CHARACTERS)} characters.`,
        tags: ['support staff'],
        querystring: inEachLanguage(staffClaimExportQuerySchema),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const subject = { kind: 'claimSearch' as const, query: q };
      const rows = claimSearchCsvRows(deps.db, q);
      const recorded = await recordedExport(deps.db, readerOf(request), subject, deps.clock(), rows);
      return sendCsv(
        reply,
        'claims.csv',
        claimSearchCsvHeader.map((id) => translate(id)),
        recorded,
      );
    },
  );

  routes.get(
    '/merit-cs/providers',
    {
      onRequest,
      schema: {
        summary: 'Find service providers by number or by the start of their name',
        tags: ['support staff'],
        querystring: inEachLanguage(providerNameSearchQuerySchema),
        response: { 200: apiSuccessSchema(providerSearchResultsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchProvidersByText(deps.db, request.query.q, request.query.limit),
    }),
  );
}
