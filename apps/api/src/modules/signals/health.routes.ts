import type { FastifyInstance } from 'fastify';
import type { RateLimitSettings } from '../../config.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { checkReadiness, type ReadinessCheck } from './readiness.ts';

/**
 * Health for load balancers and orchestrators, outside the public API's documentation:
 * - GET /api/health/live: the process answers (no dependency is asked; a restart would not cure one);
 * - GET /api/health/ready: 200 when every dependency answers, else 503 naming the failed ones (rate-limited per
 *   client address);
 * - GET /api/health: what the local stack polls, the same as live.
 */
export function healthRoutes(
  app: FastifyInstance,
  checks: readonly ReadinessCheck[],
  rateLimitSettings: RateLimitSettings,
) {
  const alive = () => ({ success: true, data: { status: 'ok' } });
  app.get('/health', { schema: { hide: true } }, alive);
  app.get('/health/live', { schema: { hide: true } }, alive);
  // Each check asks the database, the file store and Redis: limited, as it needs no sign-in.
  const rateLimit = routeRateLimits(rateLimitSettings).readiness;
  app.get('/health/ready', { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const { ready, checks: outcomes } = await checkReadiness(checks, (name, error) => {
      request.log.warn({ check: name, reason: error instanceof Error ? error.message : String(error) }, 'not ready');
    });
    return reply
      .status(ready ? 200 : 503)
      .send({ success: ready, data: { status: ready ? 'ready' : 'not ready', checks: outcomes } });
  });
}
