import type { FastifyInstance } from 'fastify';
import type { RateLimitSettings } from '../../config.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { createReadiness, type ReadinessCheck } from './readiness.ts';

/**
 * Health for load balancers and orchestrators, outside the public API's documentation (ADR 0015):
 * - GET /api/health/live: the process answers (no part is asked; a restart would not cure one);
 * - GET /api/health/ready: every part the API uses and its state (`ok`, `degraded`, `failed`), as
 *   `{ success, data: { status: 'ready' | 'degraded' | 'not ready', checks: { database: 'ok', … } } }`: 200 while
 *   the process can serve (a part it serves without, such as the mail server or the bank, away: `degraded`), 503
 *   when a part it cannot serve without failed (`not ready`). Each part is asked at most once a second or once in 5 s
 *   (READINESS_CACHE_MS, readiness.ts), within 2 s; the route is also rate-limited per client address;
 * - GET /api/health: what the local stack polls, the same as live.
 */
export function healthRoutes(
  app: FastifyInstance,
  checks: readonly ReadinessCheck[],
  settings: { rateLimits: RateLimitSettings; readinessCacheMs: number },
) {
  const alive = () => ({ success: true, data: { status: 'ok' } });
  app.get('/health', { schema: { hide: true } }, alive);
  app.get('/health/live', { schema: { hide: true } }, alive);
  const readiness = createReadiness(checks, { optionalCacheMs: settings.readinessCacheMs });
  // It needs no sign-in: limited, although the parts' answers are reused (readiness.ts).
  const rateLimit = routeRateLimits(settings.rateLimits).readiness;
  app.get('/health/ready', { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const {
      ready,
      status,
      checks: states,
    } = await readiness((name, error) => {
      request.log.warn({ check: name, reason: error instanceof Error ? error.message : String(error) }, 'part away');
    });
    return reply.status(ready ? 200 : 503).send({ success: ready, data: { status, checks: states } });
  });
}
