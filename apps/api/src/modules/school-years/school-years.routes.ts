import {
  apiSuccessSchema,
  openSchoolYearPayloadSchema,
  programmeYearsSchema,
  schoolYearEventsSchema,
  schoolYearRecordSchema,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { staffOf, staffOnly } from '../callers/caller-hooks.ts';
import { openNextSchoolYear, programmeSchoolYears, schoolYearTrail } from './school-years.service.ts';

/**
 * GET /api/school-years: public. The programme's calendar is what the programme publishes to every family (no person
 * in it), and it is needed before anyone is signed in: by a review link's reviewer, who never signs in, and by a
 * signed-out screen that names a year.
 */
export function schoolYearRoutes(app: FastifyInstance, { db }: AppDependencies) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/school-years',
    {
      schema: {
        summary: "The programme's school years, the first first: dates, default award, state and unspent-funds rule",
        tags: ['app'],
        querystring: z.strictObject({}),
        response: { 200: apiSuccessSchema(programmeYearsSchema) },
      },
    },
    async () => ({ success: true as const, data: [...(await programmeSchoolYears(db))] }),
  );
}

/**
 * Support staff open the programme's next school year (issue 30 part 2, ADR 0025) and read the years' audit trail.
 * Signed in, staff only.
 */
export function schoolYearStaffRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.post(
    '/merit-cs/school-years',
    {
      onRequest,
      schema: {
        summary: "Open the programme's next school year: its dates, default award and unspent-funds rule",
        description:
          "startYear must be the year after the programme's last (409 when the programme has it, 422 for any other " +
          "year or a first date of service not after the last year's); firstDateOfService in startYear; " +
          'lastClaimDay from June 30 after the school year to the end of the next calendar year; defaultAward and ' +
          'rollOverCap in dollars, 0 to 100,000; rollOverCap null for no cap, and null when unspent funds lapse. The ' +
          "year is added open and the change written to the years' audit trail.",
        tags: ['support staff'],
        body: inEachLanguage(openSchoolYearPayloadSchema),
        failures: [409, 422],
        response: { 201: apiSuccessSchema(schoolYearRecordSchema) },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { year, message } = await openNextSchoolYear(deps, staff, request.body);
      return reply.status(201).send({ success: true as const, data: year, message });
    },
  );

  routes.get(
    '/merit-cs/school-years/events',
    {
      onRequest,
      schema: {
        summary: "The school years' audit trail, the newest first: who changed which year, when, before and after",
        tags: ['support staff'],
        querystring: z.strictObject({}),
        response: { 200: apiSuccessSchema(schoolYearEventsSchema) },
      },
    },
    async () => ({ success: true as const, data: await schoolYearTrail(deps.db) }),
  );
}
