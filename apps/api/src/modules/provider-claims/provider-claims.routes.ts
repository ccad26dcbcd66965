import {
  apiSuccessSchema,
  claimStatsSchema,
  providerClaimDetailsSchema,
  PROVIDER_CLAIM_TAB_PATHS,
  PROVIDER_CLAIM_TABS,
  programmeDate,
  providerClaimCountSchema,
  providerClaimExportQuerySchema,
  providerClaimFilterSchema,
  providerClaimListQuerySchema,
  providerClaimPageSchema,
  translate,
  type ProviderClaimTab,
  type ProviderFilterContext,
  text,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { sendCsv } from '../../csv-download.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { memberOf, memberOnly } from '../providers/member-hook.ts';
import { providerClaimCsvHeader, providerClaimCsvRows } from './provider-claims-export.ts';
import {
  countProviderClaims,
  listProviderClaims,
  claimNotFound,
  providerClaimDetails,
  providerClaimStats,
} from './provider-claims.service.ts';

const tabSummaries: Readonly<Record<ProviderClaimTab, string>> = {
  pendingProvider: "The organisation's claims waiting for its own review (Pending external)",
  pendingMerit: "The organisation's claims waiting for support staff's review (Pending)",
  history: "The organisation's decided claims (Accepted and Rejected), newest first by default",
};

const organisationParams = inEachLanguage(() => z.object({ id: text().min(1).max(200) }));

/** The Filter panel's context on a tab: today is the programme's day at each request, by the API's clock. */
function filterContext(tab: ProviderClaimTab, clock: () => Date): ProviderFilterContext {
  return {
    tab,
    get today() {
      return programmeDate(clock());
    },
  };
}

/** The service provider dashboard (spec section 2): its three claim lists, the tab counts and a claim's details. */
export function providerClaimRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const tab of PROVIDER_CLAIM_TABS) {
    routes.get(
      `/service-provider/:id/${PROVIDER_CLAIM_TAB_PATHS[tab]}`,
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary: tabSummaries[tab],
          description: 'The Filter panel, a sort, a page size and the cursor of the next page.',
          tags: ['service provider dashboard'],
          params: organisationParams,
          querystring: inEachLanguage(() => providerClaimListQuerySchema(filterContext(tab, deps.clock))),
          response: { 200: apiSuccessSchema(providerClaimPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listProviderClaims(deps, memberOf(request).provider, tab, request.query),
      }),
    );
    routes.get(
      `/service-provider/:id/${PROVIDER_CLAIM_TAB_PATHS[tab]}/count`,
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary: `${tabSummaries[tab]}: how many the Filter panel's filters select`,
          description: "The tab's label while filters are applied; claim-stats counts every tab's claims.",
          tags: ['service provider dashboard'],
          params: organisationParams,
          querystring: inEachLanguage(() => providerClaimFilterSchema(filterContext(tab, deps.clock))),
          response: { 200: apiSuccessSchema(providerClaimCountSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await countProviderClaims(deps, memberOf(request).provider, tab, request.query),
      }),
    );
    routes.get(
      `/service-provider/:id/${PROVIDER_CLAIM_TAB_PATHS[tab]}/csv`,
      {
        preHandler: memberOnly(deps, 'id'),
        schema: {
          summary: `${tabSummaries[tab]}: every claim the filters select, as a spreadsheet (text/csv)`,
          description: 'The same filters, sort and order as the list; no page size or cursor.',
          tags: ['service provider dashboard'],
          params: organisationParams,
          querystring: inEachLanguage(() => providerClaimExportQuerySchema(filterContext(tab, deps.clock))),
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const rows = await providerClaimCsvRows(deps, memberOf(request).provider, tab, request.query);
        return sendCsv(
          reply,
          `${PROVIDER_CLAIM_TAB_PATHS[tab]}.csv`,
          providerClaimCsvHeader(tab).map((id) => translate(id)),
          rows,
        );
      },
    );
  }

  routes.get(
    '/service-provider/:id/claim-stats',
    {
      preHandler: memberOnly(deps, 'id'),
      schema: {
        summary: 'How many claims each tab of the dashboard holds',
        tags: ['service provider dashboard'],
        params: organisationParams,
        response: { 200: apiSuccessSchema(claimStatsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await providerClaimStats(deps, memberOf(request).provider),
    }),
  );

  routes.get(
    '/claim/service-provider/:claimId/:orgId',
    {
      preHandler: memberOnly(deps, 'orgId', claimNotFound),
      schema: {
        summary:
          "A claim of the organisation's, read-only, with its files as short-lived links and its open review link",
        tags: ['service provider dashboard'],
        params: inEachLanguage(() => z.object({ claimId: text(), orgId: text().min(1).max(200) })),
        response: { 200: apiSuccessSchema(providerClaimDetailsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await providerClaimDetails(deps, memberOf(request).provider, request.params.claimId),
    }),
  );
}
