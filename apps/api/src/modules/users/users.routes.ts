import {
  apiSuccessSchema,
  meritCsUserSchema,
  parentUserSchema,
  serviceProviderUserSchema,
  registrationsSchema,
  text,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { getServiceProviderUser } from '../providers/providers.service.ts';
import { getMeritCsUser, getParentUser, getRegistrations } from './users.service.ts';

export function userRoutes(app: FastifyInstance, deps: AppDependencies) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/',
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
      schema: {
        summary: 'The parent, their children with funds and claim history (newest first)',
        tags: ['users'],
        response: { 200: apiSuccessSchema(parentUserSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getParentUser(db, identityOf(request)) }),
  );

  routes.get(
    '/user/merit-cs',
    {
      schema: {
        summary: 'The support staff user',
        tags: ['users'],
        response: { 200: apiSuccessSchema(meritCsUserSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getMeritCsUser(db, identityOf(request)) }),
  );

  routes.get(
    '/user/service-provider/:id',
    {
      schema: {
        summary: 'The service provider user acting for organisation {id}',
        tags: ['users'],
        params: inEachLanguage(() => z.object({ id: text().min(1).max(200) })),
        response: { 200: apiSuccessSchema(serviceProviderUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getServiceProviderUser(deps, identityOf(request), request.params.id),
    }),
  );
}
