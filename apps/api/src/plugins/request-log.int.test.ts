import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { startProcess, stopProcesses } from '../../test/processes.ts';

const serverFile = join(import.meta.dirname, '..', 'server.ts');

/** A review token's shape (43 base64url characters) and a bearer token's (a JWT): neither may reach the log. */
const reviewToken = 'Q2hlY2tUaGF0VGhpc1Rva2VuTmV2ZXJSZWFjaGVzTG9n';
const bearer = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJsb2cifQ.c2lnbmF0dXJlLW5ldmVyLWxvZ2dlZA';
const signature = 'c2lnbmF0dXJlLW9mLWEtZmlsZS1saW5r';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
}

/** What the server has written so far. */
let readOutput: () => string = () => '';
let base = '';
let metricsBase = '';
let stopServer: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ace-log-'));
  const port = await freePort();
  const metricsPort = await freePort();
  const server = startProcess('api', serverFile, port, {
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    JOB_INTERVAL_MS: '600000',
    METRICS_PORT: String(metricsPort),
  });
  readOutput = () => server.output();
  stopServer = async () => {
    await stopProcesses([server]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  base = server.url;
  metricsBase = `http://127.0.0.1:${metricsPort}`;
  // Starting a process and migrating PGlite takes seconds; on a loaded two-core machine, minutes (a clean CI run).
  await server.said('ACE Portal API ready');
}, 240_000);
afterAll(() => stopServer());

/** The request lines of the log, once the one `until` waits for has been written (pino writes asynchronously). */
async function requestLines(until: (line: LogLine) => boolean): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 100 && !parseRequestLines().some(until); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return parseRequestLines();
}

function parseRequestLines(): LogLine[] {
  return readOutput()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
}

describe("the API's log", () => {
  it('names every line of a request by its id, the one a failure gives the client', async () => {
    const answer = await fetch(`${base}/api/claim/4242/events`, { headers: { authorization: `Bearer ${bearer}` } });
    const body = (await answer.json()) as { requestId: string };
    expect(body.requestId).toBe(answer.headers.get('x-request-id'));
    const completed = (line: LogLine) => line.reqId === body.requestId && line.msg === 'request completed';
    const lines = (await requestLines(completed)).filter((line) => line.reqId === body.requestId);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req?.url).toBe('/api/claim/4242/events');
  });

  it('never holds a bearer token, a review token in a path or a file link signature', async () => {
    await fetch(`${base}/api/review-claim/${reviewToken}`, { headers: { authorization: `Bearer ${bearer}` } });
    await fetch(`${base}/api/review-claim/${reviewToken}/no-such-step`, { method: 'POST' });
    const last = await fetch(`${base}/api/files/7?expires=1&signature=${signature}`);
    const lastId = last.headers.get('x-request-id');
    const lines = await requestLines((line) => line.reqId === lastId && line.msg === 'request completed');
    const urls = lines.flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/review-claim/[redacted]',
        '/api/review-claim/[redacted]/no-such-step',
        '/api/files/7?expires&signature',
      ]),
    );
    for (const secret of [reviewToken, bearer, 'eyJ', signature]) expect(readOutput()).not.toContain(secret);
  });

  it('never holds an e-mail address, even one in a path no route has', async () => {
    const answer = await fetch(`${base}/api/users/by-email/Some.One@example.com/claims`);
    const id = answer.headers.get('x-request-id');
    const lines = await requestLines((line) => line.reqId === id && line.msg === 'request completed');
    expect(lines.find((line) => line.reqId === id)?.req?.url).toBe('/api/users/by-email/[redacted]/claims');
    expect(readOutput()).not.toContain('Some.One@example.com');
  });

  it('is beside metrics served on their own port (METRICS_PORT), never on the public one', async () => {
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    const metrics = await fetch(`${metricsBase}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'ace_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"} 1',
    );
  });
});
