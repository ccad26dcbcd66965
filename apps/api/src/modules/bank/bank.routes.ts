import {
  apiSuccessSchema,
  bankTokenSchema,
  claimTransfersSchema,
  parentUserSchema,
  providerBankAccountSchema,
  serviceProviderUserSchema,
  text,
  translate,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { BankError } from '../../integrations/bank/bank-provider.ts';
import { DWOLLA_MEDIA_TYPE } from '../../integrations/bank/dwolla-bank-provider.ts';
import { parentOf, parentOnly, staffOnly } from '../callers/caller-hooks.ts';
import { memberOf, memberOnly } from '../providers/member-hook.ts';
import { receiveBankWebhook } from './bank-webhooks.ts';
import {
  getClaimTransfers,
  getParentBankToken,
  getProviderBankAccount,
  getProviderBankToken,
  getProviderChangeBankToken,
  setParentBankFlag,
  setProviderBankFlag,
} from './bank.service.ts';

const organisationParams = inEachLanguage(() => z.object({ id: text().min(1).max(200) }));
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Bank linking and payouts, for signed-in people (register inside the signed-in scope). */
export function bankRoutes(app: FastifyInstance, deps: AppDependencies) {
  void app.register((scope, _options, done) => {
    // The client reads a plain sentence; the log keeps what the bank said.
    scope.addHook('onError', (request, _reply, error, next) => {
      if (error.cause instanceof BankError) request.log.warn({ err: error.cause }, 'the bank call failed');
      next();
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/ach/parent/get-bank-token',
      {
        onRequest: parentOnly(deps.db),
        schema: {
          summary: "A token with which the parent's browser adds their bank account at the bank (409: already linked)",
          tags: ['bank'],
          failures: [409, 503],
          response: { 200: apiSuccessSchema(bankTokenSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await getParentBankToken(deps, parentOf(request)) }),
    );

    routes.post(
      '/ach/service-provider/:id/get-bank-token',
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary:
            "A token with which a member adds organisation {id}'s bank account at the bank (409: already linked)",
          tags: ['bank'],
          failures: [409, 503],
          params: organisationParams,
          response: { 200: apiSuccessSchema(bankTokenSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getProviderBankToken(deps, memberOf(request)),
      }),
    );

    routes.post(
      '/ach/service-provider/:id/change-bank-token',
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary:
            'A token with which a member adds another bank account for organisation {id}; once set-bank-flag confirms it, payouts go to it and the account before it is removed',
          tags: ['bank'],
          params: organisationParams,
          response: { 200: apiSuccessSchema(bankTokenSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getProviderChangeBankToken(deps, memberOf(request)),
      }),
    );

    routes.get(
      '/service-provider/:id/bank-account',
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary:
            "The bank account organisation {id}'s payouts go to, as the bank describes it (never its number); null while none can receive them",
          tags: ['bank'],
          params: organisationParams,
          response: { 200: apiSuccessSchema(providerBankAccountSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getProviderBankAccount(deps, memberOf(request)),
      }),
    );

    routes.patch(
      '/user/parent/set-bank-flag',
      {
        onRequest: parentOnly(deps.db),
        schema: {
          summary:
            "Records the parent's bank once the bank confirms an account that can receive payouts; answers the parent",
          tags: ['bank'],
          response: { 200: apiSuccessSchema(parentUserSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setParentBankFlag(deps, parentOf(request)),
        message: translate('bank.submitted'),
      }),
    );

    routes.patch(
      '/user/service-provider/:id/set-bank-flag',
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary:
            "Records organisation {id}'s bank once the bank confirms an account that can receive payouts; answers the user",
          tags: ['bank'],
          params: organisationParams,
          response: { 200: apiSuccessSchema(serviceProviderUserSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setProviderBankFlag(deps, memberOf(request)),
        message: translate('bank.submitted'),
      }),
    );

    routes.get(
      '/claim/:id/transfers',
      {
        onRequest: staffOnly(deps.db),
        schema: {
          summary: "Support staff: the claim's payouts and their state at the bank",
          tags: ['bank'],
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: apiSuccessSchema(claimTransfersSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getClaimTransfers(deps, request.params.id),
      }),
    );
    done();
  });
}

/** The bank's signed webhooks (register in the public scope: the bank signs them, it has no bearer token). */
export function bankWebhookRoutes(app: FastifyInstance, deps: AppDependencies) {
  void app.register((scope, _options, done) => {
    // The signature covers the bytes as sent: keep them, in this scope only.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      ['application/json', DWOLLA_MEDIA_TYPE],
      { parseAs: 'buffer' },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/bank/webhooks',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'The bank payment provider reports a change (signed with X-Request-Signature-SHA-256)',
          tags: ['bank'],
          security: [],
          // The body is read raw, to check its signature: refused when unsigned (401), unreadable (400), too large
          // (413) or of another type (415); 503 while the bank cannot be asked about it.
          failures: [400, 401, 413, 415, 503],
          response: { 200: apiSuccessSchema(z.object({ topic: z.string(), handled: z.boolean() })) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-request-signature-sha-256'];
        const outcome = await receiveBankWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
        request.log.info({ topic: outcome.topic, handled: outcome.handled }, 'bank webhook');
        return { success: true as const, data: outcome };
      },
    );
    done();
  });
}
