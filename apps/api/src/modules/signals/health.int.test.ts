import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDwollaBankProvider } from '../../integrations/bank/dwolla-bank-provider.ts';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { createLocalFileStore } from '../../integrations/storage/file-store.ts';
import { eventually } from '../../../test/bank-flow.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import {
  createReadiness,
  OPTIONAL_PART_CACHE_MS,
  readinessChecks,
  REQUIRED_PART_CACHE_MS,
  type ReadinessCheck,
} from './readiness.ts';

/** Redis for the check that answers: TEST_REDIS_URL (.ci/run sets it where a Redis server answers). */
const redisUrl = process.env.TEST_REDIS_URL;

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const ALL_OK = { database: 'ok', uploads: 'ok', files: 'ok', mail: 'ok', bank: 'ok' };

describe('liveness and readiness', () => {
  it('answers live, and /api/health as before, without asking any dependency', async () => {
    for (const path of ['/api/health/live', '/api/health']) {
      expect(await api.request('GET', path)).toMatchObject({ status: 200, body: { data: { status: 'ok' } } });
    }
  });

  it('is ready, naming each part (Redis is not asked when none is configured)', async () => {
    expect(await api.request('GET', '/api/health/ready')).toEqual({
      status: 200,
      headers: expect.anything() as Headers,
      body: { success: true, data: { status: 'ready', checks: ALL_OK } },
    });
  });

  it('answers 503 naming the failed part while the local file store cannot be written, and is ready again after', async () => {
    rmSync(api.filesDir, { recursive: true, force: true });
    // Once the answers of a second ago have run out: each part's answer is kept from when it was asked, so one may
    // run out before the other. Only the parts taken away are asserted (on a loaded machine mail may miss its 2 s).
    const answer = await eventually(
      () => api.request('GET', '/api/health/ready'),
      (answered) => {
        const { checks } = (answered.body as { data: { checks: Record<string, string> } }).data;
        return checks.uploads === 'failed' && checks.files === 'failed';
      },
      REQUIRED_PART_CACHE_MS + 4000,
    );
    mkdirSync(join(api.filesDir, 'tmp'), { recursive: true });
    expect(answer).toMatchObject({
      status: 503,
      body: { success: false, data: { status: 'not ready', checks: { uploads: 'failed', files: 'failed' } } },
    });
    expect(JSON.stringify(answer.body)).not.toContain(api.filesDir);
    // The failed answer is reused for a second at most.
    const again = await eventually(
      () => api.request('GET', '/api/health/ready'),
      (answered) => answered.status === 200,
      REQUIRED_PART_CACHE_MS + 4000,
    );
    expect(again.body).toMatchObject({
      success: true,
      data: { status: 'ready', checks: { uploads: 'ok', files: 'ok' } },
    });
  });

  it('is left out of the public API documentation', async () => {
    const docs = (await api.request('GET', '/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).filter((path) => path.startsWith('/api/health'))).toEqual([]);
  });
});

describe('the readiness checks', () => {
  it('fail for a database and uploads that are away, and name the mail server, the bank and Redis degraded', async () => {
    const database = await createTestDatabase();
    await database.close();
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const store = createLocalFileStore(join(api.filesDir, '..', 'other'));
    rmSync(join(api.filesDir, '..', 'other', 'tmp'), { recursive: true });
    const failures: string[] = [];
    const readiness = await createReadiness(
      readinessChecks({
        db: database.db,
        store,
        redis,
        mailer: createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: api.config.mailFrom }),
        bank: createDwollaBankProvider({ ...api.config.bank, apiUrl: 'http://127.0.0.1:1' }),
      }),
    )((name) => failures.push(name));
    redis.disconnect();
    expect(readiness).toEqual({
      ready: false,
      status: 'not ready',
      checks: {
        database: 'failed',
        uploads: 'failed',
        files: 'ok',
        redis: 'degraded',
        mail: 'degraded',
        bank: 'degraded',
      },
    });
    expect(failures.sort()).toEqual(['bank', 'database', 'mail', 'redis', 'uploads']);
  });

  it('stay ready, degraded, while only parts the API serves without are away', async () => {
    const readiness = await createReadiness(
      readinessChecks({
        db: api.db,
        store: api.store,
        redis: undefined,
        mailer: createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: api.config.mailFrom }),
        bank: createDwollaBankProvider(api.config.bank),
      }),
    )(() => undefined);
    expect(readiness).toEqual({ ready: true, status: 'degraded', checks: { ...ALL_OK, mail: 'degraded' } });
  });

  it('ask each part at most once per its cache time, however many probes come, even while it has not answered', async () => {
    const asked: Record<string, number> = { database: 0, bank: 0 };
    let answer: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const checks: ReadinessCheck[] = [
      { name: 'database', required: true, check: () => Promise.resolve((asked.database = (asked.database ?? 0) + 1)) },
      {
        name: 'bank',
        required: false,
        check: async () => {
          asked.bank = (asked.bank ?? 0) + 1;
          await pending;
        },
      },
    ];
    const now = { value: 0 };
    const readiness = createReadiness(checks, { now: () => now.value });
    const storm = Array.from({ length: 50 }, () => readiness(() => undefined));
    answer();
    for (const result of await Promise.all(storm)) expect(result.status).toBe('ready');
    expect(asked).toEqual({ database: 1, bank: 1 });
    now.value = REQUIRED_PART_CACHE_MS;
    await readiness(() => undefined);
    expect(asked).toEqual({ database: 2, bank: 1 });
    now.value = OPTIONAL_PART_CACHE_MS;
    await readiness(() => undefined);
    expect(asked).toEqual({ database: 3, bank: 2 });
  });

  it.runIf(redisUrl)('pass for a Redis that answers', async () => {
    const redis = new Redis(redisUrl ?? '');
    const readiness = await createReadiness(
      readinessChecks({ db: api.db, store: api.store, redis, mailer: api.deps.mailer, bank: api.deps.bank }),
    )(() => undefined);
    redis.disconnect();
    expect(readiness).toEqual({ ready: true, status: 'ready', checks: { ...ALL_OK, redis: 'ok' } });
  });
});
