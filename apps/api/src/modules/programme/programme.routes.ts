import {
  apiSuccessSchema,
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
import { staffOnly } from '../../plugins/authentication.ts';
import { requireUser } from '../users/users.service.ts';
import { programmeCsvHeader, programmeCsvRows } from './programme-csv.ts';
import { checkProgrammeYear, programmeFigures } from './programme.service.ts';

const queryDescription =
  'schoolYear: the school year (2022 for 2022-23); from and to: the first and last month of submission (YYYY-MM), ' +
  "optional. Funds are the whole school year's as of now; every other figure counts the year's claims submitted in " +
  'those months. Times are in business days (median and 90th percentile).';

async function* csvRows(deps: AppDependencies, query: ProgrammeFiguresQuery): AsyncGenerator<string[]> {
  yield* programmeCsvRows(await programmeFigures(deps, query));
}

/** Support staff's Programme page (issue 21): the programme's figures, and the same as a spreadsheet. */
export function programmeRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly((identity) => requireUser(deps.db, 'MeritCS', identity));

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
