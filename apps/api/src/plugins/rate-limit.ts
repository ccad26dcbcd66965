import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Rate limits, per route that asks for one (the review links). One API process counts in its own memory; several
 * behind a load balancer count together in Redis when REDIS_URL is set (DESIGN.md section 9), so a limit holds
 * across copies. Should Redis fail, requests go on unlimited rather than the review links going down: a review
 * token is 256 random bits, the limit is a second guard. Answers the Redis client, which readiness pings.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<Redis | undefined> {
  if (redisUrl === undefined) {
    await app.register(rateLimit, { global: false });
    return undefined;
  }
  // Connects in the background and again after a loss: the API starts and answers whether Redis is there or not.
  // While it is not, or stalls, a count fails at once or within half a second instead of holding the request.
  const redis = new Redis(redisUrl, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Only the reason: ioredis errors carry the failed command, and the AUTH command carries the password.
  redis.on('error', (error: Error) => {
    app.log.warn({ reason: error.message }, 'rate limits: Redis failed; requests are not limited meanwhile');
  });
  app.addHook('onClose', () => {
    redis.disconnect();
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'ace-portal:rate-limit:', skipOnError: true });
  return redis;
}
