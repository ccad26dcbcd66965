import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedError, loggedUrl, loggerOptions } from './request-log.ts';

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

describe("a line of the API's log", () => {
  it('holds no e-mail address, wherever the line has one', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    // As a relay's refusal reaches the job runner's warning (server.ts), and as a call might pass an address.
    const refused = new Error(
      "Can't send mail - all recipients were rejected: 550 <refused.parent@example.com>: rejected",
    );
    app.log.warn({ err: refused, job: { id: 7, kind: 'mail.send' } }, 'job failed; it will be tried again');
    app.log.info({ user: { email: 'Pat.Lee+ace@Example.COM' } }, 'signed in as\nmember@provider.example.org');
    await app.close();
    const written = lines.join('');
    expect(lines).toHaveLength(2);
    for (const address of ['refused.parent@example.com', 'Pat.Lee+ace@Example.COM', 'member@provider.example.org']) {
      expect(written).not.toContain(address);
    }
    const [warning, info] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warning).toMatchObject({
      msg: 'job failed; it will be tried again',
      err: { message: "Can't send mail - all recipients were rejected: 550 <[redacted]>: rejected" },
    });
    expect(info).toMatchObject({ msg: 'signed in as\n[redacted]', user: { email: '[redacted]' } });
  });
});
