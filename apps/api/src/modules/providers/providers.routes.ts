import {
  accessMeritsSchema,
  apiSuccessSchema,
  providerDetailsSchema,
  providerLookupSchema,
  providerStatusUpdateSchema,
  registerProviderSchema,
  serviceProviderSchema,
  serviceProviderUserSchema,
  text,
  translate,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { staffOnly } from '../callers/caller-hooks.ts';
import { memberOf, memberOnly } from './member-hook.ts';
import { requireUserOfTypes } from '../callers/callers.ts';
import {
  accessMerits,
  changeProviderStatus,
  lookUpProvider,
  providerView,
  registerProvider,
  serviceProviderUserView,
} from './providers.service.ts';

export function providerRoutes(app: FastifyInstance, deps: AppDependencies) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-provider/access-merits',
    {
      schema: {
        summary: "The signed-in person's organisations that are registered service providers",
        tags: ['service providers'],
        response: { 200: apiSuccessSchema(accessMeritsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await accessMerits(deps, identityOf(request)) }),
  );

  routes.get(
    '/service-provider/number/:number',
    {
      schema: {
        summary: "Looks a provider up by its 6-digit number: the parents' claim form, support staff's provider search",
        tags: ['service providers'],
        params: inEachLanguage(() => z.object({ number: text({ refused: translate('claim.provider.invalid') }) })),
        response: { 200: apiSuccessSchema(providerLookupSchema) },
      },
    },
    async (request) => {
      await requireUserOfTypes(db, ['Parent', 'MeritCS'], identityOf(request));
      return { success: true as const, data: await lookUpProvider(db, request.params.number) };
    },
  );

  routes.get(
    '/service-provider/:id',
    {
      preHandler: memberOnly(deps, 'id'),
      schema: {
        summary: 'The service provider of organisation {id}, for its members',
        tags: ['service providers'],
        params: inEachLanguage(() => z.object({ id: text().min(1).max(200) })),
        response: { 200: apiSuccessSchema(providerDetailsSchema) },
      },
    },
    (request) => Promise.resolve({ success: true as const, data: providerView(memberOf(request).provider) }),
  );

  routes.post(
    '/service-provider',
    {
      onRequest: staffOnly(db),
      schema: {
        summary: 'Support staff register an organisation as a service provider',
        tags: ['service providers'],
        failures: [409],
        body: inEachLanguage(registerProviderSchema),
        response: { 201: apiSuccessSchema(providerDetailsSchema) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ success: true, data: await registerProvider(db, request.body) });
    },
  );

  routes.patch(
    '/service-provider/status',
    {
      onRequest: staffOnly(db),
      schema: {
        summary: "Support staff change a provider's status (Active <-> Inactive)",
        tags: ['service providers'],
        failures: [404, 422],
        body: inEachLanguage(providerStatusUpdateSchema),
        response: {
          200: apiSuccessSchema(serviceProviderSchema),
        },
      },
    },
    async (request) => {
      const { provider, message } = await changeProviderStatus(db, request.body.number, request.body.status);
      return {
        success: true as const,
        data: { number: provider.number, name: provider.name, status: provider.status },
        message,
      };
    },
  );
}

/** GET /api/user/service-provider/{id}: who the signed-in provider member is for one organisation (beside users'). */
export function providerUserRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/service-provider/:id',
    {
      preHandler: memberOnly(deps, 'id'),
      schema: {
        summary: 'The service provider user acting for organisation {id}',
        tags: ['users'],
        params: inEachLanguage(() => z.object({ id: text().min(1).max(200) })),
        response: { 200: apiSuccessSchema(serviceProviderUserSchema) },
      },
    },
    (request) => {
      const { user, provider } = memberOf(request);
      return Promise.resolve({ success: true as const, data: serviceProviderUserView(user, provider) });
    },
  );
}
