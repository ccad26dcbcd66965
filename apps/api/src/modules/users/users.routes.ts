import { apiSuccessSchema, meritCsUserSchema, parentUserSchema, registrationsSchema } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { parentOf, parentOnly, staffOf, staffOnly } from '../callers/caller-hooks.ts';
import { getRegistrations, meritCsView, parentDashboard } from './users.service.ts';

export function userRoutes(app: FastifyInstance, deps: AppDependencies) {
  const { db, clock } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user',
    {
      schema: {
        summary: 'The signed-in identity and the user types the programme registered it as',
        tags: ['users'],
        response: { 200: apiSuccessSchema(registrationsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getRegistrations(db, identityOf(request)) }),
  );

  routes.get(
    '/user/parent',
    {
      onRequest: parentOnly(db),
      schema: {
        summary: 'The parent, their children with funds and claim history (newest first)',
        tags: ['users'],
        response: { 200: apiSuccessSchema(parentUserSchema) },
      },
    },
    async (request) => {
      const { user, parent } = parentOf(request);
      return { success: true as const, data: await parentDashboard(db, user, parent, clock()) };
    },
  );

  routes.get(
    '/user/merit-cs',
    {
      onRequest: staffOnly(db),
      schema: {
        summary: 'The support staff user',
        tags: ['users'],
        response: { 200: apiSuccessSchema(meritCsUserSchema) },
      },
    },
    (request) => ({ success: true as const, data: meritCsView(staffOf(request)) }),
  );
}
