import {
  formatListDate,
  formatMoney,
  translatorFor,
  writtenRejectionReason,
  type Locale,
  type ParentClaimDetails,
} from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, linkBank, subscribeToBankWebhooks } from '../../../test/bank-flow.ts';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import type { ReceivedMail } from '../../../test/mail-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** How long the bank stand-in's webhook may take to arrive on a busy machine. */
const BANK_WEBHOOK_MS = 15_000;

let api: TestApp;
let staffToken: string;

beforeAll(async () => {
  api = await startTestApp();
  await subscribeToBankWebhooks(api);
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
});
afterAll(() => api.close());

/** A parent with a bank linked through the real flow and a child named Ada Lovelace. */
async function family() {
  const { user, person } = await insertParent(api.db, {
    hasProvidedBankDetails: false,
    hasHealthyBankConnection: false,
  });
  const child = await insertChild(api.db, user.id, { firstName: 'Ada', lastName: 'Lovelace' });
  const token = await api.tokenFor(person);
  await linkBank(api, token, 'parent');
  return { user, child, token };
}

async function details(claimId: number, token: string) {
  return api.request('GET', `/api/user/claim/${claimId}`, { token });
}

async function detailsOf(claimId: number, token: string): Promise<ParentClaimDetails> {
  const answer = await details(claimId, token);
  expect(answer.status).toBe(200);
  return (answer.body as { data: ParentClaimDetails }).data;
}

function mailsTitled(subject: string): ReceivedMail[] {
  return api.mail.messages.filter((mail) => mail.subject === subject);
}

/** The one e-mail of this subject, after the job queue ran twice: a notice is sent once. */
async function theOneMail(subject: string): Promise<ReceivedMail> {
  await api.runJobs();
  await api.runJobs();
  const found = mailsTitled(subject);
  expect(found).toHaveLength(1);
  const [mail] = found;
  if (!mail) throw new Error(`No e-mail '${subject}'`);
  return mail;
}

const internalToken = (claimId: number) =>
  issueReviewToken(api.db, reviewTokenSecret(api.config), claimId, 'internal', api.now.value, 60);
const externalToken = (claimId: number) =>
  issueReviewToken(api.db, reviewTokenSecret(api.config), claimId, 'external', api.now.value, 60);

/** The parent submits a claim of $150.50 for Ada to the programme provider `providerNumber`; its id. */
async function submitClaim(
  parent: { child: { id: number }; token: string },
  providerNumber: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const form = new FormData();
  const fields = {
    childId: String(parent.child.id),
    amount: '150.50',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Fractions and long division',
    payTo: 'User',
    serviceProviderNumber: providerNumber,
    receiptNumber1: 'INV778',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'invoice.pdf');
  const submitted = await api.request('POST', '/api/user/claim', { token: parent.token, body: form, headers });
  expect(submitted.status).toBe(201);
  return (submitted.body as { data: { id: number } }).data.id;
}

/** Support staff send the claim on to its provider, who approves it a minute later. */
async function approveAtProvider(claimId: number, headers: Record<string, string> = {}) {
  const passed = await api.request(
    'POST',
    `/api/review-claim/${await internalToken(claimId)}/send-for-external-review`,
    {
      token: staffToken,
      json: { reviewerName: 'Sam at Merit' },
      headers,
    },
  );
  expect(passed.status).toBe(200);
  // The provider's e-mail goes out (within a second, by the job runner) while the claim waits for them: an e-mail
  // written once the claim is decided has nothing left to say and is not sent (claims/provider-mails.ts).
  await api.runJobs();
  api.now.value = new Date(api.now.value.getTime() + 60_000);
  const approved = await api.request('POST', `/api/review-claim/${await externalToken(claimId)}/approve`, {
    json: { reviewerName: 'Olivia at Bright Minds' },
    headers,
  });
  expect(approved.status).toBe(200);
}

/** The bank completes the approved claim's payout; its webhook reaches the API. */
async function payOut(claimId: number, parentToken: string) {
  const [transfer] = (
    (await api.request('GET', `/api/claim/${claimId}/transfers`, { token: staffToken })).body as {
      data: { bankTransferRef: string | null }[];
    }
  ).data;
  if (!transfer?.bankTransferRef) throw new Error('The payout did not reach the bank');
  await api.bank.processTransfer(transfer.bankTransferRef);
  await eventually(
    async () => (await detailsOf(claimId, parentToken)).payout?.state,
    (state) => state === 'paid',
    BANK_WEBHOOK_MS,
  );
}

const corner = {
  name: 'Corner Tutors',
  address: '1 Main St',
  phoneNumber: '6145550100',
  email: 'hi@corner.example.com',
  website: 'corner.example.com',
};

describe("a claim's parent", () => {
  it('hears it was received, approved and paid, once each, and reads its details and timeline', async () => {
    const parent = await family();
    const provider = await insertProvider(api.db, { name: 'Bright Minds', contactEmail: 'office@bright.example.com' });
    const id = await submitClaim(parent, provider.number);
    const link = `${api.config.publicUrl}/claims/${id}`;

    const received = await theOneMail(`We received your claim ${id}`);
    expect(received.to).toEqual([parent.user.email]);
    expect(received.text).toContain(`We received your claim ${id} for $150.50 for Ada Lovelace (Bright Minds).`);
    expect(received.text).toContain(link);
    expect(received.html).toContain(`<a href="${link}">See claim ${id}</a>`);
    expect(received.html).toContain('<html lang="en">');
    // What to do comes first, who wrote last.
    expect(received.text.indexOf(link)).toBeLessThan(received.text.indexOf('Questions? Write to'));
    expect(received.html.indexOf(link)).toBeLessThan(received.html.indexOf('Questions? Write to'));

    await approveAtProvider(id);
    const approval = await theOneMail(`Your claim ${id} was approved`);
    expect(approval.text).toContain(`Your claim ${id} for $150.50 for Ada Lovelace was approved.`);
    expect(approval.text).toContain(link);
    expect((await detailsOf(id, parent.token)).payout).toMatchObject({ state: 'pending' });

    await payOut(id, parent.token);
    const paid = await theOneMail(`Your claim ${id} was paid`);
    expect(paid.to).toEqual([parent.user.email]);
    expect(paid.text).toMatch(
      new RegExp(`We paid \\$150\\.50 for claim ${id} for Ada Lovelace on \\d\\d/\\d\\d/\\d{4}\\.`),
    );

    const claim = await detailsOf(id, parent.token);
    expect(claim).toMatchObject({
      id,
      status: 'Accepted',
      amount: 150.5,
      category: 'tutoring',
      description: 'Fractions and long division',
      dateOfService: '2023-09-01',
      payTo: 'User',
      child: { id: parent.child.id, firstName: 'Ada', lastName: 'Lovelace' },
      provider: { number: provider.number, name: 'Bright Minds' },
      files: [{ filename: 'invoice.pdf', receiptNumber: 'INV778', detectedFileExt: 'pdf' }],
      payout: { state: 'paid', messageId: 'parentClaim.payout.paid' },
      rejectionReason: null,
    });
    expect(claim.timeline.map((step) => [step.step, step.messageId])).toEqual([
      ['submitted', 'parentClaim.timeline.submitted'],
      ['sentToProvider', 'parentClaim.timeline.sentToProvider'],
      ['approved', 'parentClaim.timeline.approved'],
      ['paid', 'parentClaim.timeline.paid'],
    ]);
    const file = await fetch(claim.files[0]?.url.replace(api.config.publicUrl, api.url) ?? '');
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it("reads a rejection's reason as the reviewer wrote it, in the e-mail and the details, never staff notes", async () => {
    const parent = await family();
    const claim = await insertClaim(api.db, {
      childId: parent.child.id,
      submittedBy: parent.user.id,
      amountCents: 4_200,
      nonAceServiceProvider: corner,
    });
    const rejected = await api.request('POST', `/api/review-claim/${await internalToken(claim.id)}/reject`, {
      token: staffToken,
      json: { reviewerName: 'Sam at Merit', reason: 'other', notes: 'The receipt is for another child.' },
    });
    expect(rejected.status).toBe(200);
    const mail = await theOneMail(`Your claim ${claim.id} was rejected`);
    expect(mail.text).toContain(
      `Your claim ${claim.id} for $42 for Ada Lovelace was rejected. Reason: The receipt is for another child.`,
    );
    expect(mail.text).not.toContain('Write in a reason');
    expect(mail.html).toContain('Reason: The receipt is for another child.');
    expect(await detailsOf(claim.id, parent.token)).toMatchObject({
      status: 'Rejected',
      provider: { number: null, name: 'Corner Tutors' },
      rejectionReason: 'The receipt is for another child.',
      payout: null,
      timeline: [{ step: 'rejected' }],
    });

    const staffNote = 'Staff only: checked with the school office';
    const reopened = await api.request('POST', `/api/claim/${claim.id}`, {
      token: staffToken,
      json: { note: staffNote },
    });
    expect(reopened.status).toBe(200);
    const answer = await details(claim.id, parent.token);
    expect(JSON.stringify(answer.body)).not.toContain(staffNote);
    expect(JSON.stringify(answer.body)).not.toContain('Sam at Merit');
    expect((answer.body as { data: ParentClaimDetails }).data).toMatchObject({
      status: 'Pending',
      rejectionReason: null,
      timeline: [{ step: 'rejected' }, { step: 'reopened' }],
    });
  });

  it('hears that a payout failed and what happens next, and sees it in the details', async () => {
    const parent = await family();
    const claim = await insertClaim(api.db, {
      childId: parent.child.id,
      submittedBy: parent.user.id,
      nonAceServiceProvider: corner,
    });
    const approved = await api.request('POST', `/api/review-claim/${await internalToken(claim.id)}/approve`, {
      token: staffToken,
      json: { reviewerName: 'Sam at Merit' },
    });
    expect(approved.status).toBe(200);
    await api.runJobs();
    const [transfer] = (
      (await api.request('GET', `/api/claim/${claim.id}/transfers`, { token: staffToken })).body as {
        data: { bankTransferRef: string | null }[];
      }
    ).data;
    if (!transfer?.bankTransferRef) throw new Error('The payout did not reach the bank');
    await api.bank.failTransfer(transfer.bankTransferRef, 'R01');
    await eventually(
      async () => (await detailsOf(claim.id, parent.token)).payout?.state,
      (state) => state === 'failed',
      BANK_WEBHOOK_MS,
    );
    const mail = await theOneMail(`We could not pay your claim ${claim.id}`);
    expect(mail.to).toEqual([parent.user.email]);
    expect(mail.text).toContain('Please check that your bank account is linked in the portal. We will try again');
    expect(mail.text).toContain(`${api.config.publicUrl}/claims/${claim.id}`);
    expect((await detailsOf(claim.id, parent.token)).timeline.map((step) => step.step)).toEqual([
      'approved',
      'payoutFailed',
    ]);
  });

  it('is the only one who reads it: another parent hears it does not exist; bad ids are refused', async () => {
    const owner = await family();
    const claim = await insertClaim(api.db, { childId: owner.child.id, submittedBy: owner.user.id });
    const other = await insertParent(api.db);
    expect(await details(claim.id, await api.tokenFor(other.person))).toMatchObject({
      status: 404,
      body: { code: 'CLAIM_NOT_FOUND', error: 'This claim could not be found' },
    });
    expect((await details(2_000_000_000, owner.token)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await api.request('GET', `/api/user/claim/${bad}`, { token: owner.token })).status).toBe(400);
    }
  });

  it('hears of it in the language they chose, whoever made the request; a parent who chose none hears English', async () => {
    const [en, es] = [translatorFor('en'), translatorFor('es')];
    const spanish = await family();
    const chose = await api.request('PUT', '/api/user/language', { token: spanish.token, json: { language: 'es' } });
    expect(chose.status).toBe(200);
    const english = await family();
    const provider = await insertProvider(api.db, { name: 'Bright Minds', contactEmail: 'office@bright.example.com' });
    // Each asks in the other language: the e-mail follows the parent's choice, not the request's.
    const id = await submitClaim(spanish, provider.number, { 'accept-language': 'en-US' });
    const englishId = await submitClaim(english, provider.number, { 'accept-language': 'es-MX' });
    const facts = (locale: Locale, claimId: number) => ({
      id: claimId,
      amount: withLocale(locale, () => formatMoney(15_050)),
      child: 'Ada Lovelace',
    });
    const signature = es('mail.signature', { email: api.config.supportEmail });

    const received = await theOneMail(es('mail.received.subject', { id }));
    expect(received.subject).not.toBe(en('mail.received.subject', { id }));
    expect(received.to).toEqual([spanish.user.email]);
    expect(received.html).toContain('<html lang="es">');
    for (const part of [received.text, received.html]) {
      expect(part).toContain(es('mail.received.body', { ...facts('es', id), provider: 'Bright Minds' }));
      expect(part).toContain(es('mail.claim.action', { id }));
      expect(part).toContain(signature);
    }
    const englishReceived = await theOneMail(en('mail.received.subject', { id: englishId }));
    expect(englishReceived.html).toContain('<html lang="en">');
    expect(englishReceived.text).toContain(
      en('mail.received.body', { ...facts('en', englishId), provider: 'Bright Minds' }),
    );

    // Staff and provider act in Spanish; the provider's e-mail, to its organisation's address, stays English.
    await approveAtProvider(id, { 'accept-language': 'es' });
    const reviewRequest = await theOneMail(en('mail.review.subject', { id }));
    expect(reviewRequest.to).toEqual(['office@bright.example.com']);
    expect(reviewRequest.html).toContain('<html lang="en">');
    const approval = await theOneMail(es('mail.approved.subject', { id }));
    expect(approval.subject).not.toBe(en('mail.approved.subject', { id }));
    expect(approval.html).toContain('<html lang="es">');
    expect(approval.text).toContain(es('mail.approved.body', facts('es', id)));

    await payOut(id, spanish.token);
    const paid = await theOneMail(es('mail.paid.subject', { id }));
    expect(paid.subject).not.toBe(en('mail.paid.subject', { id }));
    expect(paid.html).toContain('<html lang="es">');
    const date = withLocale('es', () => formatListDate(api.now.value.toISOString()));
    expect(paid.text).toContain(es('mail.paid.body', { ...facts('es', id), date }));

    const claim = await insertClaim(api.db, {
      childId: spanish.child.id,
      submittedBy: spanish.user.id,
      amountCents: 15_050,
      nonAceServiceProvider: corner,
    });
    const rejected = await api.request('POST', `/api/review-claim/${await internalToken(claim.id)}/reject`, {
      token: staffToken,
      json: { reviewerName: 'Sam at Merit', reason: 'receiptMismatch' },
      headers: { 'accept-language': 'en' },
    });
    expect(rejected.status).toBe(200);
    const rejection = await theOneMail(es('mail.rejected.subject', { id: claim.id }));
    expect(rejection.subject).not.toBe(en('mail.rejected.subject', { id: claim.id }));
    expect(rejection.html).toContain('<html lang="es">');
    const reason = writtenRejectionReason('receiptMismatch', null, es);
    expect(rejection.text).toContain(es('mail.rejected.body', { ...facts('es', claim.id), reason }));
    expect(rejection.text).toContain(es('mail.rejected.next'));
  });
});
