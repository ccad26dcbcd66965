import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreApprovalView } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardInstalments, childAwards, claimEvents, yearEndSettlements } from '../../db/schema.ts';
import { insertChild, insertClaim, insertMeritCs, insertParent } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';
import type { ArchivedClaim, ArchivedPreApproval } from './family-record.ts';

let api: TestApp;
let staffToken: string;
let zips: string;

beforeAll(async () => {
  api = await startTestApp();
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
  zips = mkdtempSync(join(tmpdir(), 'ace-data-archive-'));
});
afterAll(async () => {
  await api.close();
  rmSync(zips, { recursive: true, force: true });
});

/** A small PDF of its own: the same header, distinct bytes (so a distinct content address). */
function pdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    Buffer.from(randomBytes(24).toString('hex')),
    Buffer.from('\n%%EOF\n'),
  ]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const corner = {
  name: 'Corner Tutors',
  address: '1 Main St',
  phoneNumber: '6145550100',
  email: 'hi@corner.example.com',
  website: 'corner.example.com',
};

async function sendClaim(
  token: string,
  childId: number,
  files: { name: string; bytes: Buffer; receiptNumber?: string }[],
  extra: Record<string, string> = {},
): Promise<number> {
  const form = new FormData();
  const fields: Record<string, string> = {
    childId: String(childId),
    amount: '42.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Fractions and long division',
    payTo: 'User',
    nonAceServiceProvider: JSON.stringify(corner),
    ...extra,
  };
  files.forEach((file, index) => {
    if (file.receiptNumber !== undefined) fields[`receiptNumber${index + 1}`] = file.receiptNumber;
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => {
    form.append(`file${index + 1}`, new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  });
  const answer = await api.request('POST', '/api/user/claim', { token, body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: { id: number } }).data.id;
}

const internalToken = (claimId: number) =>
  issueReviewToken(api.db, reviewTokenSecret(api.config), claimId, 'internal', api.now.value, 60);

async function reject(claimId: number, notes: string) {
  const answer = await api.request('POST', `/api/review-claim/${await internalToken(claimId)}/reject`, {
    token: staffToken,
    json: { reviewerName: 'Sam at Merit', reason: 'other', notes },
  });
  expect(answer.status).toBe(200);
}

/** Saves a download to disk and checks it is a whole zip (unzip -t); answers where it is. */
async function saveZip(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const path = join(zips, `${randomBytes(6).toString('hex')}.zip`);
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  execFileSync('unzip', ['-tq', path]);
  return path;
}

const entriesOf = (zip: string) => execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
const entryOf = (zip: string, name: string) => execFileSync('unzip', ['-p', zip, name], { maxBuffer: 64 << 20 });
const jsonOf = (zip: string, name: string): unknown => JSON.parse(entryOf(zip, name).toString('utf8'));
const claimsOf = (zip: string) => jsonOf(zip, 'claims.json') as ArchivedClaim[];

/** Everything a zip holds, as one text: no name, number or byte of another family may be in it. */
const wholeText = (zip: string) =>
  entriesOf(zip)
    .map((name) => `${name}\n${entryOf(zip, name).toString('latin1')}`)
    .join('\n');

async function archiveOf(token: string): Promise<string> {
  return saveZip(await fetch(`${api.url}/api/user/data-archive`, { headers: { authorization: `Bearer ${token}` } }));
}

describe("a family's data archive", () => {
  it('holds the profile, both children with their funds, the claims the parent sent and their files, and nothing of anyone else', async () => {
    const owner = await insertParent(api.db, { firstName: 'Grace', lastName: 'Hopper' });
    const ada = await insertChild(api.db, owner.user.id, { firstName: 'Ada', lastName: 'Hopper', awardCents: 150_000 });
    const alan = await insertChild(api.db, owner.user.id, { firstName: 'Alan', lastName: 'Hopper', schoolYear: 2022 });
    const token = await api.tokenFor(owner.person);

    const invoice = { name: 'invoice.pdf', bytes: pdf(), receiptNumber: 'INV1' };
    const photo = { name: 'receipt photo.pdf', bytes: pdf() };
    const first = await sendClaim(token, ada.id, [invoice, photo]);
    const refused = { name: 'wrong child.pdf', bytes: pdf(), receiptNumber: 'INV2' };
    const rejected = await sendClaim(token, alan.id, [refused]);
    await reject(rejected, 'The receipt is for another child.');
    const corrected = { name: 'right child.pdf', bytes: pdf(), receiptNumber: 'INV3' };
    const resubmitted = await sendClaim(token, alan.id, [corrected], { replacesClaimId: String(rejected) });
    const reopened = await sendClaim(token, ada.id, [{ name: 'invoice.pdf', bytes: pdf() }]);
    await reject(reopened, 'Blurred photo');
    const staffNote = 'Staff only: checked with the school office';
    expect(
      (await api.request('POST', `/api/claim/${reopened}`, { token: staffToken, json: { note: staffNote } })).status,
    ).toBe(200);
    await api.db.insert(claimEvents).values({
      claimId: first,
      actorKind: 'meritCs',
      actorName: 'Sam at Merit',
      action: 'internalNote',
      note: 'Internal: parent called twice',
    });
    // A claim someone else sent for the child is not one the parent sent.
    const notSent = await insertClaim(api.db, { childId: ada.id, submittedBy: (await insertMeritCs(api.db)).user.id });

    const other = await insertParent(api.db, { firstName: 'Zebedee', lastName: 'Quartermaine' });
    const theirChild = await insertChild(api.db, other.user.id, { firstName: 'Xanthe', lastName: 'Quartermaine' });
    const theirToken = await api.tokenFor(other.person);
    const theirFile = { name: 'quartermaine-tax.pdf', bytes: pdf(), receiptNumber: 'QX999' };
    const theirClaim = await sendClaim(theirToken, theirChild.id, [theirFile], { description: 'Quartermaine lessons' });

    const response = await fetch(`${api.url}/api/user/data-archive`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="my-ace-data-2023-09-15.zip"');
    expect(response.headers.get('content-length')).toBeNull();
    const zip = await saveZip(response);

    const files = {
      [`files/claim-${first}/invoice.pdf`]: invoice.bytes,
      [`files/claim-${first}/receipt photo.pdf`]: photo.bytes,
      [`files/claim-${rejected}/wrong child.pdf`]: refused.bytes,
      [`files/claim-${resubmitted}/right child.pdf`]: corrected.bytes,
    };
    const entries = entriesOf(zip);
    expect(entries.slice(0, 5)).toEqual([
      'README.txt',
      'profile.json',
      'children.json',
      'claims.json',
      'pre-approvals.json',
    ]);
    expect(entries).toEqual(expect.arrayContaining(Object.keys(files)));
    expect(entries).toHaveLength(5 + Object.keys(files).length + 1);
    expect(jsonOf(zip, 'pre-approvals.json')).toEqual([]);
    for (const [name, bytes] of Object.entries(files)) expect(sha256(entryOf(zip, name))).toBe(sha256(bytes));

    const readme = entryOf(zip, 'README.txt').toString('utf8');
    expect(readme).toContain('Your data from Ohio ACE Program');
    expect(readme).toContain(`Made on 2023-09-15 for Grace Hopper (${owner.user.email}).`);
    expect(readme).toContain('claims.json: every claim you sent');

    expect(jsonOf(zip, 'profile.json')).toEqual({
      id: owner.user.id,
      email: owner.user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
    });
    expect(jsonOf(zip, 'children.json')).toEqual([
      {
        id: ada.id,
        firstName: 'Ada',
        lastName: 'Hopper',
        schoolYear: '2023-2024',
        homeSchooled: false,
        funds: { award: 1500, available: 1316, pending: 184, spent: 0, held: 0 },
        nextInstalment: null,
        otherYears: [],
        yearEnd: [],
      },
      {
        id: alan.id,
        firstName: 'Alan',
        lastName: 'Hopper',
        homeSchooled: false,
        schoolYear: '2022-2023',
        funds: { award: 1000, available: 958, pending: 42, spent: 0, held: 0 },
        nextInstalment: null,
        otherYears: [],
        yearEnd: [],
      },
    ]);

    const claims = claimsOf(zip);
    expect(claims.map((claim) => claim.id)).toEqual([first, rejected, resubmitted, reopened]);
    const byId = new Map(claims.map((claim) => [claim.id, claim]));
    expect(byId.get(first)).toMatchObject({
      status: 'Pending',
      // The words the screens show beside each value a program reads.
      statusText: 'Pending',
      category: 'tutoring',
      categoryText: 'Tutoring',
      payTo: 'User',
      payToText: 'Me',
      child: { id: ada.id, firstName: 'Ada', lastName: 'Hopper' },
      amount: 42,
      description: 'Fractions and long division',
      provider: { number: null, name: 'Corner Tutors' },
      files: [
        { name: 'invoice.pdf', receiptNumber: 'INV1', path: `files/claim-${first}/invoice.pdf` },
        { name: 'receipt photo.pdf', receiptNumber: null, path: `files/claim-${first}/receipt photo.pdf` },
      ],
      timeline: [{ step: 'submitted', text: expect.any(String) as string }],
      rejectionReason: null,
    });
    expect(byId.get(rejected)).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'The receipt is for another child.',
      replacedBy: resubmitted,
      timeline: [
        { step: 'submitted' },
        { step: 'rejected' },
        { step: 'resubmitted', text: 'You sent a corrected claim' },
      ],
    });
    expect(byId.get(resubmitted)).toMatchObject({ replaces: rejected, files: [{ receiptNumber: 'INV3' }] });
    expect(byId.get(reopened)?.timeline.map((entry) => entry.step)).toEqual(['submitted', 'rejected', 'reopened']);

    const everything = wholeText(zip);
    for (const secret of [
      staffNote,
      'Internal: parent called twice',
      'Sam at Merit',
      'internalNote',
      'Zebedee',
      'Xanthe',
      'Quartermaine',
      'quartermaine-tax',
      'QX999',
      theirFile.bytes.toString('latin1'),
      `claim-${theirClaim}`,
      `claim-${notSent.id}`,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(claims.map((claim) => claim.id)).not.toContain(notSent.id);

    // The other parent's archive has their claim only.
    const theirs = await archiveOf(theirToken);
    expect(claimsOf(theirs).map((claim) => claim.id)).toEqual([theirClaim]);
    expect(wholeText(theirs)).not.toContain('Hopper');
  });

  it("holds each of a child's award years: the current one with its next instalment, the other beside it, and what rolled over (issue 30)", async () => {
    const owner = await insertParent(api.db, { firstName: 'Mary', lastName: 'Somerville' });
    const child = await insertChild(api.db, owner.user.id, { firstName: 'Ella', schoolYear: 2022 });
    const [later] = await api.db
      .insert(childAwards)
      .values({ childId: child.id, schoolYear: 2023, amountCents: 80_000 })
      .returning();
    if (!later) throw new Error('no award');
    await api.db.insert(awardInstalments).values([
      { awardId: later.id, arrivesOn: '2023-07-01', amountCents: 40_000 },
      { awardId: later.id, arrivesOn: '2024-01-08', amountCents: 40_000 },
    ]);
    await api.db.insert(yearEndSettlements).values({
      childId: child.id,
      schoolYear: 2022,
      intoYear: 2023,
      rolledOverCents: 30_000,
      lapsedCents: 0,
      settledAt: new Date('2023-09-01T12:00:00Z'),
    });
    const zip = await archiveOf(await api.tokenFor(owner.person));
    expect(jsonOf(zip, 'children.json')).toEqual([
      {
        id: child.id,
        firstName: 'Ella',
        lastName: child.lastName,
        schoolYear: '2023-2024',
        homeSchooled: false,
        funds: { award: 800, available: 700, pending: 0, spent: 0, held: 0 },
        nextInstalment: { date: '2024-01-08', amount: 400 },
        otherYears: [
          { schoolYear: '2022-2023', funds: { award: 1000, available: 700, pending: 0, spent: 0, held: 0 } },
        ],
        yearEnd: ['$300 unspent in 2022-2023 rolled over into 2023-2024.'],
      },
    ]);
    expect(entryOf(zip, 'README.txt').toString('utf8')).toContain(
      'children.json: your students and their funds in each school year',
    );
  });

  it('keeps why the parent sent a receipt again, in their words (issue 36)', async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const token = await api.tokenFor(owner.person);
    const invoice = { name: 'invoice.pdf', bytes: pdf() };
    const first = await sendClaim(token, child.id, [invoice]);
    const again = await sendClaim(token, child.id, [invoice], { sentAgainReason: 'The second instalment' });
    const response = await fetch(`${api.url}/api/user/data-archive`, { headers: { authorization: `Bearer ${token}` } });
    const claims = claimsOf(await saveZip(response));
    expect(claims.map((claim) => [claim.id, claim.sentAgainReason])).toEqual([
      [first, null],
      [again, 'The second instalment'],
    ]);
  });

  it('holds the appeal of a claim, what the parent wrote and its decision, with the files they sent (issue 35)', async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const token = await api.tokenFor(owner.person);
    const claim = await sendClaim(token, child.id, [{ name: 'invoice.pdf', bytes: pdf() }]);
    await reject(claim, 'No student named');
    const letter = pdf();
    const form = new FormData();
    form.append('statement', 'Page two names my son.');
    form.append('file1', new Blob([new Uint8Array(letter)], { type: 'application/pdf' }), 'invoice.pdf');
    const appealed = await api.request('POST', `/api/user/claim/${String(claim)}/appeal`, { token, body: form });
    expect(appealed.status).toBe(201);

    const zip = await archiveOf(token);
    const [archived] = claimsOf(zip);
    expect(archived?.appeal).toMatchObject({
      state: 'open',
      statement: 'Page two names my son.',
      decision: null,
      files: [
        { name: 'invoice.pdf', type: 'application/pdf', path: `files/claim-${String(claim)}/appeal/invoice.pdf` },
      ],
    });
    // The appeal's invoice.pdf and the claim's are two files, each in its place.
    expect(sha256(entryOf(zip, `files/claim-${String(claim)}/appeal/invoice.pdf`))).toBe(sha256(letter));
    expect(entriesOf(zip)).toContain(`files/claim-${String(claim)}/invoice.pdf`);
  });

  it('holds the pre-approvals the parent asked for, each with its fields and where it stands (issue 35)', async () => {
    const owner = await insertParent(api.db, { firstName: 'Emmy', lastName: 'Noether' });
    const child = await insertChild(api.db, owner.user.id, { firstName: 'Max', lastName: 'Noether' });
    const token = await api.tokenFor(owner.person);
    const ask = async (parentToken: string, childId: number, amount: number, description: string) => {
      const answer = await api.request('POST', '/api/user/pre-approvals', {
        token: parentToken,
        json: {
          childId,
          amount,
          category: 'tutoring',
          description,
          expectedDate: '2023-10-02',
          nonAceServiceProvider: corner,
          quoteLink: 'corner.example.com/quote/17',
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return (answer.body as { data: PreApprovalView }).data.id;
    };
    const decide = async (id: number, json: unknown) => {
      const answer = await api.request('POST', `/api/merit-cs/pre-approvals/${String(id)}/decision`, {
        token: staffToken,
        json,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    const laptop = await ask(token, child.id, 600, 'Algebra tutoring, ten sessions');
    const lessons = await ask(token, child.id, 200, 'Piano lessons');
    const quote = pdf();
    const form = new FormData();
    form.append(
      'request',
      JSON.stringify({
        childId: child.id,
        amount: 150,
        category: 'tutoring',
        description: 'Science camp',
        expectedDate: '2023-10-02',
        nonAceServiceProvider: corner,
      }),
    );
    form.append('file1', new Blob([new Uint8Array(quote)], { type: 'application/pdf' }), 'camp quote.pdf');
    const withQuote = await api.request('POST', '/api/user/pre-approvals/with-quote', { token, body: form });
    expect(withQuote.status, JSON.stringify(withQuote.body)).toBe(201);
    const camp = (withQuote.body as { data: PreApprovalView }).data.id;
    await decide(laptop, { action: 'approve' });
    await decide(lessons, { action: 'reject', reason: 'other', notes: 'Please send the quote.' });
    const other = await insertParent(api.db, { firstName: 'Zebedee', lastName: 'Quartermaine' });
    const theirChild = await insertChild(api.db, other.user.id, { firstName: 'Xanthe', lastName: 'Quartermaine' });
    const theirs = await ask(await api.tokenFor(other.person), theirChild.id, 99, 'Quartermaine violin');

    const zip = await archiveOf(token);
    const archived = jsonOf(zip, 'pre-approvals.json') as ArchivedPreApproval[];
    expect(archived.map((row) => row.id)).toEqual([laptop, lessons, camp]);
    // Each as the parent's own pre-approval answer has it.
    const mine = await api.request('GET', '/api/user/pre-approvals', { token });
    const views = new Map(
      (mine.body as { data: { preApprovals: PreApprovalView[] } }).data.preApprovals.map((view) => [view.id, view]),
    );
    for (const row of archived) {
      const view = views.get(row.id);
      expect(view).toBeDefined();
      expect(row).toMatchObject({
        status: view?.status,
        amount: view?.amount,
        used: view?.used,
        held: view?.held,
        category: view?.category,
        description: view?.description,
        expectedDate: view?.expectedDate,
        provider: view?.provider,
        quoteLink: view?.quoteLink,
        createdAt: view?.createdAt,
        decidedAt: view?.decidedAt,
        lastDay: view?.lastDay,
      });
    }
    const [approved, rejected, waiting] = archived;
    expect(approved).toMatchObject({
      status: 'Accepted',
      statusText: expect.stringMatching(/^Approved\. \$600 is held for you until /) as string,
      child: { id: child.id, firstName: 'Max', lastName: 'Noether' },
      amount: 600,
      used: 0,
      held: 600,
      categoryText: 'Tutoring',
      nonAceServiceProvider: corner,
      quoteLink: 'corner.example.com/quote/17',
      decidedAt: '2023-09-15T16:00:00.000Z',
      rejectionReason: null,
      quoteFile: null,
    });
    expect(approved?.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rejected).toMatchObject({
      status: 'Rejected',
      statusText: 'Not approved. Reason: Please send the quote.',
      held: 0,
      rejectionReason: 'Please send the quote.',
      lastDay: null,
    });
    expect(waiting).toMatchObject({
      status: 'Pending',
      statusText: 'Waiting for a decision. The money is held for you meanwhile.',
      held: 150,
      decidedAt: null,
      lastDay: null,
      quoteLink: null,
      quoteFile: {
        name: 'camp quote.pdf',
        type: 'application/pdf',
        sizeBytes: quote.length,
        path: `files/pre-approval-${String(camp)}/camp quote.pdf`,
      },
    });
    expect(sha256(entryOf(zip, `files/pre-approval-${String(camp)}/camp quote.pdf`))).toBe(sha256(quote));
    expect(entryOf(zip, 'README.txt').toString('utf8')).toContain(
      'a quote you sent as a file is in files/pre-approval-<number>/',
    );
    expect(archived.map((row) => row.id)).not.toContain(theirs);
    const everything = wholeText(zip);
    for (const secret of ['Quartermaine', 'Xanthe']) expect(everything).not.toContain(secret);
  });

  it('is given through a signed link for a minute, for that parent only', async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const token = await api.tokenFor(owner.person);
    const bytes = pdf();
    const claim = await sendClaim(token, child.id, [{ name: 'invoice.pdf', bytes }]);

    const linked = await api.request('POST', '/api/user/data-archive/link', { token });
    expect(linked.status).toBe(200);
    const { url } = (linked.body as { data: { url: string } }).data;
    expect(url.startsWith(`${api.config.publicUrl}/api/data-archive?`)).toBe(true);
    const local = new URL(url.replace(api.config.publicUrl, api.url));
    const zip = await saveZip(await fetch(local));
    expect(sha256(entryOf(zip, `files/claim-${claim}/invoice.pdf`))).toBe(sha256(bytes));

    const other = await insertParent(api.db);
    const forged = new URL(local);
    forged.searchParams.set('parent', String(other.user.id));
    const tampered = new URL(local);
    tampered.searchParams.set('signature', `${local.searchParams.get('signature')?.slice(0, -2) ?? ''}xx`);
    const fileLinkShaped = new URL(`${api.url}/api/data-archive`);
    for (const [name, value] of local.searchParams) fileLinkShaped.searchParams.set(name, value);
    fileLinkShaped.searchParams.delete('parent');
    expect((await fetch(forged)).status).toBe(404);
    expect((await fetch(tampered)).status).toBe(404);
    expect((await fetch(fileLinkShaped)).status).toBe(400);

    api.now.value = new Date(api.now.value.getTime() + 61_000);
    expect((await fetch(local)).status).toBe(404);
  });

  it('cuts the download off when a file cannot be read part-way, never ending it as a complete zip', async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const token = await api.tokenFor(owner.person);
    const kept = pdf();
    const lost = pdf();
    await sendClaim(token, child.id, [{ name: 'kept.pdf', bytes: kept }]);
    await sendClaim(token, child.id, [{ name: 'lost.pdf', bytes: lost }]);
    const digest = sha256(lost);
    unlinkSync(join(api.filesDir, digest.slice(0, 2), digest));

    const response = await fetch(`${api.url}/api/user/data-archive`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
