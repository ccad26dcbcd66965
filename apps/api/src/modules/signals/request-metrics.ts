import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Times every answered request by its route's pattern (`/api/claim/:id`), never the path itself: ids and review
 * tokens stay out of the metrics, and the number of series stays bounded. Requests no route matched count together.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
