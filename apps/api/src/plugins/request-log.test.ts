import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedError, loggedUrl } from './request-log.ts';

function request(url: string, pattern: string | undefined, params: Record<string, string> = {}) {
  return { url, params, routeOptions: { url: pattern } } as Parameters<typeof loggedUrl>[0];
}

describe('the address a log line shows', () => {
  it('is the route pattern filled with its parameters, a review token censored', () => {
    expect(loggedUrl(request('/api/claim/12/events', '/api/claim/:id/events', { id: '12' }))).toBe(
      '/api/claim/12/events',
    );
    const token = 'A'.repeat(43);
    expect(
      loggedUrl(
        request(`/api/service-provider/100001/${token}`, '/api/service-provider/:number/:token', {
          number: '100001',
          token,
        }),
      ),
    ).toBe('/api/service-provider/100001/[redacted]');
    expect(loggedUrl(request('/api/docs/static/index.css', '/api/docs/*', { '*': 'static/index.css' }))).toBe(
      '/api/docs/static/index.css',
    );
  });

  it("keeps a query's names without their values", () => {
    expect(loggedUrl(request('/api/files/3?expires=99&signature=abc', '/api/files/:id', { id: '3' }))).toBe(
      '/api/files/3?expires&signature',
    );
  });

  it('censors the long segments of a path no route matched', () => {
    expect(loggedUrl(request(`/api/review-claim/${'b'.repeat(43)}/typo?token=x`, undefined))).toBe(
      '/api/review-claim/[redacted]/typo?token',
    );
  });
});

describe('an error as a log line shows it', () => {
  it("keeps a failed query's SQL but not its parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const failed = new DrizzleQueryError('insert into users (email) values ($1)', ['parent@example.com'], cause);
    const logged = loggedError(failed);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into users (email) values ($1): duplicate key value violates unique constraint',
    });
    expect(JSON.stringify(logged)).not.toContain('parent@example.com');
    expect(logged.stack).toMatch(
      /^DrizzleQueryError: Failed query: insert into users \(email\) values \(\$1\)\n\s+at /,
    );
  });

  it('is a plain message for a thrown value that is not an error', () => {
    expect(loggedError('stopped')).toEqual({ type: 'string', message: 'stopped', stack: '' });
  });

  it('keeps the message, code and status of any other error', () => {
    const failure = Object.assign(new Error('Body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(loggedError(failure)).toMatchObject({
      type: 'Error',
      message: 'Body is too large',
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
  });
});
