import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { pingDatabase } from './signals.repository.ts';

/** How long one dependency may take to answer before it counts as failed. */
export const READINESS_CHECK_TIMEOUT_MS = 3000;

export type CheckOutcome = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckOutcome>;
}

/** A dependency the API needs to serve: its name, and a check that rejects when it cannot be used. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

/** What the API needs to serve requests: the database, the file store, and Redis when one is configured. */
export function readinessChecks(deps: { db: Database; store: FileStore; redis: Redis | undefined }): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: 'database', check: () => pingDatabase(deps.db) },
    { name: 'files', check: () => deps.store.check() },
  ];
  const { redis } = deps;
  if (redis !== undefined) checks.push({ name: 'redis', check: () => redis.ping() });
  return checks;
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

/**
 * Runs every check at once; a failure is handed to `onFailure` (for the log) and only named in the answer, which a
 * load balancer reads: never its reason, which could name hosts or keys.
 */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  onFailure: (name: string, error: unknown) => void,
): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async (check): Promise<[string, CheckOutcome]> => {
      try {
        await withTimeout(check);
        return [check.name, 'ok'];
      } catch (error) {
        onFailure(check.name, error);
        return [check.name, 'failed'];
      }
    }),
  );
  return { ready: outcomes.every(([, outcome]) => outcome === 'ok'), checks: Object.fromEntries(outcomes) };
}
