import { apiSuccessSchema, languageChangeSchema, languageChoiceSchema } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { changeLanguage, languageOf } from './language.service.ts';

/** The signed-in person's language (register inside the signed-in scope): parents, provider members and staff. */
export function languageRoutes(app: FastifyInstance, { db }: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/language',
    {
      schema: {
        summary: 'The language the signed-in person chose, or null until they choose one',
        tags: ['users'],
        response: { 200: apiSuccessSchema(languageChoiceSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await languageOf(db, identityOf(request)) }),
  );

  routes.put(
    '/user/language',
    {
      schema: {
        summary: "Keeps the signed-in person's language: their screens and e-mails follow it",
        tags: ['users'],
        body: languageChangeSchema,
        response: { 200: apiSuccessSchema(languageChoiceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeLanguage(db, identityOf(request), request.body.language),
    }),
  );
}
