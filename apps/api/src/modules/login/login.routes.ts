import {
  apiSuccessSchema,
  meritCsUserSchema,
  parentUserSchema,
  serviceProviderUserSchema,
  translate,
  text,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { serviceProviderLogin } from '../providers/providers.service.ts';
import { meritCsLoginSuccess, parentLoginSuccess } from './login.service.ts';

export function loginRoutes(app: FastifyInstance, { db, merits, clock, config }: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = routeRateLimits(config.rateLimits).login;

  routes.post(
    '/login/parent/login/success',
    {
      schema: {
        summary: "Links the identity to the programme's parent record and answers the parent",
        tags: ['login'],
        failures: [409],
        response: { 200: apiSuccessSchema(parentUserSchema) },
      },
      config: { rateLimit },
    },
    async (request) => ({
      success: true as const,
      data: await parentLoginSuccess(db, identityOf(request), config.supportEmail, clock()),
      message: translate('login.success'),
    }),
  );

  routes.post(
    '/login/merit-cs/login/success',
    {
      schema: {
        summary: 'Links the identity to the support staff record',
        tags: ['login'],
        failures: [409],
        response: { 200: apiSuccessSchema(meritCsUserSchema) },
      },
      config: { rateLimit },
    },
    async (request) => ({
      success: true as const,
      data: await meritCsLoginSuccess(db, identityOf(request), config.supportEmail),
      message: translate('login.success'),
    }),
  );

  routes.post(
    '/login/service-provider/:id/login/success',
    {
      schema: {
        summary: 'Signs the identity in for organisation {id}, one of its merits registered as a provider',
        tags: ['login'],
        params: inEachLanguage(() => z.object({ id: text().min(1).max(200) })),
        response: { 200: apiSuccessSchema(serviceProviderUserSchema) },
      },
      config: { rateLimit },
    },
    async (request) => ({
      success: true as const,
      data: await serviceProviderLogin({ db, merits, clock }, identityOf(request), request.params.id),
      message: translate('login.success'),
    }),
  );
}
