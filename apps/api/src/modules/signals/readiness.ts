import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import type { BankProvider } from '../../integrations/bank/bank-provider.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { pingDatabase } from './signals.repository.ts';

/** How long one part may take to answer before it counts as failed. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;
/**
 * How long the answer of a part this process needs is reused (at most): a probe storm asks the database once a
 * second.
 */
export const REQUIRED_PART_CACHE_MS = 1000;
/**
 * How long the answer of a part it serves without is reused unless said (READINESS_CACHE_MS): the bank and the mail
 * relay are asked once in 5 s.
 */
export const OPTIONAL_PART_CACHE_MS = 5000;

/** A part answers (`ok`), or does not: `failed` when the process cannot serve without it, else `degraded`. */
export type PartState = 'ok' | 'degraded' | 'failed';

export interface Readiness {
  /** False when a part the process cannot serve without failed: the load balancer should take it out (503). */
  ready: boolean;
  status: 'ready' | 'degraded' | 'not ready';
  checks: Record<string, PartState>;
}

/** A part the API uses: its name, whether it cannot serve without it, and a check that rejects when it is away. */
export interface ReadinessCheck {
  name: string;
  required: boolean;
  check(): Promise<unknown>;
}

/**
 * Every part the API uses, and which it cannot serve without (ADR 0015, issue 33):
 * - `database` and `uploads` (the local directory uploads stream into) are this process's own needs: without them it
 *   serves nothing, or takes no claim, and another copy may; their failure makes it not ready (503);
 * - `files`, the claim files' store, is required when it is a local directory (the process's own disk), but only
 *   degraded when it is an object store shared by every copy: its outage would take every copy out at once, while
 *   every page without files is still served and a request needing files answers 503 FILES_UNAVAILABLE itself;
 * - `redis` (rate limits fall back to counting in-process), `mail` (e-mails wait in the job queue) and `bank`
 *   (linking answers 503 BANK_UNAVAILABLE, payouts wait) are shared too, and the process serves without them.
 */
export function readinessChecks(deps: {
  db: Database;
  store: FileStore;
  redis: Redis | undefined;
  mailer: Mailer;
  bank: BankProvider;
}): ReadinessCheck[] {
  const { redis, store } = deps;
  return [
    { name: 'database', required: true, check: () => pingDatabase(deps.db) },
    { name: 'uploads', required: true, check: () => store.checkUploads() },
    { name: 'files', required: !store.shared, check: () => store.check() },
    ...(redis === undefined ? [] : [{ name: 'redis', required: false, check: () => redis.ping() }]),
    { name: 'mail', required: false, check: () => deps.mailer.check() },
    { name: 'bank', required: false, check: () => deps.bank.check() },
  ];
}

function withTimeout(check: ReadinessCheck): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`));
    }, READINESS_CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.check(), timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** Where a check's failure is told (the log of the request that asked for it): its reason, never in the answer. */
export type OnCheckFailure = (name: string, error: unknown) => void;

/**
 * Runs the checks, each at most once per its cache time (`optionalCacheMs`, 5 s unless said, for a part the process
 * serves without; for a required one that or 1 s, whichever is shorter), however many probes ask meanwhile: they
 * share the answer, even one still awaited. The answer, which a load balancer reads, names each part and its state,
 * never a reason, which could name hosts or keys.
 */
export function createReadiness(
  checks: readonly ReadinessCheck[],
  options: { optionalCacheMs?: number; now?: () => number } = {},
): (onFailure: OnCheckFailure) => Promise<Readiness> {
  const now = options.now ?? (() => performance.now());
  const optionalCacheMs = options.optionalCacheMs ?? OPTIONAL_PART_CACHE_MS;
  const requiredCacheMs = Math.min(REQUIRED_PART_CACHE_MS, optionalCacheMs);
  const answers = new Map<string, { until: number; answer: Promise<boolean> }>();

  function ask(check: ReadinessCheck, onFailure: OnCheckFailure): Promise<boolean> {
    const started = now();
    const cached = answers.get(check.name);
    if (cached !== undefined && cached.until > started) return cached.answer;
    const answer = withTimeout(check).then(
      () => true,
      (error: unknown) => {
        onFailure(check.name, error);
        return false;
      },
    );
    answers.set(check.name, {
      until: started + (check.required ? requiredCacheMs : optionalCacheMs),
      answer,
    });
    return answer;
  }

  return async (onFailure) => {
    const states = await Promise.all(
      checks.map(async (check): Promise<[string, PartState]> => {
        if (await ask(check, onFailure)) return [check.name, 'ok'];
        return [check.name, check.required ? 'failed' : 'degraded'];
      }),
    );
    const ready = states.every(([, state]) => state !== 'failed');
    const degraded = states.some(([, state]) => state === 'degraded');
    return {
      ready,
      status: ready ? (degraded ? 'degraded' : 'ready') : 'not ready',
      checks: Object.fromEntries(states),
    };
  };
}
