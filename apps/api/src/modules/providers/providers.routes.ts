import {
  accessMeritsSchema,
  apiSuccessSchema,
  providerDetailsSchema,
  providerLookupSchema,
  providerStatusUpdateSchema,
  registerProviderSchema,
  serviceProviderSchema,
  text,
  translate,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { identityOf, staffOnly } from '../../plugins/authentication.ts';
import { requireUser, requireUserOfTypes } from '../users/users.service.ts';
import {
  accessMerits,
  changeProviderStatus,
  lookUpProvider,
  providerView,
  registerProvider,
  requireMembership,
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
      schema: {
        summary: 'The service provider of organisation {id}, for its members',
        tags: ['service providers'],
        params: inEachLanguage(() => z.object({ id: text().min(1).max(200) })),
        response: { 200: apiSuccessSchema(providerDetailsSchema) },
      },
    },
    async (request) => {
      const { provider } = await requireMembership(deps, identityOf(request), request.params.id);
      return { success: true as const, data: providerView(provider) };
    },
  );

  routes.post(
    '/service-provider/',
    {
      onRequest: staffOnly((identity) => requireUser(db, 'MeritCS', identity)),
      schema: {
        summary: 'Support staff register an organisation as a service provider',
        tags: ['service providers'],
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
      onRequest: staffOnly((identity) => requireUser(db, 'MeritCS', identity)),
      schema: {
        summary: "Support staff change a provider's status (Active <-> Inactive)",
        tags: ['service providers'],
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
