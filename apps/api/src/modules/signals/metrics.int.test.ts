import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { insertTransfer } from '../bank/payouts.repository.ts';
import { mailJobHandlers, SEND_MAIL } from '../mail/mail.jobs.ts';
import { insertChild, insertClaim, insertParent } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

let api: TestApp;
let metricsServer: MetricsServer;
beforeAll(async () => {
  api = await startTestApp();
  metricsServer = await startMetricsServer(api.deps.metrics, { host: '127.0.0.1', port: 0 }, (error) => {
    throw error;
  });
});
afterAll(async () => {
  await metricsServer.close();
  await api.close();
});

async function scrape(): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

/** The value of one series (`name{label="value"}`) in a scrape; undefined when the scrape does not have it. */
function valueOf(scraped: string, series: string): number | undefined {
  const line = scraped.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** An e-mail written out, as earlier versions queued them: it is sent as it is. */
const message = { to: ['parent@example.com'], subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe('the metrics', () => {
  it('are not served by the public API', async () => {
    for (const path of ['/api/metrics', '/metrics']) {
      expect(await api.request('GET', path)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });

  it('time requests by route pattern and status, never by the path with its ids', async () => {
    const series =
      'ace_http_request_duration_seconds_count{method="GET",route="/api/claim/:id/events",status_code="401"}';
    const before = valueOf(await scrape(), series) ?? 0;
    expect((await api.request('GET', '/api/claim/987654/events')).status).toBe(401);
    const after = await scrape();
    expect(valueOf(after, series)).toBe(before + 1);
    expect(after).not.toContain('987654');
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('count the due jobs by kind and the age of the longest-waiting one, read from the database', async () => {
    await enqueueJob(api.db, 'signals.test', {}, new Date(Date.now() - 120_000));
    const scraped = await scrape();
    expect(valueOf(scraped, 'ace_jobs_due{kind="signals.test"}')).toBe(1);
    expect(valueOf(scraped, 'ace_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(119);
    await api.runJobs();
    const later = await scrape();
    expect(valueOf(later, 'ace_jobs_due{kind="signals.test"}')).toBeUndefined();
    expect(valueOf(later, 'ace_jobs_oldest_due_age_seconds')).toBe(0);
  });

  it('count payouts by state', async () => {
    const parent = await insertParent(api.db);
    const child = await insertChild(api.db, parent.user.id);
    const claim = await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Accepted' });
    const before = valueOf(await scrape(), 'ace_payouts{state="queued"}');
    expect(before).toBe(0);
    expect(valueOf(await scrape(), 'ace_payouts{state="processed"}')).toBe(0);
    await insertTransfer(api.db, { claimId: claim.id, amountCents: claim.amountCents, payTo: claim.payTo });
    expect(valueOf(await scrape(), 'ace_payouts{state="queued"}')).toBe(1);
  });

  it('count e-mails sent, and attempts that failed', async () => {
    const before = await scrape();
    await enqueueJob(api.db, SEND_MAIL, message);
    await api.runJobs();
    expect(api.mail.messages.some((received) => received.subject === 'Hello')).toBe(true);
    const unreachable = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: api.config.mailFrom });
    const send = mailJobHandlers({ ...api.deps, mailer: unreachable }, {})[SEND_MAIL];
    await expect(send?.({ ...message }, { forgetWhenDone: () => undefined })).rejects.toThrow();
    const after = await scrape();
    expect(valueOf(after, 'ace_emails_sent_total')).toBe((valueOf(before, 'ace_emails_sent_total') ?? 0) + 1);
    expect(valueOf(after, 'ace_emails_failed_total')).toBe((valueOf(before, 'ace_emails_failed_total') ?? 0) + 1);
  });

  it('answer 404 on the metrics port for anything but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/`)).status).toBe(404);
  });
});
