import { apiSuccessSchema, programmeYearsSchema } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { programmeSchoolYears } from './school-years.service.ts';

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
