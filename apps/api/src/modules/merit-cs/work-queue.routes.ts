import {
  apiSuccessSchema,
  STAFF_QUEUE_TAB_PATHS,
  STAFF_QUEUE_TABS,
  staffQueueCountsSchema,
  staffQueuePageSchema,
  staffQueueQuerySchema,
  type StaffQueueTab,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { staffOnly } from '../callers/caller-hooks.ts';
import { staffQueueCounts, staffQueuePage } from './work-queue.service.ts';

const tabSummaries: Readonly<Record<StaffQueueTab, string>> = {
  waiting: 'Claims waiting for support staff (pending internal review), oldest first',
  overdue: "Claims past their provider's due date, the longest overdue first",
  failedPayouts: 'Payouts the bank failed that nothing will retry, the oldest failure first',
  waitingPayouts: 'Payouts held until the payee reconnects a bank that can receive them, the longest wait first',
};

/**
 * Support staff's work queue: what waits for them, what a provider let pass its due date, what the bank failed, and
 * what waits for a payee's bank.
 */
export function workQueueRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.get(
    '/merit-cs/queue',
    {
      onRequest,
      schema: {
        summary: 'How many rows each tab of the work queue holds',
        tags: ['support staff'],
        response: { 200: apiSuccessSchema(staffQueueCountsSchema) },
      },
    },
    async () => ({ success: true as const, data: await staffQueueCounts(deps) }),
  );

  for (const tab of STAFF_QUEUE_TABS) {
    routes.get(
      `/merit-cs/queue/${STAFF_QUEUE_TAB_PATHS[tab]}`,
      {
        onRequest,
        schema: {
          summary: tabSummaries[tab],
          description:
            'Query: providerNumber (6 digits), minAgeDays (at least so many business days since submission, ' +
            '0-1000), limit (1-100) and the cursor of the next page. Answers the page and the count of the tab ' +
            'under these filters.',
          tags: ['support staff'],
          querystring: inEachLanguage(staffQueueQuerySchema),
          response: { 200: apiSuccessSchema(staffQueuePageSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await staffQueuePage(deps, tab, request.query) }),
    );
  }
}
