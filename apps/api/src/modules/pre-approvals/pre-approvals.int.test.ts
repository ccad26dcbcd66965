import { invoicePdf } from '@ace/dev-kit/invoices';
import {
  isOverdue,
  type PreApprovalForReviewList,
  type PreApprovalList,
  type PreApprovalStatus,
  type PreApprovalView,
  type StaffPreApprovalList,
} from '@ace/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBank } from '../../../test/bank-flow.ts';
import {
  insertChild,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claims, jobs, preApprovals, staffReads, transfers, users } from '../../db/schema.ts';
import { createJobHandlers } from '../../job-handlers.ts';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner.ts';
import { tendPreApprovals } from './pre-approvals.jobs.ts';

let api: TestApp;
let staffToken = '';
const DAY = 86_400_000;
/** 2023-09-15, 12:00 in Ohio: the day every pre-approval here is asked for (the children's year is 2023-2024). */
const ASKED = new Date('2023-09-15T16:00:00Z');

beforeAll(async () => {
  api = await startTestApp();
  const staff = await insertMeritCs(api.db, { firstName: 'Sam', lastName: 'Staff' });
  staffToken = await api.tokenFor(staff.person);
});
afterAll(() => api.close());

async function family(awardCents = 100_000, { bankLinked = false } = {}) {
  const { user, person } = await insertParent(api.db, bankLinked ? { hasProvidedBankDetails: false } : {});
  const child = await insertChild(api.db, user.id, { firstName: 'Ada', lastName: 'Lovelace', awardCents });
  const token = await api.tokenFor(person);
  if (bankLinked) await linkBank(api, token, 'parent');
  return { user, child, token };
}
type Family = Awaited<ReturnType<typeof family>>;

const cornerTutors = {
  name: 'Corner Tutors',
  address: '1 Main St',
  phoneNumber: '614-555-0123',
  email: 'hi@corner.example.com',
  website: 'corner.example.com',
};

function requestBody(parent: Family, overrides: Record<string, unknown> = {}) {
  return {
    childId: parent.child.id,
    amount: 600,
    category: 'tutoring',
    description: 'Algebra tutoring, ten sessions',
    expectedDate: '2023-09-20',
    nonAceServiceProvider: cornerTutors,
    quoteLink: 'corner.example.com/quote/17',
    ...overrides,
  };
}

function ask(parent: Family, overrides: Record<string, unknown> = {}) {
  return api.request('POST', '/api/user/pre-approvals', { token: parent.token, json: requestBody(parent, overrides) });
}

async function asked(parent: Family, overrides: Record<string, unknown> = {}): Promise<PreApprovalView> {
  api.now.value = ASKED;
  const answer = await ask(parent, overrides);
  expect(answer.status).toBe(201);
  return (answer.body as { data: PreApprovalView }).data;
}

function decide(id: number, json: unknown, token = staffToken) {
  return api.request('POST', `/api/merit-cs/pre-approvals/${String(id)}/decision`, { token, json });
}

async function approved(parent: Family, overrides: Record<string, unknown> = {}): Promise<PreApprovalView> {
  const view = await asked(parent, overrides);
  expect(await decide(view.id, { action: 'approve' })).toMatchObject({
    status: 200,
    body: { data: { status: 'Accepted' } },
  });
  return view;
}

/** The child's current year on the parent's dashboard, as the card shows it. */
async function dollarsOf(parent: Family): Promise<{ available: number; held: number } | undefined> {
  const me = await api.request('GET', '/api/user/parent', { token: parent.token });
  const { children } = (
    me.body as { data: { children: { id: number; dollars: { available: number; held: number } }[] } }
  ).data;
  return children.find((child) => child.id === parent.child.id)?.dollars;
}

async function availableOf(parent: Family): Promise<number | undefined> {
  return (await dollarsOf(parent))?.available;
}

async function ownList(parent: Family): Promise<PreApprovalView[]> {
  const answer = await api.request('GET', '/api/user/pre-approvals', { token: parent.token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: PreApprovalList }).data.preApprovals;
}

function mailsTo(email: string) {
  return api.mail.messages.filter((message) => message.to.includes(email));
}

async function claimForm(
  parent: Family,
  {
    amount,
    dateOfService,
    preApprovalId,
    total,
  }: { amount: string; dateOfService: string; preApprovalId?: number; total?: string },
) {
  const form = new FormData();
  const fields: Record<string, string> = {
    childId: String(parent.child.id),
    amount,
    category: 'tutoring',
    dateOfService,
    description: 'Algebra, ten sessions',
    payTo: 'User',
    nonAceServiceProvider: JSON.stringify(cornerTutors),
  };
  if (preApprovalId !== undefined) fields.preApprovalId = String(preApprovalId);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const [month, day, year] = [dateOfService.slice(5, 7), dateOfService.slice(8, 10), dateOfService.slice(0, 4)];
  const pdf = await invoicePdf({
    provider: 'Corner Tutors',
    number: `INV-${String(Math.floor(Math.random() * 1e9))}`,
    date: `${month}/${day}/${year}`,
    total: total ?? `$${amount}`,
  });
  form.append('file1', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'invoice.pdf');
  return form;
}

async function submitClaim(parent: Family, claim: Parameters<typeof claimForm>[1]) {
  return api.request('POST', '/api/user/claim', { token: parent.token, body: await claimForm(parent, claim) });
}

async function rowOf(id: number) {
  const [row] = await api.db.select().from(preApprovals).where(eq(preApprovals.id, id));
  return row;
}

describe('asking for a pre-approval', () => {
  it('refuses what the form refuses, with the field and a clear 4xx', async () => {
    const parent = await family(100_000);
    api.now.value = ASKED;
    const empty = await api.request('POST', '/api/user/pre-approvals', { token: parent.token, json: {} });
    expect(empty.status).toBe(400);
    const paths = (empty.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['childId', 'amount', 'category', 'description', 'expectedDate']));

    expect(await ask(parent, { amount: 1000.01 })).toMatchObject({
      status: 422,
      body: { code: 'FUNDS_EXCEEDED', issues: [{ path: 'amount' }] },
    });
    expect(await ask(parent, { expectedDate: '2023-09-14' })).toMatchObject({
      status: 422,
      body: { code: 'EXPECTED_DATE_OUTSIDE', issues: [{ path: 'expectedDate' }] },
    });
    expect(await ask(parent, { nonAceServiceProvider: undefined })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'serviceProviderNumber' }] },
    });
    expect(await ask(parent, { nonAceServiceProvider: undefined, serviceProviderNumber: '999999' })).toMatchObject({
      status: 422,
      body: { code: 'PROVIDER_NOT_FOUND', issues: [{ path: 'serviceProviderNumber' }] },
    });
    expect(await ask(parent, { quoteLink: 'not a link' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'quoteLink' }] },
    });
    const other = await family();
    expect(await ask(parent, { childId: other.child.id })).toMatchObject({ status: 404 });
    expect(await ownList(parent)).toEqual([]);
    expect(await availableOf(parent)).toBe(1000);
  });

  it('holds its amount while it waits and once approved, queues no payout, and tells the parent', async () => {
    const parent = await family(100_000);
    const view = await asked(parent);
    expect(view).toMatchObject({ status: 'Pending', amount: 600, held: 600, used: 0, lastDay: null });
    expect(view.provider).toEqual({ number: null, name: 'Corner Tutors' });
    // The card says what is held, apart from Available.
    expect(await dollarsOf(parent)).toMatchObject({ available: 400, held: 600 });
    await api.runJobs();
    expect(mailsTo(parent.user.email).map((mail) => mail.subject)).toEqual([
      'We received your request for pre-approval of $600',
    ]);
    const other = await family();
    const stranger = await api.request('GET', `/api/user/pre-approvals/${String(view.id)}`, { token: other.token });
    expect(stranger.status).toBe(404);

    const read = await api.request('GET', `/api/merit-cs/pre-approvals/${String(view.id)}`, { token: staffToken });
    expect(read).toMatchObject({
      status: 200,
      body: { data: { id: view.id, quoteLink: 'corner.example.com/quote/17' } },
    });
    const reads = await api.db.select().from(staffReads).where(eq(staffReads.parentUserId, parent.user.id));
    expect(reads.map((row) => row.kind)).toEqual(['family']);
    const waiting = await api.request('GET', '/api/merit-cs/pre-approvals', { token: staffToken });
    const listed = (waiting.body as { data: PreApprovalForReviewList }).data.preApprovals;
    // Whom it is for and what staff may do with it, so the list and its dialog need nothing else.
    expect(listed.find((row) => row.id === view.id)).toEqual({
      ...view,
      child: { firstName: 'Ada', lastName: 'Lovelace' },
      parent: { firstName: parent.user.firstName, lastName: parent.user.lastName },
      ageDays: 0,
      offeredActions: ['reject', 'approve'],
    });
    // A provider outside the programme: staff approve it directly, as a claim; passing it on is not offered.
    expect(await decide(view.id, { action: 'passInternalReview' })).toMatchObject({
      status: 422,
      body: { code: 'ACTION_NOT_OFFERED' },
    });
    expect(await decide(view.id, { action: 'approve' })).toMatchObject({
      status: 200,
      body: { data: { status: 'Accepted' } },
    });
    expect(await decide(view.id, { action: 'approve' })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_DECIDED' },
    });

    const [mine] = await ownList(parent);
    // Ninety days from the approval, to the end of the last one.
    expect(mine).toMatchObject({ id: view.id, status: 'Accepted', held: 600, lastDay: '2023-12-14' });
    expect(await availableOf(parent)).toBe(400);
    await api.runJobs();
    expect(await api.db.select().from(transfers)).toEqual([]);
    const [, mail] = mailsTo(parent.user.email);
    expect(mail?.subject).toBe('Your purchase of $600 is pre-approved');
    expect(mail?.text).toContain('12/14/2023');
  });

  it('goes to a programme provider after staff, as a claim does, and a rejection gives the money back', async () => {
    const provider = await insertProvider(api.db);
    const member = await insertProviderMember(api.db, provider);
    const memberToken = await api.tokenFor(member.person);
    const otherProvider = await insertProvider(api.db);
    const otherMember = await api.tokenFor((await insertProviderMember(api.db, otherProvider)).person);
    const parent = await family(100_000);
    const view = await asked(parent, { nonAceServiceProvider: undefined, serviceProviderNumber: provider.number });
    api.now.value = new Date(ASKED.getTime() + 3 * DAY);
    expect(
      await api.request('GET', `/api/merit-cs/pre-approvals/${String(view.id)}`, { token: staffToken }),
    ).toMatchObject({ status: 200, body: { data: { ageDays: 3, offeredActions: ['reject', 'passInternalReview'] } } });
    expect(await decide(view.id, { action: 'approve' })).toMatchObject({ status: 422 });
    expect(await decide(view.id, { action: 'passInternalReview' })).toMatchObject({
      status: 200,
      body: { data: { status: 'Pending external' } },
    });
    const list = await api.request('GET', `/api/service-provider/${provider.organisationId}/pre-approvals`, {
      token: memberToken,
    });
    expect((list.body as { data: PreApprovalForReviewList }).data.preApprovals).toMatchObject([
      { id: view.id, child: { firstName: 'Ada' }, ageDays: 3, offeredActions: ['reject', 'approve'] },
    ]);
    const path = (org: string) => `/api/service-provider/${org}/pre-approvals/${String(view.id)}/decision`;
    const reject = { action: 'reject', reason: 'other', notes: 'We do not offer ten sessions at once.' };
    // Another organisation cannot decide it, through its own path or this one.
    expect(
      await api.request('POST', path(otherProvider.organisationId), { token: otherMember, json: reject }),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await api.request('POST', path(provider.organisationId), { token: otherMember, json: reject }),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await api.request('POST', path(provider.organisationId), {
        token: memberToken,
        json: { action: 'reject', reason: 'other' },
      }),
    ).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'notes' }] },
    });
    expect(
      await api.request('POST', path(provider.organisationId), { token: memberToken, json: reject }),
    ).toMatchObject({
      status: 200,
      body: { data: { status: 'Rejected' } },
    });
    const [mine] = await ownList(parent);
    expect(mine).toMatchObject({ status: 'Rejected', held: 0, rejectionReason: 'other' });
    expect(await availableOf(parent)).toBe(1000);
    await api.runJobs();
    const mail = mailsTo(parent.user.email).find((message) => message.subject.includes('was not approved'));
    expect(mail?.text).toContain('We do not offer ten sessions at once.');
  });

  it('never lets a pre-approval and a claim take the same dollars, whichever comes first', async () => {
    const parent = await family(100_000);
    await approved(parent, { amount: 600 });
    api.now.value = new Date(ASKED.getTime() + DAY);
    const [claim, second] = await Promise.all([
      submitClaim(parent, { amount: '400.00', dateOfService: '2023-09-15' }),
      ask(parent, { amount: 400 }),
    ]);
    // One is written; the other refused on its amount (a claim may be refused by the form's check before the lock).
    const [written, refused] = claim.status === 201 ? [claim, second] : [second, claim];
    expect(written.status).toBe(201);
    expect([400, 422]).toContain(refused.status);
    expect(refused.body).toMatchObject({ issues: [{ path: 'amount' }] });
    expect(await availableOf(parent)).toBe(0);
  });
});

describe('a pre-approval over time', () => {
  it('reminds the parent once before it ends, then expires and releases its hold, in two processes at once', async () => {
    const parent = await family(100_000);
    const view = await approved(parent, { amount: 300 });
    const row = await rowOf(view.id);
    if (!row?.expiresAt || !row.remindAt) throw new Error('an approved pre-approval has an end and a reminder');
    // Fourteen days before its end.
    expect(row.expiresAt.getTime() - row.remindAt.getTime()).toBe(14 * DAY);

    api.now.value = new Date(row.remindAt.getTime() - 1);
    expect((await tendPreApprovals(api.deps)).reminded).not.toContain(view.id);
    api.now.value = row.remindAt;
    const runs = await Promise.all([tendPreApprovals(api.deps), tendPreApprovals(api.deps)]);
    expect(runs.flatMap((run) => run.reminded).filter((id) => id === view.id)).toEqual([view.id]);
    expect((await tendPreApprovals(api.deps)).reminded).toEqual([]);
    await api.runJobs();
    const reminders = mailsTo(parent.user.email).filter((mail) => mail.subject.startsWith('Your pre-approval of'));
    expect(reminders.map((mail) => mail.subject)).toEqual(['Your pre-approval of $300 ends on 12/14/2023']);
    expect(await availableOf(parent)).toBe(700);

    api.now.value = new Date(row.expiresAt.getTime() - 1);
    expect((await tendPreApprovals(api.deps)).expired).not.toContain(view.id);
    api.now.value = row.expiresAt;
    const expiring = await Promise.all([tendPreApprovals(api.deps), tendPreApprovals(api.deps)]);
    expect(expiring.flatMap((run) => run.expired).filter((id) => id === view.id)).toEqual([view.id]);
    const [mine] = await ownList(parent);
    expect(mine).toMatchObject({ status: 'Expired', held: 0 });
    // The child's year (2023-2024) still takes claims; the money is theirs again.
    expect(await availableOf(parent)).toBe(1000);
  });
});

describe('claiming against a pre-approval', () => {
  it('pays a matching claim without review once its receipt is read without a flag', async () => {
    const parent = await family(100_000, { bankLinked: true });
    const view = await approved(parent, { amount: 600 });
    api.now.value = new Date(ASKED.getTime() + 10 * DAY);
    const submitted = await submitClaim(parent, {
      amount: '600.00',
      dateOfService: '2023-09-20',
      preApprovalId: view.id,
    });
    expect(submitted.status).toBe(201);
    const claimId = (submitted.body as { data: { id: number } }).data.id;
    expect(await rowOf(view.id)).toMatchObject({ usedCents: 60_000 });
    // The hold moved onto the claim: nothing more is taken from the funds.
    expect(await availableOf(parent)).toBe(400);
    // The receipt is not read yet: the claim waits.
    expect((await tendPreApprovals(api.deps)).paid).not.toContain(claimId);
    await api.runJobs();
    const run = await tendPreApprovals(api.deps);
    expect(run.paid).toEqual([claimId]);
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ status: 'Accepted', preApprovalId: view.id, preApprovedCents: 60_000 });
    expect(await api.db.select().from(transfers).where(eq(transfers.claimId, claimId))).toHaveLength(1);
    expect((await tendPreApprovals(api.deps)).paid).toEqual([]);
    const [mine] = await ownList(parent);
    expect(mine).toMatchObject({ status: 'Accepted', used: 600, held: 0 });
    // Used up: a second claim cannot use it.
    expect(
      await submitClaim(parent, { amount: '10.00', dateOfService: '2023-09-20', preApprovalId: view.id }),
    ).toMatchObject({
      status: 422,
      body: { code: 'PRE_APPROVAL_NOT_USABLE' },
    });
  });

  it('leaves a matching claim whose receipt has a flag for staff', async () => {
    const parent = await family(100_000);
    const view = await approved(parent, { amount: 600 });
    api.now.value = new Date(ASKED.getTime() + 10 * DAY);
    const submitted = await submitClaim(parent, {
      amount: '500.00',
      dateOfService: '2023-09-20',
      preApprovalId: view.id,
      total: '$450.00',
    });
    const claimId = (submitted.body as { data: { id: number } }).data.id;
    await api.runJobs();
    expect((await tendPreApprovals(api.deps)).leftForReview).toEqual([claimId]);
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ status: 'Pending', waitingOn: 'staff', preApprovedCents: 50_000 });
    // What is left of the pre-approval still holds: 100 of it, and the claim's 500.
    expect(await availableOf(parent)).toBe(400);
  });

  it('sends a larger claim to review for the difference, and refuses a claim that does not match', async () => {
    const parent = await family(100_000);
    const view = await approved(parent, { amount: 600 });
    api.now.value = new Date(ASKED.getTime() + 10 * DAY);
    expect(
      await api.request('POST', '/api/user/claim', {
        token: parent.token,
        body: await (async () => {
          const form = await claimForm(parent, {
            amount: '100.00',
            dateOfService: '2023-09-14',
            preApprovalId: view.id,
          });
          return form;
        })(),
      }),
    ).toMatchObject({
      status: 422,
      body: {
        code: 'PRE_APPROVAL_NOT_USABLE',
        error: 'The pre-approval covers dates from 09/15/2023 to 12/14/2023. Check the date of service.',
        issues: [{ path: 'preApprovalId' }],
      },
    });
    const other = await family();
    const theirs = await approved(other, { amount: 100 });
    expect(
      await submitClaim(parent, { amount: '100.00', dateOfService: '2023-09-20', preApprovalId: theirs.id }),
    ).toMatchObject({
      status: 422,
      body: { code: 'PRE_APPROVAL_NOT_USABLE' },
    });

    const submitted = await submitClaim(parent, {
      amount: '700.00',
      dateOfService: '2023-09-20',
      preApprovalId: view.id,
    });
    expect(submitted.status).toBe(201);
    const claimId = (submitted.body as { data: { id: number } }).data.id;
    await api.runJobs();
    expect((await tendPreApprovals(api.deps)).paid).not.toContain(claimId);
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({
      status: 'Pending',
      waitingOn: 'staff',
      preApprovedCents: 60_000,
      preApprovalSettledAt: null,
    });
    // 600 moved from the hold to the claim, and the other 100 came from the funds.
    expect(await availableOf(parent)).toBe(300);
    const history = await api.request('GET', `/api/claim/${String(claimId)}/events`, { token: staffToken });
    expect(JSON.stringify(history.body)).toContain(
      `Pre-approval ${String(view.id)} covers $600: review the other $100`,
    );
  });

  it('gives a rejected claim’s part back to the pre-approval, held again, so a corrected claim can use it', async () => {
    const parent = await family(100_000);
    const view = await approved(parent, { amount: 600 });
    api.now.value = new Date(ASKED.getTime() + 10 * DAY);
    const submitted = await submitClaim(parent, {
      amount: '600.00',
      dateOfService: '2023-09-20',
      preApprovalId: view.id,
    });
    expect(submitted.status).toBe(201);
    const claimId = (submitted.body as { data: { id: number } }).data.id;
    expect(await dollarsOf(parent)).toMatchObject({ available: 400, held: 0 });

    const staffView = await api.request('GET', `/api/claim/merit-cs/${String(claimId)}`, { token: staffToken });
    const link = (staffView.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
    const reviewToken = new URL(link).searchParams.get('token') ?? '';
    const rejected = await api.request('POST', `/api/review-claim/${reviewToken}/reject`, {
      token: staffToken,
      json: { reviewerName: 'Sam Staff', reason: 'other', notes: 'The invoice does not name the student.' },
    });
    expect(rejected.status).toBe(200);

    expect(await rowOf(view.id)).toMatchObject({ status: 'Accepted', usedCents: 0 });
    // The $600 is held for the family again, not added to Available.
    expect(await dollarsOf(parent)).toMatchObject({ available: 400, held: 600 });
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ status: 'Rejected', preApprovalId: null, preApprovedCents: 0 });
    const history = await api.request('GET', `/api/claim/${String(claimId)}/events`, { token: staffToken });
    expect(JSON.stringify(history.body)).toContain(`$600 returned to pre-approval ${String(view.id)}`);
    expect(JSON.stringify(history.body)).toContain('preApprovalReturned');

    const corrected = await submitClaim(parent, {
      amount: '600.00',
      dateOfService: '2023-09-21',
      preApprovalId: view.id,
    });
    expect(corrected.status).toBe(201);
    expect(await rowOf(view.id)).toMatchObject({ usedCents: 60_000 });
    expect(await dollarsOf(parent)).toMatchObject({ available: 400, held: 0 });
  });
});

describe("a pre-approval's programme provider", () => {
  /**
   * Thursday 23 May 2030, 10:00 in Ohio: a pre-approval passed to its provider then is due on Friday 7 June (ten
   * business days; the weekend and Memorial Day do not count), as a claim sent then is (deadlines.int.test.ts).
   */
  const PASSED = new Date('2030-05-23T14:00:00Z');
  const dashboard = 'http://localhost:8080/service-provider/dashboard';
  let provider: Awaited<ReturnType<typeof insertProvider>>;
  let memberToken = '';
  let memberEmail = '';
  let spanishMemberEmail = '';
  const contactEmail = 'office@pre-approvals.example.com';
  /** Two job runners on the API's clock, as two server processes take jobs (the test app's own runs by real time). */
  let runners: JobRunner[] = [];
  const failedKinds: string[] = [];

  beforeAll(async () => {
    provider = await insertProvider(api.db, { contactEmail });
    const member = await insertProviderMember(api.db, provider);
    memberToken = await api.tokenFor(member.person);
    memberEmail = member.user.email;
    const spanishMember = await insertProviderMember(api.db, provider);
    await api.db.update(users).set({ language: 'es' }).where(eq(users.id, spanishMember.user.id));
    spanishMemberEmail = spanishMember.user.email;
    runners = [1, 2].map(() =>
      createJobRunner({
        db: api.db,
        handlers: createJobHandlers(api.deps, api.app.log),
        clock: api.deps.clock,
        onError: (_error, job) => failedKinds.push(job.kind),
      }),
    );
  });
  afterAll(() => Promise.all(runners.map((runner) => runner.stop())));

  async function at(instant: string) {
    api.now.value = new Date(instant);
    await Promise.all(runners.map((runner) => runner.runDue()));
  }

  const mailsTitled = (subject: string) => api.mail.messages.filter((message) => message.subject === subject);

  async function passedToProvider(amount: number): Promise<number> {
    const parent = await family(100_000);
    api.now.value = PASSED;
    const answer = await ask(parent, {
      amount,
      expectedDate: '2030-05-30',
      nonAceServiceProvider: undefined,
      serviceProviderNumber: provider.number,
    });
    expect(answer.status).toBe(201);
    const { id } = (answer.body as { data: PreApprovalView }).data;
    expect(await decide(id, { action: 'passInternalReview' })).toMatchObject({
      status: 200,
      body: { data: { status: 'Pending external' } },
    });
    return id;
  }

  it('e-mails its contacts when staff pass it to them, in their language, with the due date and their dashboard', async () => {
    await passedToProvider(600);
    await at('2030-05-23T14:30:00Z');
    const requests = mailsTitled('A request for pre-approval of $600 is waiting for your review');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.to.toSorted()).toEqual([memberEmail, contactEmail].toSorted());
    expect(request?.text).toContain('$600 for Ada Lovelace');
    expect(request?.text).toContain(
      `Please approve or reject the request by 06/07/2030, signed in on your dashboard: ${dashboard}`,
    );
    expect(request?.html).toContain(`href="${dashboard}"`);
    // Decided by signed-in members: no review link.
    expect(request?.text).not.toContain('/review-claim');
    const inSpanish = mailsTo(spanishMemberEmail);
    expect(inSpanish).toHaveLength(1);
    expect(inSpanish[0]?.to).toEqual([spanishMemberEmail]);
    expect(inSpanish[0]?.subject).toMatch(/^Una petición de aprobación previa de .+ espera su revisión$/);
    expect(inSpanish[0]?.html).toContain('lang="es"');
    expect(inSpanish[0]?.html).toContain(`href="${dashboard}"`);
  });

  it('reminds them before the due date as a claim, each reminder once in two processes, and none once decided', async () => {
    const decided = await passedToProvider(250);
    const waiting = await passedToProvider(350);
    const threeDaysLeft = (amount: string) =>
      mailsTitled(`Request for pre-approval of ${amount}: 3 business days left to review it`);
    const lastDay = (amount: string) =>
      mailsTitled(`Request for pre-approval of ${amount}: today is the last day to review it`);
    await at('2030-05-23T14:30:00Z');
    await at('2030-06-05T11:59:00Z');
    expect([...threeDaysLeft('$250'), ...threeDaysLeft('$350')]).toEqual([]);
    // 8 a.m. in Ohio on the third business day before the last.
    await at('2030-06-05T12:00:00Z');
    await at('2030-06-05T13:00:00Z');
    expect(threeDaysLeft('$250')).toHaveLength(1);
    const [reminder, ...again] = threeDaysLeft('$350');
    expect(again).toEqual([]);
    expect(reminder?.to.toSorted()).toEqual([memberEmail, contactEmail].toSorted());
    expect(reminder?.text).toContain(
      `Please approve or reject it by 06/07/2030, signed in on your dashboard: ${dashboard}`,
    );

    // The provider decides one the next day: it is reminded of it no more.
    api.now.value = new Date('2030-06-06T15:00:00Z');
    const path = `/api/service-provider/${provider.organisationId}/pre-approvals/${String(decided)}/decision`;
    const reject = { action: 'reject', reason: 'other', notes: 'We do not sell this.' };
    expect(await api.request('POST', path, { token: memberToken, json: reject })).toMatchObject({ status: 200 });
    await at('2030-06-07T12:00:00Z');
    await at('2030-06-08T04:00:00Z');
    expect(lastDay('$250')).toEqual([]);
    const [last, ...lastAgain] = lastDay('$350');
    expect(lastAgain).toEqual([]);
    expect(last?.text).toContain('today, 06/07/2030, is the last day');
    expect(threeDaysLeft('$250')).toHaveLength(1);
    const reminderJobs = await api.db
      .select({ key: jobs.key, doneAt: jobs.doneAt })
      .from(jobs)
      .where(like(jobs.key, `pre-approval:${String(waiting)}:provider-reminder:%`));
    // Keyed by the pre-approval, the step and the due date it reminds of.
    expect(reminderJobs.map((job) => job.key).toSorted()).toEqual([
      `pre-approval:${String(waiting)}:provider-reminder:lastDay:2030-06-07`,
      `pre-approval:${String(waiting)}:provider-reminder:threeDaysLeft:2030-06-07`,
    ]);
    expect(reminderJobs.every((job) => job.doneAt !== null)).toBe(true);
    expect(failedKinds.filter((kind) => kind.startsWith('pre-approvals.') || kind === 'mail.send')).toEqual([]);
  });
});

describe("support staff's list", () => {
  it("answers the staff's list with how many are in the status in all and how many are past their provider's due date", async () => {
    const provider = await insertProvider(api.db);
    const parent = await family(100_000);
    const passed = await asked(parent, {
      amount: 50,
      nonAceServiceProvider: undefined,
      serviceProviderNumber: provider.number,
    });
    expect(await decide(passed.id, { action: 'passInternalReview' })).toMatchObject({ status: 200 });
    // More waiting for staff than the list shows.
    await api.db.insert(preApprovals).values(
      Array.from({ length: 101 }, () => ({
        childId: parent.child.id,
        submittedBy: parent.user.id,
        amountCents: 100,
        category: 'tutoring' as const,
        description: 'Flash cards',
        expectedDate: '2023-09-20',
        nonAceServiceProvider: cornerTutors,
        status: 'Pending' as const,
        waitingOn: 'staff' as const,
        schoolYear: 2023,
        createdAt: ASKED,
      })),
    );
    const [row] = await api.db.select().from(preApprovals).where(eq(preApprovals.id, passed.id));
    const dueAt = row?.dueAt;
    if (!dueAt) throw new Error('no due date');
    const staffList = async (status: PreApprovalStatus) => {
      const answer = await api.request('GET', `/api/merit-cs/pre-approvals?status=${encodeURIComponent(status)}`, {
        token: staffToken,
      });
      expect(answer.status).toBe(200);
      return (answer.body as { data: StaffPreApprovalList }).data;
    };
    /** The same counts, from every row in the status at the clock's time. */
    const recount = async (status: PreApprovalStatus) => {
      const rows = await api.db.select().from(preApprovals).where(eq(preApprovals.status, status));
      return { count: rows.length, overdue: rows.filter((one) => isOverdue(one.dueAt, api.now.value)).length };
    };

    const waiting = await staffList('Pending');
    expect(waiting.preApprovals).toHaveLength(100);
    expect({ count: waiting.count, overdue: waiting.overdue }).toEqual(await recount('Pending'));
    expect(waiting.count).toBeGreaterThan(100);
    expect(waiting.overdue).toBe(0);

    api.now.value = new Date(dueAt.getTime() - 1);
    const before = await staffList('Pending external');
    expect({ count: before.count, overdue: before.overdue }).toEqual(await recount('Pending external'));
    api.now.value = dueAt;
    const after = await staffList('Pending external');
    expect({ count: after.count, overdue: after.overdue }).toEqual(await recount('Pending external'));
    expect(after.preApprovals.map((one) => one.id)).toContain(passed.id);
    expect(after.overdue).toBeGreaterThan(before.overdue);
  });
});
