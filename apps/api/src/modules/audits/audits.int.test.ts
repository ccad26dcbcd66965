import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUDIT_ANSWER_BUSINESS_DAYS } from '@ace/domain';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditCases, claimEvents, claimFiles, receiptReadings, staffReads, transfers } from '../../db/schema.ts';
import { createJobHandlers, createRecurringJobs } from '../../job-handlers.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { drawSample } from './sample-draw.ts';
import { AUDIT_SAMPLE, drawFinishedWeeks } from './weekly-sample.ts';

/**
 * Audits of paid claims (issue 34, ADR 0034) through the real server and database, with the injected clock: the
 * weekly sample, a case asked, answered, reminded and closed, the second person, recovery and repayment.
 */

let api: TestApp;
let staff: { token: string; id: number };
let secondStaff: { token: string; id: number };

beforeAll(async () => {
  api = await startTestApp();
  const first = await insertMeritCs(api.db);
  const second = await insertMeritCs(api.db);
  staff = { token: await api.tokenFor(first.person), id: first.user.id };
  secondStaff = { token: await api.tokenFor(second.person), id: second.user.id };
});
afterAll(() => api.close());

const at = (iso: string) => new Date(iso);

/** An Accepted claim paid by a completed transfer at `paidAt`. */
async function paidClaim(
  parentId: number,
  childId: number,
  paidAt: Date,
  values: Partial<Parameters<typeof insertClaim>[1]> = {},
) {
  const claim = await insertClaim(api.db, { childId, submittedBy: parentId, status: 'Accepted', ...values });
  await api.db.insert(transfers).values({
    claimId: claim.id,
    amountCents: claim.amountCents,
    payTo: claim.payTo,
    status: 'processed',
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  return claim;
}

async function family(overrides: Parameters<typeof insertParent>[1] = {}, awardCents = 100_000) {
  const parent = await insertParent(api.db, overrides);
  const child = await insertChild(api.db, parent.user.id, { awardCents });
  return { parent, child, token: await api.tokenFor(parent.person) };
}

interface Body<Data> {
  success: boolean;
  data: Data;
  code?: string;
  message?: string;
}

async function call<Data>(method: string, path: string, token: string, json?: unknown) {
  const response = await api.request(method, path, { token, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: response.body as Body<Data> };
}

interface CaseView {
  id: number;
  claimId: number;
  state: string;
  overdue: boolean;
  sampled: boolean;
  flagged: boolean;
  claim: { amount: number; payTo: string };
  questions: {
    id: number;
    dueDate: string;
    overdue: boolean;
    answer: string | null;
    files: { filename: string; url: string }[];
  }[];
  finding: { outcome: string; amount: number | null; confirmedBy: string | null } | null;
  recovery: { debtor: string; misspent: number; fromFunds: number; repaid: number; owed: number } | null;
}

async function openByHand(claimId: number) {
  const opened = await call<CaseView>('POST', '/api/merit-cs/audits', staff.token, {
    claimId,
    reason: 'The invoice looks altered',
  });
  expect(opened.status).toBe(201);
  return opened.body.data;
}

async function availableOf(token: string, childId: number) {
  const response = await call<{ children: { id: number; dollars: { available: number } }[] }>(
    'GET',
    '/api/user/parent',
    token,
  );
  return response.body.data.children.find((child) => child.id === childId)?.dollars.available;
}

async function readsOfClaim(claimId: number) {
  return api.db
    .select()
    .from(staffReads)
    .where(and(eq(staffReads.claimId, claimId), eq(staffReads.staffUserId, staff.id)));
}

/** Runs the jobs due by the API's clock, as the server's runner does: reminders come due as the clock moves. */
async function runJobsAt(instant: string) {
  api.now.value = at(instant);
  const runner = createJobRunner({
    db: api.db,
    handlers: createJobHandlers(api.deps, api.app.log),
    clock: api.deps.clock,
    onError: () => undefined,
  });
  await runner.runDue();
}

async function trailOf(claimId: number) {
  const rows = await api.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
  return rows.map((row) => row.action);
}

describe('the weekly sample', () => {
  it("is one of the API's recurring jobs", () => {
    expect(createRecurringJobs(api.deps, api.app.log).map((job) => job.kind)).toContain(AUDIT_SAMPLE);
  });

  it("draws the rate of a finished week's paid claims reproducibly, adds each flagged claim once", async () => {
    const { parent, child } = await family({}, 10_000_000);
    const paid = [];
    for (let index = 0; index < 40; index += 1) {
      paid.push(await paidClaim(parent.user.id, child.id, at('2031-03-05T15:00:00Z'), { amountCents: 1_000 }));
    }
    const flagged = paid[7];
    if (flagged === undefined) throw new Error('no claim');
    await api.db.insert(claimFiles).values({
      claimId: flagged.id,
      position: 0,
      originalName: 'blank.pdf',
      sha256: 'f'.repeat(64),
      mimeType: 'application/pdf',
      sizeBytes: 10,
    });
    await api.db.insert(receiptReadings).values({
      sha256: 'f'.repeat(64),
      status: 'unreadable',
      source: 'none',
      textConfidence: 0,
      fields: { totalCents: null, dates: [], serviceDate: null, invoiceNumber: null, providerName: null },
      pages: 1,
      readMs: 5,
    });
    const paidLater = await paidClaim(parent.user.id, child.id, at('2031-03-10T15:00:00Z'));
    await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Accepted' });

    api.now.value = at('2031-03-09T15:00:00Z');
    expect(await drawFinishedWeeks(api.deps)).toEqual(['2031-02-24']);
    api.now.value = at('2031-03-11T15:00:00Z');
    expect(await drawFinishedWeeks(api.deps)).toEqual(['2031-03-03']);
    expect(await drawFinishedWeeks(api.deps)).toEqual([]);

    const samples = await call<
      {
        weekStart: string;
        seed: string;
        rate: number;
        paidClaimIds: number[];
        sampledClaimIds: number[];
        flaggedClaimIds: number[];
      }[]
    >('GET', '/api/merit-cs/audits/samples', staff.token);
    const week = samples.body.data.find((sample) => sample.weekStart === '2031-03-03');
    if (week === undefined) throw new Error('no sample');
    expect(week.rate).toBe(0.05);
    expect(week.paidClaimIds).toEqual(paid.map((claim) => claim.id));
    expect(week.paidClaimIds).not.toContain(paidLater.id);
    // An auditor draws it again from the seed and the paid claims.
    expect(week.sampledClaimIds).toHaveLength(2);
    expect(drawSample(week.seed, week.paidClaimIds, 500)).toEqual(week.sampledClaimIds);
    expect(week.flaggedClaimIds).toEqual([flagged.id]);

    const cases = await api.db.select().from(auditCases).where(eq(auditCases.sampleWeek, '2031-03-03'));
    const expected = new Set([...week.sampledClaimIds, flagged.id]);
    expect(cases.map((row) => row.claimId).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(await trailOf(flagged.id)).toEqual(['auditOpened']);
  });

  it('draws a week once when two runs race', async () => {
    const { parent, child } = await family({}, 10_000_000);
    for (let index = 0; index < 20; index += 1) {
      await paidClaim(parent.user.id, child.id, at('2031-03-12T15:00:00Z'), { amountCents: 1_000 });
    }
    api.now.value = at('2031-03-18T15:00:00Z');
    const runs = await Promise.all([drawFinishedWeeks(api.deps), drawFinishedWeeks(api.deps)]);
    expect(runs.flat()).toEqual(['2031-03-10']);
    // 21 claims were paid that week (one in the test before): 5% of them, rounded up, is 2.
    const cases = await api.db.select().from(auditCases).where(eq(auditCases.sampleWeek, '2031-03-10'));
    expect(cases.length).toBe(2);
  });
});

describe('a case', () => {
  it('is added by hand for a paid claim only, and once', async () => {
    const { parent, child } = await family();
    const unpaid = await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Accepted' });
    const refused = await call('POST', '/api/merit-cs/audits', staff.token, { claimId: unpaid.id, reason: 'Look' });
    expect([refused.status, refused.body.code]).toEqual([422, 'AUDIT_CLAIM_NOT_PAID']);
    const missing = await call('POST', '/api/merit-cs/audits', staff.token, { claimId: 99_999_999, reason: 'Look' });
    expect(missing.status).toBe(404);
    const blank = await call('POST', '/api/merit-cs/audits', staff.token, { claimId: unpaid.id, reason: '  ' });
    expect(blank.status).toBe(400);

    const claim = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'));
    const staffClaim = () => call('GET', `/api/claim/merit-cs/${String(claim.id)}`, staff.token);
    expect((await staffClaim()).body.data).toMatchObject({ id: claim.id, auditCaseId: null });
    // The programme's own time to answer (AUDIT_ANSWER_BUSINESS_DAYS) is the case's, for the form's hint.
    const { audits } = api.deps.config;
    audits.answerBusinessDays = 12;
    const opened = await openByHand(claim.id).finally(() => {
      audits.answerBusinessDays = DEFAULT_AUDIT_ANSWER_BUSINESS_DAYS;
    });
    expect(opened).toMatchObject({
      claimId: claim.id,
      state: 'open',
      sampled: false,
      flagged: false,
      answerBusinessDays: 12,
    });
    // The claim's staff view leads to its case.
    expect((await staffClaim()).body.data).toMatchObject({ id: claim.id, auditCaseId: opened.id });
    const again = await call('POST', '/api/merit-cs/audits', staff.token, { claimId: claim.id, reason: 'Again' });
    expect([again.status, again.body.code]).toEqual([409, 'AUDIT_CASE_EXISTS']);
  });

  it('asks the family in their language, reminds them, shows overdue, takes their answer and closes', async () => {
    const { parent, child, token } = await family({ language: 'es' });
    const claim = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'));
    api.now.value = at('2031-03-11T15:00:00Z');
    const opened = await openByHand(claim.id);
    expect((await call('GET', `/api/user/claim/${String(claim.id)}/audit`, token)).body.data).toBeNull();

    const onSaturday = await call('POST', `/api/merit-cs/audits/${String(opened.id)}/questions`, staff.token, {
      question: 'Please send the receipt of the tutoring sessions.',
      dueDate: '2031-03-22',
    });
    expect(onSaturday).toMatchObject({
      status: 400,
      body: {
        issues: [
          {
            path: 'dueDate',
            message: 'The last day to answer must be a business day, not a weekend day or a holiday.',
          },
        ],
      },
    });
    const asked = await call<CaseView>('POST', `/api/merit-cs/audits/${String(opened.id)}/questions`, staff.token, {
      question: 'Please send the receipt of the tutoring sessions.',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data.state).toBe('asked');
    expect(asked.body.data.questions[0]?.dueDate).toBe('2031-03-25');
    const twice = await call('POST', `/api/merit-cs/audits/${String(opened.id)}/questions`, staff.token, {
      question: 'Another?',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'AUDIT_QUESTION_WAITING']);

    await api.runJobs();
    const toParent = () => api.mail.messages.filter((mail) => mail.to.includes(parent.user.email));
    expect(toParent().map((mail) => mail.subject)).toEqual([`Una pregunta sobre la solicitud ${String(claim.id)}`]);
    expect(toParent()[0]?.text).toContain('Please send the receipt of the tutoring sessions.');

    await runJobsAt('2031-03-21T11:59:00Z');
    expect(toParent()).toHaveLength(1);
    await runJobsAt('2031-03-21T12:00:00Z');
    expect(toParent().map((mail) => mail.subject)).toHaveLength(2);
    expect(toParent()[1]?.subject).toContain('Responda a más tardar el');

    // The last day's reminder went on the last day; the day after, the case is overdue.
    await runJobsAt('2031-03-26T14:00:00Z');
    expect(toParent()).toHaveLength(3);
    const overdue = await call<{ id: number; overdue: boolean }[]>(
      'GET',
      '/api/merit-cs/audits?filter=overdue',
      staff.token,
    );
    expect(overdue.body.data.map((row) => row.id)).toContain(opened.id);
    const seen = await call<{ questions: { overdue: boolean }[] }>(
      'GET',
      `/api/user/claim/${String(claim.id)}/audit`,
      token,
    );
    expect(seen.body.data.questions[0]?.overdue).toBe(true);

    const form = new FormData();
    form.append('answer', 'Here is the receipt.');
    form.append('file1', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), 'receipt.pdf');
    const answered = await api.request('POST', `/api/user/claim/${String(claim.id)}/audit/answer`, {
      token,
      body: form,
    });
    expect(answered.status).toBe(200);
    expect((answered.body as Body<CaseView>).data.state).toBe('answered');
    const reminderAfter = toParent().length;
    await runJobsAt('2031-03-27T14:00:00Z');
    expect(toParent()).toHaveLength(reminderAfter);
    const stillOverdue = await call<{ id: number }[]>('GET', '/api/merit-cs/audits?filter=overdue', staff.token);
    expect(stillOverdue.body.data.map((row) => row.id)).not.toContain(opened.id);

    const read = await call<CaseView>('GET', `/api/merit-cs/audits/${String(opened.id)}`, staff.token);
    expect(read.body.data.questions[0]).toMatchObject({
      answer: 'Here is the receipt.',
      files: [{ filename: 'receipt.pdf' }],
    });
    expect(read.body.data.claim).toMatchObject({ amount: claim.amountCents / 100, payTo: 'User' });
    // The answer's file opens through the signed link made for the staff member (a recorded read of the claim),
    // and through the family's own link; a claim file's link of the same id does not open it.
    const staffLink = new URL(read.body.data.questions[0]?.files[0]?.url ?? '');
    expect(staffLink.pathname).toMatch(/^\/api\/audit-files\/\d+$/);
    expect(staffLink.searchParams.get('reader')).toBe(String(staff.id));
    const readsBefore = await readsOfClaim(claim.id);
    const opening = await fetch(`${api.url}${staffLink.pathname}${staffLink.search}`);
    expect([opening.status, opening.headers.get('cache-control'), await opening.text()]).toEqual([
      200,
      'no-store',
      '%PDF-1.7\n%%EOF\n',
    ]);
    expect(await readsOfClaim(claim.id)).toHaveLength(readsBefore.length + 1);
    const ownView = await call<CaseView>('GET', `/api/user/claim/${String(claim.id)}/audit`, token);
    const familyLink = new URL(ownView.body.data.questions[0]?.files[0]?.url ?? '');
    expect(familyLink.searchParams.get('reader')).toBeNull();
    expect((await fetch(`${api.url}${familyLink.pathname}${familyLink.search}`)).status).toBe(200);
    const asClaimFile = `${familyLink.pathname.replace('/api/audit-files/', '/api/files/')}${familyLink.search}`;
    expect((await fetch(`${api.url}${asClaimFile}`)).status).toBe(404);

    const closed = await call<CaseView>('POST', `/api/merit-cs/audits/${String(opened.id)}/finding`, staff.token, {
      outcome: 'noFinding',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ state: 'closed', finding: { outcome: 'noFinding' }, recovery: null });
    await api.runJobs();
    expect(toParent().at(-1)?.subject).toBe(`La revisión de la solicitud ${String(claim.id)} ha terminado`);
    const noMore = new FormData();
    noMore.append('answer', 'More');
    const late = await api.request('POST', `/api/user/claim/${String(claim.id)}/audit/answer`, { token, body: noMore });
    expect(late.status).toBe(409);

    expect(await trailOf(claim.id)).toEqual(['auditOpened', 'auditQuestionAsked', 'auditAnswered', 'auditFinding']);
    expect((await readsOfClaim(claim.id)).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses an answer with a file the claim form refuses', async () => {
    const { parent, child, token } = await family();
    const claim = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'));
    const opened = await openByHand(claim.id);
    await call('POST', `/api/merit-cs/audits/${String(opened.id)}/questions`, staff.token, { question: 'Why?' });
    const form = new FormData();
    form.append('answer', 'See file');
    form.append('file1', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const refused = await api.request('POST', `/api/user/claim/${String(claim.id)}/audit/answer`, {
      token,
      body: form,
    });
    expect(refused.status).toBe(400);
  });

  it('needs a second staff member for a misspent amount above the threshold, and refuses more than the claim', async () => {
    const { parent, child, token } = await family({}, 200_000);
    const claim = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'), { amountCents: 80_000 });
    const opened = await openByHand(claim.id);
    const finding = {
      outcome: 'misspent',
      reason: 'notEligible',
      explanation: 'A games console is not an educational good.',
      evidence: 'The invoice lists a games console.',
    };
    const above = await call('POST', `/api/merit-cs/audits/${String(opened.id)}/finding`, staff.token, {
      ...finding,
      amount: 800.01,
    });
    expect(above.status).toBe(422);
    const recorded = await call<CaseView>('POST', `/api/merit-cs/audits/${String(opened.id)}/finding`, staff.token, {
      ...finding,
      amount: 600,
    });
    expect(recorded.body.data).toMatchObject({ state: 'toConfirm', recovery: null });
    expect(await availableOf(token, child.id)).toBe(1_200);
    const self = await call('POST', `/api/merit-cs/audits/${String(opened.id)}/confirm`, staff.token, {});
    expect([self.status, self.body.code]).toEqual([409, 'AUDIT_SECOND_PERSON']);
    const confirmed = await call<CaseView>(
      'POST',
      `/api/merit-cs/audits/${String(opened.id)}/confirm`,
      secondStaff.token,
      {},
    );
    expect(confirmed.body.data).toMatchObject({
      state: 'closed',
      finding: { outcome: 'misspent', amount: 600, confirmedBy: expect.any(String) as string },
      recovery: { debtor: 'family', misspent: 600, fromFunds: 600, repaid: 0, owed: 0 },
    });
    expect(await availableOf(token, child.id)).toBe(600);
    expect(await trailOf(claim.id)).toEqual(['auditOpened', 'auditFinding', 'auditConfirmed', 'auditRecovered']);
  });
});

describe('recovery', () => {
  it("takes what the child's available funds hold, leaves the rest owed, and records repayments", async () => {
    const { parent, child, token } = await family({}, 100_000);
    const claim = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'), { amountCents: 60_000 });
    expect(await availableOf(token, child.id)).toBe(400);
    const opened = await openByHand(claim.id);
    const closed = await call<CaseView>('POST', `/api/merit-cs/audits/${String(opened.id)}/finding`, staff.token, {
      outcome: 'misspent',
      amount: 500,
      reason: 'notReceived',
      explanation: 'The camp did not take place.',
      evidence: 'The camp wrote that it was cancelled.',
    });
    expect(closed.body.data.recovery).toEqual({
      debtor: 'family',
      misspent: 500,
      fromFunds: 400,
      repaid: 0,
      owed: 100,
    });
    expect(await availableOf(token, child.id)).toBe(0);
    const card = await call<{ children: { id: number; recovered: unknown }[] }>('GET', '/api/user/parent', token);
    expect(card.body.data.children.find((one) => one.id === child.id)?.recovered).toEqual([
      { claimId: claim.id, amount: 400, reason: 'notReceived' },
    ]);
    await api.runJobs();
    const mail = api.mail.messages.filter((message) => message.to.includes(parent.user.email)).at(-1);
    expect(mail?.text).toContain('$400 was taken from');
    expect(mail?.text).toContain('$100 is still owed');
    const seen = await call<{ recovery: unknown; finding: { reason: string } }>(
      'GET',
      `/api/user/claim/${String(claim.id)}/audit`,
      token,
    );
    expect(seen.body.data).toMatchObject({
      finding: { reason: 'notReceived' },
      recovery: { fromFunds: 400, owed: 100 },
    });

    const path = `/api/merit-cs/audits/${String(opened.id)}/repayments`;
    const tooMuch = await call('POST', path, staff.token, { amount: 150 });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([422, 'AUDIT_REPAYMENT_ABOVE_OWED']);
    const part = await call<CaseView>('POST', path, staff.token, { amount: 60 });
    expect(part.body.data.recovery).toMatchObject({ repaid: 60, owed: 40 });
    const rest = await call<CaseView>('POST', path, staff.token, { amount: 40 });
    expect(rest.body.data.recovery).toMatchObject({ repaid: 100, owed: 0 });
    const none = await call('POST', path, staff.token, { amount: 1 });
    expect(none.status).toBe(422);
  });

  it('asks the provider for a claim paid to it, on its dashboard only, and leaves the family’s funds alone', async () => {
    const { parent, child, token } = await family({}, 100_000);
    const provider = await insertProvider(api.db);
    const other = await insertProvider(api.db);
    const claim = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'), {
      amountCents: 30_000,
      payTo: 'Vendor',
      serviceProviderId: provider.id,
    });
    const opened = await openByHand(claim.id);
    const closed = await call<CaseView>('POST', `/api/merit-cs/audits/${String(opened.id)}/finding`, staff.token, {
      outcome: 'misspent',
      amount: 300,
      reason: 'notReceived',
      explanation: 'The lessons were not given.',
      evidence: 'The family says so.',
    });
    expect(closed.body.data.recovery).toEqual({
      debtor: 'provider',
      misspent: 300,
      fromFunds: 0,
      repaid: 0,
      owed: 300,
    });
    expect(await availableOf(token, child.id)).toBe(700);

    const member = await insertProviderMember(api.db, provider);
    const memberToken = await api.tokenFor(member.person);
    await api.request('POST', `/api/login/service-provider/${provider.organisationId}/login/success`, {
      token: memberToken,
    });
    const debts = await call<{ claimId: number; owed: number }[]>(
      'GET',
      `/api/service-provider/${provider.organisationId}/audit-debts`,
      memberToken,
    );
    expect(debts.body.data).toEqual([expect.objectContaining({ claimId: claim.id, owed: 300 })]);
    const theirs = await call('GET', `/api/service-provider/${other.organisationId}/audit-debts`, memberToken);
    expect(theirs.status).toBe(404);
  });

  it('never takes the same funds as claims submitted at the same moment', async () => {
    api.now.value = at('2031-03-27T14:00:00Z');
    const { parent, child, token } = await family({}, 25_000);
    const audited = await paidClaim(parent.user.id, child.id, at('2031-02-10T15:00:00Z'), { amountCents: 10_000 });
    const opened = await openByHand(audited.id);
    const submit = () => {
      const form = new FormData();
      const fields = {
        childId: String(child.id),
        amount: '50.00',
        category: 'tutoring',
        dateOfService: '2031-03-01',
        description: 'Tutoring',
        payTo: 'User',
        nonAceServiceProvider: JSON.stringify({
          name: 'Corner Tutors',
          address: '1 Main St',
          phoneNumber: '6145550100',
          email: 'hi@corner.example.com',
          website: 'corner.example.com',
        }),
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(
        'file1',
        new Blob([`%PDF-1.7\n${String(Math.random())}\n%%EOF\n`], { type: 'application/pdf' }),
        'a.pdf',
      );
      return api.request('POST', '/api/user/claim', { token, body: form });
    };
    const [finding, ...claimsSent] = await Promise.all([
      call<CaseView>('POST', `/api/merit-cs/audits/${String(opened.id)}/finding`, staff.token, {
        outcome: 'misspent',
        amount: 100,
        reason: 'paidTwice',
        explanation: 'Paid on another claim too.',
        evidence: 'The same invoice.',
      }),
      submit(),
      submit(),
      submit(),
    ]);
    const accepted = claimsSent.filter((response) => response.status === 201).length;
    // A claim the funds refuse is refused for them (422), whether the recovery took the funds before or after it
    // read them.
    for (const response of claimsSent.filter((sent) => sent.status !== 201)) {
      expect(response).toMatchObject({ status: 422, body: { code: 'FUNDS_EXCEEDED' } });
      expect((response.body as { error: string }).error).toMatch(
        /^(Please enter an amount between \$0.01 and \$\d+|There are no funds available)$/,
      );
    }
    const recovery = finding.body.data.recovery;
    if (recovery === null) throw new Error('no recovery');
    // $150 was available: what the claims hold and what the audit took never exceed it, and nothing is lost.
    expect(accepted * 50 + recovery.fromFunds).toBeLessThanOrEqual(150);
    expect(recovery.fromFunds + recovery.owed).toBe(100);
    expect(await availableOf(token, child.id)).toBe(150 - accepted * 50 - recovery.fromFunds);
    expect(await availableOf(token, child.id)).toBeGreaterThanOrEqual(0);
  });
});
