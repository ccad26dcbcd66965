import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { jobs } from '../../db/schema.ts';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { createJobHandlers, createRecurringJobs } from '../../job-handlers.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { enqueueJob, enqueueJobOnce } from '../../jobs/jobs.repository.ts';
import { SEND_MAIL } from './mail.jobs.ts';

let api: TestApp;
const staff = { token: '' };
beforeAll(async () => {
  api = await startTestApp();
  staff.token = await api.tokenFor((await insertMeritCs(api.db)).person);
});
afterAll(() => api.close());

const PDF = new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });
const mailJobs = () => api.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL));

/** A parent's claim for Zelda Quixote's tutoring, $123.45, passed by support staff to its provider for review. */
async function claimSentToProvider(): Promise<number> {
  const parent = await insertParent(api.db);
  const child = await insertChild(api.db, parent.user.id, { firstName: 'Zelda', lastName: 'Quixote' });
  const provider = await insertProvider(api.db, { contactEmail: 'office@quixote-tutors.example.com' });
  const form = new FormData();
  const fields = {
    childId: String(child.id),
    amount: '123.45',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Tutoring',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', PDF, 'invoice.pdf');
  const submitted = await api.request('POST', '/api/user/claim', {
    token: await api.tokenFor(parent.person),
    body: form,
  });
  expect(submitted.status).toBe(201);
  const id = (submitted.body as { data: { id: number } }).data.id;
  const view = await api.request('GET', `/api/claim/merit-cs/${id}`, staff);
  const link = (view.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
  const internal = new URL(link).searchParams.get('token') ?? '';
  const passed = await api.request('POST', `/api/review-claim/${internal}/send-for-external-review`, {
    ...staff,
    json: { reviewerName: 'Sam Taylor' },
  });
  expect(passed.status).toBe(200);
  return id;
}

const writtenMail = (subject: string) => ({
  to: ['queued.before@example.com'],
  subject,
  text: `Claim 7 for $50 for Zelda Quixote: http://localhost:8080/review-claim?token=${'t'.repeat(43)}`,
  html: '<p>Claim 7</p>',
});

describe('an e-mail in the job queue', () => {
  it('is kept as facts while it waits: no review link, no name, no amount, no address', async () => {
    const id = await claimSentToProvider();
    const waiting = await mailJobs();
    expect(waiting.map((job) => job.payload)).toContainEqual(expect.objectContaining({ claimId: id }));
    const kept = JSON.stringify(waiting.map((job) => job.payload));
    for (const secret of ['review-claim', 'token', 'Zelda', 'Quixote', '123.45', '$', '@']) {
      expect(kept).not.toContain(secret);
    }
    expect(kept).not.toMatch(/[\w-]{43}/);
  });

  it('is written when sent, with a review link that works, and leaves nothing but its key behind', async () => {
    const id = await claimSentToProvider();
    await api.runJobs();
    const request = api.mail.messages.find((message) => message.subject === `Claim ${id} is waiting for your review`);
    expect(request?.to).toEqual(['office@quixote-tutors.example.com']);
    expect(request?.text).toContain('$123.45');
    expect(request?.text).toContain('Zelda Quixote');
    const token = /review-claim\?token=([\w-]+)/.exec(request?.text ?? '')?.[1] ?? '';
    const review = await api.request('GET', `/api/review-claim/${token}`);
    expect(review).toMatchObject({ status: 200, body: { data: { reviewType: 'external', claim: { id } } } });
    // The parent's 'received' e-mail is kept by its key, so that it is never sent twice; the request is gone.
    expect((await mailJobs()).map((job) => [job.key, job.payload, job.doneAt !== null])).toEqual(
      expect.arrayContaining([[`mail:claim:${id}:received`, {}, true]]),
    );
    expect((await mailJobs()).every((job) => job.doneAt !== null && Object.keys(job.payload).length === 0)).toBe(true);
  });

  it('queued written out by an earlier version is sent as it was written, then forgotten', async () => {
    await enqueueJob(api.db, SEND_MAIL, writtenMail('Queued before the upgrade'));
    await api.runJobs();
    expect(api.mail.messages.filter((message) => message.subject === 'Queued before the upgrade')).toEqual([
      { ...writtenMail('Queued before the upgrade') },
    ]);
    expect(JSON.stringify(await mailJobs())).not.toContain('Queued before the upgrade');
  });

  it('leaves no written e-mail behind in the rows earlier versions finished: the sweep empties them', async () => {
    await enqueueJobOnce(api.db, 'mail:sent-before', SEND_MAIL, writtenMail('Sent before the upgrade'));
    await enqueueJob(api.db, SEND_MAIL, writtenMail('Unkeyed, sent before the upgrade'));
    await enqueueJobOnce(api.db, 'mail:given-up-before', SEND_MAIL, writtenMail('Given up before the upgrade'));
    await api.db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.kind, SEND_MAIL));
    await api.db
      .update(jobs)
      .set({ doneAt: null, failedAt: new Date(), lastError: 'Connection refused' })
      .where(eq(jobs.key, 'mail:given-up-before'));
    const sweep = createRecurringJobs(api.deps, api.app.log).find((job) => job.kind === 'mail.forget-sent');
    await sweep?.run();
    const rows = await mailJobs();
    expect(JSON.stringify(rows)).not.toMatch(/before the upgrade|Zelda|review-claim|@/);
    expect(rows.find((job) => job.key === 'mail:sent-before')?.payload).toEqual({});
    expect(rows.find((job) => job.key === 'mail:given-up-before')).toMatchObject({
      payload: {},
      lastError: 'Connection refused',
    });
  });
});

describe('a failed e-mail', () => {
  it('keeps no e-mail address in the error its job records', async () => {
    // A relay that refuses the recipient and, as real ones do, names it in its answer.
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.server.address() as AddressInfo;
    const runner = createJobRunner({
      db: api.db,
      handlers: createJobHandlers(
        { ...api.deps, mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: api.config.mailFrom }) },
        api.app.log,
      ),
      clock: () => new Date(),
      onError: () => undefined,
    });
    await enqueueJobOnce(api.db, 'mail:refused', SEND_MAIL, {
      ...writtenMail('Refused'),
      to: ['refused.parent@example.com'],
    });
    await runner.runDue();
    await new Promise<void>((resolve) => {
      relay.close(resolve);
    });
    const [refused] = await api.db.select().from(jobs).where(eq(jobs.key, 'mail:refused'));
    expect(refused?.lastError).toContain('Recipient address rejected');
    expect(refused?.lastError).not.toContain('refused.parent@example.com');
    expect(refused?.lastError).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  });
});
