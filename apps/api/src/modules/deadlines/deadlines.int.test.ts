import { apiSuccessSchema, providerClaimPageSchema, translatorFor } from '@ace/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimAppeals, claimEvents, jobs, users } from '../../db/schema.ts';
import { createJobHandlers, createRecurringJobs } from '../../job-handlers.ts';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner.ts';
import { scheduleRecurringJobs } from '../../jobs/recurring-jobs.ts';
import { backfillProviderDueDates } from './deadlines.jobs.ts';

/**
 * Issue 14's deadlines through the real API, database, job runner and SMTP: a claim sent to its provider on
 * Thursday 23 May 2030 is due ten business days later, on Friday 7 June (the weekend and Memorial Day, 27 May, do
 * not count). The clock is moved across those days; the job runner is stopped and made anew on the same database
 * (a restart) on the way. Times are written in UTC; Ohio is four hours behind in summer.
 */

let api: TestApp;
let runner: JobRunner;
const failedKinds: string[] = [];
const staffToken = { token: '' };
let staffEmail = '';
let provider: Awaited<ReturnType<typeof insertProvider>>;
let memberToken = '';
let memberEmail = '';
/** A staff member and a provider member who read the portal in Spanish: their copies of each e-mail are Spanish. */
let spanishStaffEmail = '';
let spanishMemberEmail = '';
const spanish = translatorFor('es');

const PDF = new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });

/** Starts a job runner as the server does at start: recurring jobs scheduled, due jobs run by the API's clock. */
async function startRunner() {
  runner = createJobRunner({
    db: api.db,
    handlers: createJobHandlers(api.deps, api.app.log),
    clock: api.deps.clock,
    onError: (_error, job) => failedKinds.push(job.kind),
  });
  await scheduleRecurringJobs(api.db, createRecurringJobs(api.deps, api.app.log), api.deps.clock());
}

async function at(instant: string) {
  api.now.value = new Date(instant);
  await runner.runDue();
}

beforeAll(async () => {
  api = await startTestApp();
  const staff = await insertMeritCs(api.db);
  staffEmail = staff.user.email;
  staffToken.token = await api.tokenFor(staff.person);
  provider = await insertProvider(api.db, { contactEmail: 'office@bright.example.com' });
  const member = await insertProviderMember(api.db, provider);
  memberToken = await api.tokenFor(member.person);
  memberEmail = member.user.email;
  spanishStaffEmail = (await insertMeritCs(api.db, { language: 'es' })).user.email;
  const spanishMember = await insertProviderMember(api.db, provider);
  await api.db.update(users).set({ language: 'es' }).where(eq(users.id, spanishMember.user.id));
  spanishMemberEmail = spanishMember.user.email;
  api.now.value = new Date('2030-05-23T14:00:00Z');
  await startRunner();
});
afterAll(async () => {
  await runner.stop();
  await api.close();
});

async function submitClaim(childFirstName: string): Promise<number> {
  const parent = await insertParent(api.db);
  const child = await insertChild(api.db, parent.user.id, { firstName: childFirstName, lastName: 'Rivera' });
  const form = new FormData();
  const fields = {
    childId: String(child.id),
    amount: '150.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Tutoring',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', PDF, 'invoice.pdf');
  const response = await api.request('POST', '/api/user/claim', {
    token: await api.tokenFor(parent.person),
    body: form,
  });
  expect(response.status).toBe(201);
  return (response.body as { data: { id: number } }).data.id;
}

async function sendToProvider(claimId: number) {
  const staffView = await api.request('GET', `/api/claim/merit-cs/${claimId}`, staffToken);
  const link = (staffView.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
  const token = new URL(link).searchParams.get('token') ?? '';
  const passed = await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
    ...staffToken,
    json: { reviewerName: 'Sam Taylor' },
  });
  expect(passed.status).toBe(200);
}

const subjects = () => api.mail.messages.map((message) => message.subject);
const mailsTitled = (subject: string) => api.mail.messages.filter((message) => message.subject === subject);
const digestDates = () =>
  subjects()
    .filter((subject) => subject.startsWith('Ohio ACE: claims waiting on '))
    .map((subject) => subject.slice('Ohio ACE: claims waiting on '.length));
const reviewLinkIn = (text: string) => /https?:\/\/\S+\/review-claim\?token=[\w-]+/.exec(text)?.[0];

async function pendingRow(claimId: number) {
  const response = await api.request(
    'GET',
    `/api/service-provider/${provider.organisationId}/pending-vendor-approval-claims`,
    { token: memberToken },
  );
  expect(response.status).toBe(200);
  const page = apiSuccessSchema(providerClaimPageSchema).parse(response.body).data;
  return page.items.find((row) => row.id === claimId);
}

describe('deadlines of a claim sent to its provider', () => {
  let sent = 0;
  let waiting = 0;
  let link = '';

  it('mails the review request with its due date; no digest on a day when nothing waits', async () => {
    sent = await submitClaim('Ana');
    await sendToProvider(sent);
    await at('2030-05-23T14:30:00Z');
    const [request] = mailsTitled(`Claim ${sent} is waiting for your review`);
    expect(request?.text).toContain('Please approve or reject it by 06/07/2030');
    expect(request?.to.toSorted()).toEqual([memberEmail, 'office@bright.example.com'].toSorted());
    link = reviewLinkIn(request?.text ?? '') ?? '';
    expect(link).not.toBe('');
    const [inSpanish] = mailsTitled(spanish('mail.review.subject', { id: sent }));
    expect(inSpanish?.to).toEqual([spanishMemberEmail]);
    expect(inSpanish?.html).toContain('lang="es"');
    expect(reviewLinkIn(inSpanish?.text ?? '')).toBe(link);
    // The day's digest was decided at its first check: nothing waited for staff, nothing overdue, no failed payout.
    waiting = await submitClaim('Ben');
    await at('2030-05-23T20:00:00Z');
    expect(digestDates()).toEqual([]);
    expect(await pendingRow(sent)).toMatchObject({ dueAt: '2030-06-07', overdue: false });
  });

  it('sends the staff digest once a business day from 7 a.m., never on the weekend or Memorial Day', async () => {
    // Two rejected claims appealed: one appeal past its date by the digest's hour, one not yet.
    const parent = await insertParent(api.db);
    const child = await insertChild(api.db, parent.user.id);
    for (const dueAt of ['2030-05-24T03:59:59Z', '2030-06-20T03:59:59Z']) {
      const claim = await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Rejected' });
      await api.db.insert(claimAppeals).values({
        claimId: claim.id,
        parentUserId: parent.user.id,
        statement: 'Please look again.',
        state: 'open',
        appealedAt: new Date('2030-04-24T14:00:00Z'),
        dueAt: new Date(dueAt),
      });
    }
    await at('2030-05-24T10:59:00Z');
    expect(digestDates()).toEqual([]);
    await at('2030-05-24T11:30:00Z');
    await at('2030-05-24T15:00:00Z');
    expect(digestDates()).toEqual(['05/24/2030']);
    const [digest] = mailsTitled('Ohio ACE: claims waiting on 05/24/2030');
    expect(digest?.to).toEqual([staffEmail]);
    const [digestInSpanish] = mailsTitled(spanish('mail.digest.subject', { date: '24 may 2030' }));
    expect(digestInSpanish?.to).toEqual([spanishStaffEmail]);
    expect(digestInSpanish?.text).toContain(spanish('mail.digest.queue', { count: 1 }));
    expect(digest?.text).toContain('Claims waiting for internal review: 1');
    expect(digest?.text).toContain('Claims past their due date at providers: 0');
    expect(digest?.text).toContain('Appeals waiting for a decision: 2 (1 past their date)');
    expect(digestInSpanish?.text).toContain(spanish('mail.digest.appeals', { count: 2, overdue: 1 }));
    expect(digest?.text).toContain(
      `Claim ${waiting} for Ben Rivera, submitted 05/23/2030, business days waiting: 1: http://localhost:8080/review-claim?token=`,
    );
    expect(digest?.html).toContain('href="http://localhost:8080/merit-cs/dashboard"');
    for (const day of ['2030-05-25', '2030-05-26', '2030-05-27']) await at(`${day}T15:00:00Z`);
    expect(digestDates()).toEqual(['05/24/2030']);
    await at('2030-05-28T11:30:00Z');
    expect(digestDates()).toEqual(['05/24/2030', '05/28/2030']);
  });

  it('reminds the provider with three business days left, once, with the link of the first mail', async () => {
    await at('2030-06-05T11:59:00Z');
    expect(subjects()).not.toContain(`Claim ${sent}: 3 business days left to review it`);
    await at('2030-06-05T12:00:00Z');
    await at('2030-06-05T13:00:00Z');
    const reminders = mailsTitled(`Claim ${sent}: 3 business days left to review it`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.to.toSorted()).toEqual([memberEmail, 'office@bright.example.com'].toSorted());
    expect(reminders[0]?.text).toContain('Please approve or reject it by 06/07/2030');
    expect(reviewLinkIn(reminders[0]?.text ?? '')).toBe(link);
    expect(reminders[0]?.html).toContain(`href="${link}"`);
  });

  it('sends nothing twice after the job runner restarts on the same database', async () => {
    await runner.stop();
    await startRunner();
    await at('2030-06-05T14:00:00Z');
    expect(mailsTitled(`Claim ${sent}: 3 business days left to review it`)).toHaveLength(1);
    expect(digestDates()).toEqual(['05/24/2030', '05/28/2030', '06/05/2030']);
  });

  it('reminds on the last day, then marks the claim overdue from midnight in Ohio', async () => {
    await at('2030-06-07T12:00:00Z');
    const lastDay = mailsTitled(`Claim ${sent}: today is the last day to review it`);
    expect(lastDay).toHaveLength(1);
    expect(lastDay[0]?.text).toContain('today, 06/07/2030, is the last day');
    expect(reviewLinkIn(lastDay[0]?.text ?? '')).toBe(link);
    api.now.value = new Date('2030-06-08T03:59:59Z');
    expect(await pendingRow(sent)).toMatchObject({ dueAt: '2030-06-07', overdue: false });
    await at('2030-06-08T04:00:00Z');
    expect(await pendingRow(sent)).toMatchObject({ dueAt: '2030-06-07', overdue: true });
    await at('2030-06-10T11:30:00Z');
    const [monday] = mailsTitled('Ohio ACE: claims waiting on 06/10/2030');
    expect(monday?.text).toContain('Claims past their due date at providers: 1');
  });

  it('has sent each reminder and each day’s digest exactly once, across another restart', async () => {
    await runner.stop();
    await startRunner();
    await at('2030-06-10T16:00:00Z');
    expect(mailsTitled(`Claim ${sent}: 3 business days left to review it`)).toHaveLength(1);
    expect(mailsTitled(`Claim ${sent}: today is the last day to review it`)).toHaveLength(1);
    expect(mailsTitled(`Claim ${sent} is waiting for your review`)).toHaveLength(1);
    expect(digestDates()).toEqual(['05/24/2030', '05/28/2030', '06/05/2030', '06/07/2030', '06/10/2030']);
    const reminderJobs = await api.db
      .select({ key: jobs.key, doneAt: jobs.doneAt })
      .from(jobs)
      .where(like(jobs.key, `claim:${sent}:%`));
    // Keyed by the claim, the kind, the step and the due date it reminds of.
    expect(reminderJobs.map((job) => job.key).toSorted()).toEqual([
      `claim:${sent}:provider-reminder:lastDay:2030-06-07`,
      `claim:${sent}:provider-reminder:threeDaysLeft:2030-06-07`,
    ]);
    expect(reminderJobs.every((job) => job.doneAt !== null)).toBe(true);
    expect(failedKinds.filter((kind) => kind.startsWith('deadlines.') || kind === 'mail.send')).toEqual([]);
  });
});

describe('claims sent to providers before due dates existed', () => {
  it('get their due date from when they were sent, and only the reminders still to come', async () => {
    const parent = await insertParent(api.db);
    const child = await insertChild(api.db, parent.user.id);
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      serviceProviderId: provider.id,
      status: 'Pending external',
      createdAt: new Date('2030-05-30T14:00:00Z'),
    });
    // Sent on Friday 31 May: due Friday 14 June; with the clock on Thursday 13 June, the first reminder is past.
    await api.db.insert(claimEvents).values({
      claimId: claim.id,
      actorKind: 'internalToken',
      action: 'passedInternalReview',
      fromStatus: 'Pending',
      toStatus: 'Pending external',
      at: new Date('2030-05-31T15:00:00Z'),
    });
    api.now.value = new Date('2030-06-13T15:00:00Z');
    expect(await backfillProviderDueDates(api.deps)).toBe(1);
    expect(await backfillProviderDueDates(api.deps)).toBe(0);
    expect(await pendingRow(claim.id)).toMatchObject({ dueAt: '2030-06-14', overdue: false });
    const keys = await api.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, `claim:${claim.id}:%`));
    expect(keys.map((job) => job.key)).toEqual([`claim:${claim.id}:provider-reminder:lastDay:2030-06-14`]);
  });
});
