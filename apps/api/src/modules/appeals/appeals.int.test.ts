import type { ParentAppeal, ParentClaimDetails, StaffAppeal, StaffAppealList } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBank } from '../../../test/bank-flow.ts';
import { insertChild, insertClaim, insertMeritCs, insertParent } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimAppeals, claims, staffReads, transfers } from '../../db/schema.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const LETTER = Buffer.from('%PDF-1.7\n% the tutor letter\n%%EOF\n');

let api: TestApp;
/** The staff member who rejects every claim of these tests, and two others who may decide the appeals. */
const rejecter = { token: '', id: 0 };
const decider = { token: '', id: 0 };
const secondDecider = { token: '', id: 0 };
const DAY = 86_400_000;
/** 2023-09-15, 12:00 in Ohio: the day every claim here is rejected. */
const REJECTION_DAY = new Date('2023-09-15T16:00:00Z');

beforeAll(async () => {
  api = await startTestApp();
  for (const [who, firstName] of [
    [rejecter, 'Rita'],
    [decider, 'Dana'],
    [secondDecider, 'Drew'],
  ] as const) {
    const staff = await insertMeritCs(api.db, { firstName, lastName: 'Staff' });
    who.token = await api.tokenFor(staff.person);
    who.id = staff.user.id;
  }
});
afterAll(() => api.close());

/** A parent and their child; with `bankLinked`, the parent linked their bank at the bank stand-in, so payouts go. */
async function family(awardCents = 100_000, { bankLinked = false } = {}) {
  const { user, person } = await insertParent(api.db, bankLinked ? { hasProvidedBankDetails: false } : {});
  const child = await insertChild(api.db, user.id, { firstName: 'Ada', lastName: 'Lovelace', awardCents });
  const token = await api.tokenFor(person);
  if (bankLinked) await linkBank(api, token, 'parent');
  return { user, child, token };
}
type Family = Awaited<ReturnType<typeof family>>;

function claimForm(parent: Family, amount: string, receipt: Buffer = PDF) {
  const form = new FormData();
  const fields = {
    childId: String(parent.child.id),
    amount,
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Algebra, four sessions',
    payTo: 'User',
    nonAceServiceProvider: JSON.stringify({
      name: 'Corner Tutors',
      address: '1 Main St',
      phoneNumber: '614-555-0123',
      email: 'hi@corner.example.com',
      website: 'corner.example.com',
    }),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', new Blob([new Uint8Array(receipt)], { type: 'application/pdf' }), 'invoice.pdf');
  return form;
}

/** A claim the parent submits and `rejecter` rejects through its internal review link, on REJECTION_DAY. */
async function rejectedClaim(parent: Family, amount = '300.00') {
  api.now.value = REJECTION_DAY;
  const submitted = await api.request('POST', '/api/user/claim', {
    token: parent.token,
    body: claimForm(parent, amount),
  });
  expect(submitted.status).toBe(201);
  const id = (submitted.body as { data: { id: number } }).data.id;
  const view = await api.request('GET', `/api/claim/merit-cs/${id}`, { token: rejecter.token });
  const link = (view.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
  const token = new URL(link).searchParams.get('token') ?? '';
  const rejected = await api.request('POST', `/api/review-claim/${token}/reject`, {
    token: rejecter.token,
    json: { reviewerName: 'Rita', reason: 'other', notes: 'The invoice does not name the student.' },
  });
  expect(rejected.status).toBe(200);
  return id;
}

function appeal(
  token: string,
  claimId: number,
  statement: string | null,
  files: { name: string; bytes: Buffer; type: string }[] = [],
) {
  const form = new FormData();
  if (statement !== null) form.append('statement', statement);
  files.forEach((file, index) => {
    form.append(`file${String(index + 1)}`, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  });
  return api.request('POST', `/api/user/claim/${String(claimId)}/appeal`, { token, body: form });
}

async function parentAppealOf(token: string, claimId: number): Promise<ParentAppeal> {
  const answer = await api.request('GET', `/api/user/claim/${String(claimId)}/appeal`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ParentAppeal }).data;
}

async function detailsOf(token: string, claimId: number): Promise<ParentClaimDetails> {
  const answer = await api.request('GET', `/api/user/claim/${String(claimId)}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ParentClaimDetails }).data;
}

async function fundsOf(parent: Family) {
  const me = await api.request('GET', '/api/user/parent', { token: parent.token });
  const children = (me.body as { data: { children: { id: number; dollars: unknown }[] } }).data.children;
  return children.find((child) => child.id === parent.child.id)?.dollars;
}

/** The claim as the parent's dashboard lists it in its child's history. */
async function historyItemOf(parent: Family, claimId: number) {
  const me = await api.request('GET', '/api/user/parent', { token: parent.token });
  const children = (me.body as { data: { children: { claims: { id: number; appealWaiting: boolean }[] }[] } }).data
    .children;
  return children.flatMap((child) => child.claims).find((claim) => claim.id === claimId);
}

async function appealIdOf(claimId: number): Promise<number> {
  const [row] = await api.db.select().from(claimAppeals).where(eq(claimAppeals.claimId, claimId));
  if (!row) throw new Error('no appeal');
  return row.id;
}

function decide(token: string, appealId: number, json: unknown) {
  return api.request('POST', `/api/merit-cs/appeals/${String(appealId)}/decision`, { token, json });
}

async function staffAppeal(token: string, appealId: number): Promise<StaffAppeal> {
  const answer = await api.request('GET', `/api/merit-cs/appeals/${String(appealId)}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: StaffAppeal }).data;
}

function mailsTo(email: string) {
  return api.mail.messages.filter((message) => message.to.includes(email));
}

describe('appealing a rejected claim', () => {
  it('takes a statement and files within the period, once, and puts it in the timeline and the inbox', async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    expect(await parentAppealOf(parent.token, claimId)).toEqual({ appeal: null, issue: null, lastDay: '2023-09-29' });

    // The last day of the 14: 2023-09-29, late in the evening in Ohio.
    api.now.value = new Date('2023-09-30T03:30:00Z');
    const answer = await appeal(parent.token, claimId, 'The invoice names Ada on page two.', [
      { name: 'letter.pdf', bytes: LETTER, type: 'application/pdf' },
    ]);
    expect(answer).toMatchObject({
      status: 201,
      body: {
        data: {
          claimId,
          state: 'open',
          statement: 'The invoice names Ada on page two.',
          dueDate: '2023-10-29',
          decision: null,
          files: [{ filename: 'letter.pdf', detectedFileExt: 'pdf' }],
        },
      },
    });
    const { appeal: kept, issue } = await parentAppealOf(parent.token, claimId);
    expect(issue).toBe('This claim was already appealed. A claim can be appealed once.');
    const file = await fetch(kept?.files[0]?.url.replace(api.config.publicUrl, api.url) ?? '');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(LETTER);
    expect((await detailsOf(parent.token, claimId)).timeline.map((step) => step.step)).toEqual([
      'submitted',
      'rejected',
      'appealed',
    ]);

    const again = await appeal(parent.token, claimId, 'Please look again.');
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_APPEALED' } });
    await api.runJobs();
    const received = mailsTo(parent.user.email).find(
      (mail) => mail.subject === `We received your appeal of claim ${String(claimId)}`,
    );
    expect(received?.text).toContain('decide by 10/29/2023');
  });

  it('is refused once the period is over, and for a claim that is not rejected', async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    api.now.value = new Date('2023-09-30T04:00:00Z');
    const late = await appeal(parent.token, claimId, 'I was away.');
    expect(late).toMatchObject({
      status: 422,
      body: { code: 'CLAIM_NOT_APPEALABLE', error: 'The 14 days to appeal this claim ended on 09/29/2023.' },
    });
    expect((await parentAppealOf(parent.token, claimId)).issue).toBe(
      'The 14 days to appeal this claim ended on 09/29/2023.',
    );

    api.now.value = REJECTION_DAY;
    const pending = await api.request('POST', '/api/user/claim', {
      token: parent.token,
      body: claimForm(parent, '10.00'),
    });
    const pendingId = (pending.body as { data: { id: number } }).data.id;
    expect(await appeal(parent.token, pendingId, 'Why?')).toMatchObject({
      status: 422,
      body: { error: 'Only a claim that was not approved can be appealed.' },
    });
  });

  it("answers bad input with the field's problem, and another family's claim as not found", async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    expect(await appeal(parent.token, claimId, '   ')).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'statement', message: 'Please say why the decision should change.' }] },
    });
    expect(
      await appeal(parent.token, claimId, 'See the note', [
        { name: 'note.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
      ]),
    ).toMatchObject({ status: 400, body: { issues: [{ path: 'file1' }] } });
    expect(await appeal(parent.token, claimId, 'x'.repeat(4001))).toMatchObject({ status: 400 });
    const other = await family();
    expect(await appeal(other.token, claimId, 'Mine?')).toMatchObject({
      status: 404,
      body: { code: 'CLAIM_NOT_FOUND' },
    });
    expect(await api.db.select().from(claimAppeals).where(eq(claimAppeals.claimId, claimId))).toEqual([]);
  });

  it('is not offered for a claim the family corrected and sent again', async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    const form = claimForm(parent, '250.00');
    form.append('replacesClaimId', String(claimId));
    expect((await api.request('POST', '/api/user/claim', { token: parent.token, body: form })).status).toBe(201);
    expect(await appeal(parent.token, claimId, 'Also this one')).toMatchObject({ status: 422 });
  });

  it('holds the correction back while the appeal waits, and offers it again once the decision stands', async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    expect((await detailsOf(parent.token, claimId)).resubmission).not.toBeNull();
    expect((await appeal(parent.token, claimId, 'Please look again.')).status).toBe(201);
    expect((await detailsOf(parent.token, claimId)).resubmission).toBeNull();
    const correction = claimForm(parent, '250.00');
    correction.append('replacesClaimId', String(claimId));
    expect(await api.request('POST', '/api/user/claim', { token: parent.token, body: correction })).toMatchObject({
      status: 422,
      body: {
        code: 'CLAIM_NOT_RESUBMITTABLE',
        error:
          'Your appeal of this claim is being decided. If the decision stands, you can then correct the claim and send it again.',
      },
    });
    const upheld = await decide(decider.token, await appealIdOf(claimId), {
      outcome: 'upheld',
      reason: 'It was right.',
    });
    expect(upheld.status).toBe(200);
    expect((await detailsOf(parent.token, claimId)).resubmission).toMatchObject({ claimId });
    const again = claimForm(parent, '250.00');
    again.append('replacesClaimId', String(claimId));
    expect((await api.request('POST', '/api/user/claim', { token: parent.token, body: again })).status).toBe(201);
  });
});

describe('deciding an appeal', () => {
  it('is for staff who took no part in deciding the claim', async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    api.now.value = new Date(REJECTION_DAY.getTime() + 2 * DAY);
    expect((await appeal(parent.token, claimId, 'Please look again.')).status).toBe(201);
    const appealId = await appealIdOf(claimId);

    expect((await staffAppeal(rejecter.token, appealId)).decideIssue).toBe(
      'You took part in deciding this claim, so another member of staff decides its appeal.',
    );
    expect(await decide(rejecter.token, appealId, { outcome: 'upheld', reason: 'It was right.' })).toMatchObject({
      status: 403,
      body: { code: 'DECIDED_THE_CLAIM' },
    });
    const view = await staffAppeal(decider.token, appealId);
    expect(view).toMatchObject({
      claimId,
      state: 'open',
      decideIssue: null,
      statement: 'Please look again.',
      claim: { status: 'Rejected', amount: 300, rejectionReason: 'The invoice does not name the student.' },
      available: 1000,
    });
    // The claim's own files, which a statement points to, as links that name this reader and open.
    expect(view.claim.files).toMatchObject([{ filename: 'invoice.pdf', detectedFileExt: 'pdf' }]);
    const invoice = await fetch(view.claim.files[0]?.url.replace(api.config.publicUrl, api.url) ?? '');
    expect(invoice.status).toBe(200);
    expect(Buffer.from(await invoice.arrayBuffer())).toEqual(PDF);
    const reads = await api.db.select().from(staffReads).where(eq(staffReads.staffUserId, decider.id));
    expect(reads.map((read) => ({ kind: read.kind, claimId: read.claimId }))).toContainEqual({
      kind: 'claim',
      claimId,
    });
  });

  it('upheld: the claim stays rejected, the funds unchanged, and the parent reads why in their language', async () => {
    const parent = await family();
    await api.request('PUT', '/api/user/language', { token: parent.token, json: { language: 'es' } });
    const claimId = await rejectedClaim(parent);
    expect(await historyItemOf(parent, claimId)).toMatchObject({ status: 'Rejected', appealWaiting: false });
    api.now.value = new Date(REJECTION_DAY.getTime() + DAY);
    expect((await appeal(parent.token, claimId, 'Mire la página dos.')).status).toBe(201);
    // The family's dashboard says the rejection is being looked at again, until it is decided.
    expect(await historyItemOf(parent, claimId)).toMatchObject({ status: 'Rejected', appealWaiting: true });
    const appealId = await appealIdOf(claimId);
    const before = await fundsOf(parent);
    // Staff reading the claim in Manage claims are told its appeal waits, until it is decided.
    const appealOpen = async () => {
      const view = await api.request('GET', `/api/claim/merit-cs/${String(claimId)}`, { token: decider.token });
      return (view.body as { data: { appealOpen: boolean } }).data.appealOpen;
    };
    expect(await appealOpen()).toBe(true);

    api.now.value = new Date(REJECTION_DAY.getTime() + 5 * DAY);
    const decided = await decide(decider.token, appealId, {
      outcome: 'upheld',
      reason: 'The invoice is for another student.',
    });
    expect(decided).toMatchObject({ status: 200, body: { data: { state: 'upheld', claimStatus: 'Rejected' } } });
    expect(await appealOpen()).toBe(false);
    expect(await historyItemOf(parent, claimId)).toMatchObject({ status: 'Rejected', appealWaiting: false });
    expect(await fundsOf(parent)).toEqual(before);
    expect((await parentAppealOf(parent.token, claimId)).appeal).toMatchObject({
      state: 'upheld',
      decision: { outcome: 'upheld', reason: 'The invoice is for another student.', approvedAmount: null },
    });
    expect((await detailsOf(parent.token, claimId)).timeline.map((step) => step.step)).toEqual([
      'submitted',
      'rejected',
      'appealed',
      'appealUpheld',
    ]);
    await api.runJobs();
    const mail = mailsTo(parent.user.email).find(
      (message) => message.subject === `Se decidió su apelación de la solicitud ${String(claimId)}`,
    );
    expect(mail?.text).toContain('Motivo: The invoice is for another student.');
    expect(await decide(secondDecider.token, appealId, { outcome: 'upheld', reason: 'Again' })).toMatchObject({
      status: 409,
      body: { code: 'APPEAL_DECIDED' },
    });
  });

  it('overturned: the claim is approved for the amount decided, spends it, and is paid as any approved claim', async () => {
    const parent = await family(100_000, { bankLinked: true });
    const claimId = await rejectedClaim(parent);
    api.now.value = new Date(REJECTION_DAY.getTime() + DAY);
    expect((await appeal(parent.token, claimId, 'Page two names Ada.')).status).toBe(201);
    const appealId = await appealIdOf(claimId);
    expect(await fundsOf(parent)).toEqual({ available: 1000, pending: 0, spent: 0, held: 0 });

    expect(
      await decide(decider.token, appealId, { outcome: 'overturned', reason: 'Right', amount: 300.01 }),
    ).toMatchObject({
      status: 422,
      body: { code: 'AMOUNT_NOT_ALLOWED', error: 'The amount approved cannot be more than the $300 claimed.' },
    });
    expect(await decide(decider.token, appealId, { outcome: 'overturned', reason: 'Right' })).toMatchObject({
      status: 400,
    });
    expect(await decide(decider.token, appealId, { outcome: 'maybe', reason: 'Hm' })).toMatchObject({ status: 400 });

    const decided = await decide(decider.token, appealId, {
      outcome: 'overturned',
      reason: 'Page two names Ada; one session was not held.',
      amount: 225,
    });
    expect(decided).toMatchObject({ status: 200, body: { data: { state: 'overturned', claimStatus: 'Accepted' } } });
    expect(await fundsOf(parent)).toEqual({ available: 775, pending: 0, spent: 225, held: 0 });
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ status: 'Accepted', amountCents: 22_500, waitingOn: 'nobody' });
    const details = await detailsOf(parent.token, claimId);
    expect(details.timeline.map((step) => step.step)).toEqual([
      'submitted',
      'rejected',
      'appealed',
      'appealOverturned',
    ]);

    await api.runJobs();
    const paid = await api.db.select().from(transfers).where(eq(transfers.claimId, claimId));
    expect(paid.map((transfer) => ({ amountCents: transfer.amountCents, payTo: transfer.payTo }))).toEqual([
      { amountCents: 22_500, payTo: 'User' },
    ]);
    // Sent to the bank, as an approval's payout is.
    expect(paid[0]?.status).toBe('pending');
    const mail = mailsTo(parent.user.email).find(
      (message) => message.subject === `Your appeal of claim ${String(claimId)} was accepted`,
    );
    expect(mail?.text).toContain('approved it for $225. Reason: Page two names Ada; one session was not held.');

    const trail = await api.request('GET', `/api/claim/${String(claimId)}/events`, { token: decider.token });
    expect(
      (trail.body as { data: { action: string; fromAmount: number | null; toAmount: number | null }[] }).data,
    ).toContainEqual(expect.objectContaining({ action: 'appealOverturned', fromAmount: 300, toAmount: 225 }));
  });

  it('cannot overturn beyond the funds the family spent since the rejection, and takes them exactly once under a race', async () => {
    const parent = await family(50_000);
    const claimId = await rejectedClaim(parent, '300.00');
    api.now.value = new Date(REJECTION_DAY.getTime() + DAY);
    expect((await appeal(parent.token, claimId, 'Please.')).status).toBe(201);
    const appealId = await appealIdOf(claimId);
    // While the appeal waits, a new claim holds 300 of the 500.
    expect(
      (await api.request('POST', '/api/user/claim', { token: parent.token, body: claimForm(parent, '300.00') })).status,
    ).toBe(201);
    expect(await decide(decider.token, appealId, { outcome: 'overturned', reason: 'Yes', amount: 300 })).toMatchObject({
      status: 422,
      body: { error: "The student's available funds are $200: the amount approved cannot be more." },
    });

    // An overturn for 150 and a claim for 150 race for the last 200: exactly one of them gets it. The claim's receipt
    // is one of its own: with the rejected claim's receipt, a claim that takes the lock first is refused as sent again
    // (409), and the race would not be about the funds.
    const receipt = Buffer.concat([PDF, Buffer.from('% another invoice\n')]);
    const [overturned, submitted] = await Promise.all([
      decide(decider.token, appealId, { outcome: 'overturned', reason: 'Yes', amount: 150 }),
      api.request('POST', '/api/user/claim', { token: parent.token, body: claimForm(parent, '150.00', receipt) }),
    ]);
    // Whichever takes the family's lock first wins (the overturn 200, the claim 201); the other is refused: the claim
    // form at once (400) or in its transaction (422), the overturn for the funds (422). The answers are in the
    // failure's message, so a CI log says how the loser was answered.
    const answers = JSON.stringify([overturned.body, submitted.body]);
    const won = [overturned.status === 200, submitted.status === 201];
    expect(won.filter(Boolean), answers).toHaveLength(1);
    const loser = won[0] === true ? submitted.status : overturned.status;
    expect([400, 422], answers).toContain(loser);
    const funds = (await fundsOf(parent)) as { available: number; pending: number; spent: number };
    expect(funds.available).toBe(50);
    expect(funds.available + funds.pending + funds.spent).toBe(500);
  });

  it('lets exactly one of two staff deciding at once win', async () => {
    const parent = await family();
    const claimId = await rejectedClaim(parent);
    api.now.value = new Date(REJECTION_DAY.getTime() + DAY);
    expect((await appeal(parent.token, claimId, 'Please.')).status).toBe(201);
    const appealId = await appealIdOf(claimId);
    const [first, second] = await Promise.all([
      decide(decider.token, appealId, { outcome: 'overturned', reason: 'Yes', amount: 300 }),
      decide(secondDecider.token, appealId, { outcome: 'upheld', reason: 'No' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const overturned = first.status === 200;
    expect(await fundsOf(parent)).toEqual(
      overturned
        ? { available: 700, pending: 0, spent: 300, held: 0 }
        : { available: 1000, pending: 0, spent: 0, held: 0 },
    );
  });

  it('shows open appeals in the work queue, the oldest first, with their age and when they are overdue', async () => {
    const parent = await family();
    const older = await rejectedClaim(parent, '20.00');
    const newer = await rejectedClaim(parent, '30.00');
    api.now.value = new Date(REJECTION_DAY.getTime() + DAY);
    expect((await appeal(parent.token, older, 'Older.')).status).toBe(201);
    api.now.value = new Date(REJECTION_DAY.getTime() + 3 * DAY);
    expect((await appeal(parent.token, newer, 'Newer.')).status).toBe(201);

    api.now.value = new Date(REJECTION_DAY.getTime() + 32 * DAY);
    const listed = await api.request('GET', '/api/merit-cs/appeals', { token: decider.token });
    const list = (listed.body as { data: StaffAppealList }).data;
    const ours = list.appeals.filter((row) => row.claimId === older || row.claimId === newer);
    expect(ours).toEqual([
      expect.objectContaining({ claimId: older, ageDays: 31, dueDate: '2023-10-16', overdue: true, claimAmount: 20 }),
      expect.objectContaining({ claimId: newer, ageDays: 29, dueDate: '2023-10-18', overdue: false, claimAmount: 30 }),
    ]);
    expect(list.count).toBeGreaterThanOrEqual(2);
    expect(await api.request('GET', '/api/merit-cs/appeals?state=everything', { token: decider.token })).toMatchObject({
      status: 400,
    });
  });

  it("counts a school year's appeals for the Programme page: outcomes, what was approved and days to decision", async () => {
    // Claims of 2022-2023, which no other test here appeals: lodged on day 0, decided after 2, 4 and 10 days.
    const parent = await family();
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2022 });
    const lodged = new Date('2023-01-10T15:00:00Z');
    const appealOf = async (state: 'open' | 'upheld' | 'overturned', days: number | null, approvedCents?: number) => {
      const claim = await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Rejected' });
      const decided = days === null ? null : new Date(lodged.getTime() + days * DAY);
      await api.db.insert(claimAppeals).values({
        claimId: claim.id,
        parentUserId: parent.user.id,
        statement: 'Please look again.',
        state,
        appealedAt: lodged,
        dueAt: new Date(lodged.getTime() + 31 * DAY),
        decidedAt: decided,
        decidedBy: decided === null ? null : decider.id,
        decisionReason: decided === null ? null : 'Decided',
        approvedAmountCents: approvedCents ?? null,
      });
    };
    await appealOf('open', null);
    await appealOf('upheld', 2);
    await appealOf('overturned', 4, 5_000);
    await appealOf('overturned', 10, 2_550);
    api.now.value = new Date('2023-03-01T12:00:00Z');
    const answer = await api.request('GET', '/api/merit-cs/appeals/figures?schoolYear=2022', { token: decider.token });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          schoolYear: 2022,
          lodged: 4,
          open: 1,
          overdue: 1,
          upheld: 1,
          overturned: 2,
          overturnedAmount: 75.5,
          daysToDecision: { median: 4, p90: 8.8 },
        },
      },
    });
    // N/A: the claims of children without a school year, none of them appealed here.
    expect(
      await api.request('GET', '/api/merit-cs/appeals/figures?schoolYear=N%2FA', { token: decider.token }),
    ).toMatchObject({ status: 200, body: { data: { schoolYear: null, lodged: 0, daysToDecision: { median: null } } } });
    expect(
      await api.request('GET', '/api/merit-cs/appeals/figures?schoolYear=1776', { token: decider.token }),
    ).toMatchObject({
      status: 400,
    });
  });
});
