import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** Redis for the shared limits: TEST_REDIS_URL (.ci/run sets it where a Redis server answers). */
const redisUrl = process.env.TEST_REDIS_URL;

const unknownReview = `/api/review-claim/${'y'.repeat(43)}`;

/** A client address of its own (the API trusts X-Forwarded-For from its proxy), so no other run shares its count. */
function someClient(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

describe.skipIf(redisUrl === undefined)('rate limits shared in Redis', () => {
  it('count one client across two copies of the API, and each client apart', async () => {
    const copies: TestApp[] = [];
    try {
      for (let copy = 0; copy < 2; copy += 1) {
        copies.push(await startTestApp({ REVIEW_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl ?? '' }));
      }
      const [first, second] = copies;
      if (first === undefined || second === undefined) throw new Error('Two copies of the API did not start');
      const client = someClient();
      const statuses = [];
      for (const copy of [first, second, first, second]) {
        statuses.push((await copy.request('GET', unknownReview, { headers: client })).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect((await first.request('GET', unknownReview, { headers: someClient() })).status).toBe(404);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  });

  it('let requests through while Redis cannot be reached, rather than refusing everyone', async () => {
    const app = await startTestApp({ REVIEW_RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const client = someClient();
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await app.request('GET', unknownReview, { headers: client })).status);
      }
      expect(statuses).toEqual([404, 404, 404]);
    } finally {
      await app.close();
    }
  });
});

describe('the client a limit counts', () => {
  it('is the address the proxy saw, whatever a client writes into X-Forwarded-For before it', async () => {
    const app = await startTestApp({ REVIEW_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      // The test talks to the API from loopback, the trusted proxy; the last entry is the address it saw.
      const seen = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const statuses = [];
      for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        const headers = { 'x-forwarded-for': `${spoofed}, ${seen}` };
        statuses.push((await app.request('GET', unknownReview, { headers })).status);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });
});
