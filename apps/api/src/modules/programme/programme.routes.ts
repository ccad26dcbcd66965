import {
  apiSuccessSchema,
  auditFiguresSchema,
  preApprovalFiguresSchema,
  programmeCsvFilename,
  programmeFiguresQuerySchema,
  programmeFiguresSchema,
  translate,
  type ProgrammeFiguresQuery,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { sendCsv } from '../../csv-download.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { auditFigures } from '../audits/audit-figures.ts';
import { staffOnly } from '../callers/caller-hooks.ts';
import { preApprovalFigures } from './pre-approval-figures.ts';
import { auditCsvRows, preApprovalCsvRows, programmeCsvHeader, programmeCsvRows } from './programme-csv.ts';
import { checkProgrammeYear, programmeFigures } from './programme.service.ts';

const queryDescription =
  'schoolYear: the school year (2022 for 2022-23), or N/A for the claims and awards of children without one; from ' +
  "and to: the first and last month of submission (YYYY-MM), optional. Funds are the whole school year's as of now; " +
  "every other figure counts the year's claims submitted in those months. Times are in business days (median and " +
  '90th percentile).';

async function* csvRows(deps: AppDependencies, query: ProgrammeFiguresQuery): AsyncGenerator<string[]> {
  const [figures, audits, preApprovals] = await Promise.all([
    programmeFigures(deps, query),
    auditFigures(deps, query),
    preApprovalFigures(deps, query),
  ]);
  yield* programmeCsvRows(figures);
  yield* preApprovalCsvRows(preApprovals);
  yield* auditCsvRows(audits);
}

/** Support staff's Programme page (issue 21): the programme's figures, and the same as a spreadsheet. */
export function programmeRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.get(
    '/merit-cs/programme',
    {
      onRequest,
      schema: {
        summary: "The programme's figures for a school year and months of submission",
        description: queryDescription,
        tags: ['support staff'],
        querystring: inEachLanguage(programmeFiguresQuerySchema),
        response: { 200: apiSuccessSchema(programmeFiguresSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await programmeFigures(deps, request.query) }),
  );

  routes.get(
    '/merit-cs/programme/audits',
    {
      onRequest,
      schema: {
        summary: 'Audits of the paid claims of a school year and months of submission, in all and by provider',
        description:
          "schoolYear, from and to as for the programme's figures. Of the year's claims submitted in those months: " +
          'claims paid, audited (drawn by the weekly sample, flagged by their receipt, or added by staff), cases open ' +
          "and overdue now, misspent findings and their total, recovered (from the child's funds and repaid), still " +
          'owed, and the recovery rate (recovered ÷ misspent, 0 to 1; null with nothing misspent). By provider: the ' +
          'providers with an audited claim of those months, the most misspent first.',
        tags: ['support staff', 'audits'],
        querystring: inEachLanguage(programmeFiguresQuerySchema),
        response: { 200: apiSuccessSchema(auditFiguresSchema) },
      },
    },
    async (request) => {
      await checkProgrammeYear(deps, request.query);
      return { success: true as const, data: await auditFigures(deps, request.query) };
    },
  );

  routes.get(
    '/merit-cs/programme/pre-approvals',
    {
      onRequest,
      schema: {
        summary: 'Pre-approvals of a school year asked in months: where they stand, their money and time to decision',
        description:
          "schoolYear, from and to as for the programme's figures: the pre-approvals charged to the school year (N/A: " +
          'to none) asked in those months. How many were asked, are waiting (for staff or the provider), were approved ' +
          '(expired ones included), rejected and expired; what the approved ones came to, what claims used of them, ' +
          'what they hold now (waiting ones whole) and what expiry released; business days from asking to decision ' +
          '(median and 90th percentile, from ten decided).',
        tags: ['support staff', 'pre-approvals'],
        querystring: inEachLanguage(programmeFiguresQuerySchema),
        response: { 200: apiSuccessSchema(preApprovalFiguresSchema) },
      },
    },
    async (request) => {
      await checkProgrammeYear(deps, request.query);
      return { success: true as const, data: await preApprovalFigures(deps, request.query) };
    },
  );

  routes.get(
    '/merit-cs/programme/csv',
    {
      onRequest,
      schema: {
        summary: 'The same figures as a spreadsheet (text/csv): a row per item of each figure',
        description: queryDescription,
        tags: ['support staff'],
        querystring: inEachLanguage(programmeFiguresQuerySchema),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      await checkProgrammeYear(deps, request.query);
      return sendCsv(
        reply,
        programmeCsvFilename(request.query),
        programmeCsvHeader.map((id) => translate(id)),
        csvRows(deps, request.query),
      );
    },
  );
}
