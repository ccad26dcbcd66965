import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../integrations/storage/file-store.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { checkReadiness, readinessChecks } from './readiness.ts';

/** Redis for the check that answers: TEST_REDIS_URL (.ci/run sets it where a Redis server answers). */
const redisUrl = process.env.TEST_REDIS_URL;

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('liveness and readiness', () => {
  it('answers live, and /api/health as before, without asking any dependency', async () => {
    for (const path of ['/api/health/live', '/api/health']) {
      expect(await api.request('GET', path)).toMatchObject({ status: 200, body: { data: { status: 'ok' } } });
    }
  });

  it('is ready when the database and the file store answer (Redis is not asked when none is configured)', async () => {
    expect(await api.request('GET', '/api/health/ready')).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'ready', checks: { database: 'ok', files: 'ok' } } },
    });
  });

  it('answers 503 naming the failed check while the file store cannot be written, and is ready again after', async () => {
    rmSync(api.filesDir, { recursive: true, force: true });
    const answer = await api.request('GET', '/api/health/ready');
    mkdirSync(join(api.filesDir, 'tmp'), { recursive: true });
    expect(answer).toMatchObject({
      status: 503,
      body: { success: false, data: { status: 'not ready', checks: { database: 'ok', files: 'failed' } } },
    });
    expect(JSON.stringify(answer.body)).not.toContain(api.filesDir);
    expect((await api.request('GET', '/api/health/ready')).status).toBe(200);
  });

  it('is left out of the public API documentation', async () => {
    const docs = (await api.request('GET', '/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).filter((path) => path.startsWith('/api/health'))).toEqual([]);
  });
});

describe('the readiness checks', () => {
  it('fail for a database that does not answer and a Redis that is not there, and say only which', async () => {
    const database = await createTestDatabase();
    await database.close();
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const failures: string[] = [];
    const readiness = await checkReadiness(
      readinessChecks({ db: database.db, store: createLocalFileStore(join(api.filesDir, '..', 'other')), redis }),
      (name) => failures.push(name),
    );
    redis.disconnect();
    expect(readiness).toEqual({ ready: false, checks: { database: 'failed', files: 'ok', redis: 'failed' } });
    expect(failures.sort()).toEqual(['database', 'redis']);
  });

  it.runIf(redisUrl)('pass for a Redis that answers', async () => {
    const redis = new Redis(redisUrl ?? '');
    const readiness = await checkReadiness(readinessChecks({ db: api.db, store: api.store, redis }), () => undefined);
    redis.disconnect();
    expect(readiness).toEqual({ ready: true, checks: { database: 'ok', files: 'ok', redis: 'ok' } });
  });
});
