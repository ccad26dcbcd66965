import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { translate } from '@ace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitSettings } from '../config.ts';
import { AppError } from '../errors.ts';
import { identityOf } from './authentication.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * How long a starting API waits for Redis at most: a copy started beside others counts with them from its first
 * request when Redis answers; when Redis is down the copy starts anyway, unlimited until it answers.
 */
const REDIS_START_WAIT_MS = 3_000;

/** A request past its route's limit: 429, saying in minutes how long to wait when that is longer than a minute. */
class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    const message =
      retryAfterSeconds <= 60
        ? translate('api.rateLimited')
        : translate('api.rateLimitedMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
    super(429, 'RATE_LIMITED', message);
  }
}

/**
 * The client's address as the trusted proxies tell it (TRUST_PROXY), never what the client wrote into
 * X-Forwarded-For itself; an IPv6 client by its /64, as @fastify/rate-limit counts by default.
 */
function clientAddress(request: FastifyRequest): string {
  return `address:${normalizeIP(request.ip)}`;
}

/**
 * The person the verified token names (their entity at the identity provider). Never the Authorization header's
 * text: one person writes it in many ways (the scheme's case, spaces, a token minted afresh), each of which would
 * start a count of its own. A signed-in route's limit runs after the sign-in check, so a token is verified here.
 */
function signedInPerson(request: FastifyRequest): string {
  return `person:${identityOf(request).entityId}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This copy of the API, among those that count together in Redis. */
    rateLimitCopyId: string;
  }
}

/** An orchestrator asks each copy about itself from one address: counted per copy, even when copies share Redis. */
function clientAddressAtThisCopy(request: FastifyRequest): string {
  return `copy:${request.server.rateLimitCopyId}:${clientAddress(request)}`;
}

function limit(max: number, timeWindow: number, keyGenerator: (request: FastifyRequest) => string): RateLimitOptions {
  return { max, timeWindow, keyGenerator };
}

/**
 * Every route's limit, in one place (apps/api/README.md, "Rate limits"): how many requests, in what window, and
 * whose requests count together. Each route counts apart; a signed-in route counts per person, an anonymous one per
 * client address.
 */
export function routeRateLimits(settings: RateLimitSettings) {
  return {
    reviewLink: limit(settings.reviewLinksPerMinute, MINUTE_MS, clientAddress),
    receiptReading: limit(settings.receiptReadingsPerMinute, MINUTE_MS, signedInPerson),
    receiptNumberCheck: limit(settings.receiptNumberChecksPerMinute, MINUTE_MS, signedInPerson),
    claimSubmission: limit(settings.claimSubmissionsPerMinute, MINUTE_MS, signedInPerson),
    login: limit(settings.loginsPerMinute, MINUTE_MS, signedInPerson),
    dataArchive: limit(settings.dataArchivesPerHour, HOUR_MS, signedInPerson),
    /**
     * The archive through its signed link, which needs no sign-in: per parent the link names once its signature
     * holds (`linkedParent`), so a link passed around counts as its parent's; per client address otherwise, so a
     * forged link naming a parent never uses up that parent's count.
     */
    dataArchiveThroughLink: (linkedParent: (request: FastifyRequest) => number | undefined) =>
      limit(settings.dataArchivesPerHour, HOUR_MS, (request) => {
        const parent = linkedParent(request);
        return parent === undefined ? clientAddress(request) : `parent:${String(parent)}`;
      }),
    readiness: limit(settings.readinessChecksPerMinute, MINUTE_MS, clientAddressAtThisCopy),
  };
}

const answerPastTheLimit: RateLimitOptions['errorResponseBuilder'] = (_request, context) =>
  new RateLimitedError(Math.ceil(context.ttl / 1000));

/**
 * Rate limits, per route that asks for one (routeRateLimits). One API process counts in its own memory; several
 * behind a load balancer count together in Redis when REDIS_URL is set (DESIGN.md section 9), so a limit holds
 * across copies. Should Redis fail, requests go on unlimited rather than the routes going down: each limit is a
 * second guard (a review token is 256 random bits, the other routes need a sign-in or a signed link). Answers the
 * Redis client, which readiness pings. Past a limit: 429 in the envelope, with Retry-After.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<Redis | undefined> {
  app.decorate('rateLimitCopyId', randomUUID());
  if (redisUrl === undefined) {
    await app.register(rateLimit, { global: false, errorResponseBuilder: answerPastTheLimit });
    return undefined;
  }
  // Connects again in the background after a loss: the API starts and answers whether Redis is there or not.
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
  // Ready, refused or out of time: the API starts either way (once rejects on the client's first error).
  await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_START_WAIT_MS) }).catch(() => undefined);
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'ace-portal:rate-limit:',
    skipOnError: true,
    errorResponseBuilder: answerPastTheLimit,
  });
  return redis;
}
