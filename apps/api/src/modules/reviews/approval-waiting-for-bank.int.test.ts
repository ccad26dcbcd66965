import type { ClaimTransfer, ReviewDecisionOutcome } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBank, subscribeToBankWebhooks } from '../../../test/bank-flow.ts';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

let api: TestApp;
let staff: { token: string };
beforeAll(async () => {
  api = await startTestApp();
  await subscribeToBankWebhooks(api);
  staff = { token: await api.tokenFor((await insertMeritCs(api.db)).person) };
});
afterAll(() => api.close());

const noBank = { hasProvidedBankDetails: false, hasHealthyBankConnection: false };
/** A Friday: three business days before the Wednesday after. */
const FRIDAY = new Date('2023-09-15T16:00:00Z');

async function family(options: { bankLinked: boolean }) {
  const { user, person } = await insertParent(api.db, noBank);
  const child = await insertChild(api.db, user.id, { firstName: 'Ada', lastName: 'Quill' });
  const token = await api.tokenFor(person);
  if (options.bankLinked) await linkBank(api, token, 'parent');
  return { user, child };
}

async function reviewToken(claimId: number, type: 'internal' | 'external') {
  return issueReviewToken(api.db, reviewTokenSecret(api.config), claimId, type, api.now.value, 60);
}

async function approve(token: string, as: { token?: string } = {}): Promise<ReviewDecisionOutcome> {
  const answer = await api.request('POST', `/api/review-claim/${token}/approve`, {
    ...as,
    json: { reviewerName: 'Olivia Park' },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ReviewDecisionOutcome }).data;
}

async function transfersOf(claimId: number): Promise<ClaimTransfer[]> {
  const answer = await api.request('GET', `/api/claim/${claimId}/transfers`, staff);
  expect(answer.status).toBe(200);
  return (answer.body as { data: ClaimTransfer[] }).data;
}

const connectMails = (id: number) =>
  api.mail.messages.filter(
    (message) => message.subject === `Connect your bank account to receive the payment for claim ${id}`,
  );

describe('an approval whose payout cannot go yet (issue 36)', () => {
  it('tells the provider it waits for their bank, e-mails their contacts once, and shows staff how long it has waited', async () => {
    api.now.value = FRIDAY;
    const { user, child } = await family({ bankLinked: false });
    const provider = await insertProvider(api.db, {
      ...noBank,
      name: 'Quill Music',
      contactEmail: 'office@quill.example.com',
    });
    const member = await insertProviderMember(api.db, provider);
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: user.id,
      amountCents: 25_000,
      payTo: 'Vendor',
      serviceProviderId: provider.id,
      status: 'Pending external',
    });

    expect(await approve(await reviewToken(claim.id, 'external'))).toEqual({
      status: 'Accepted',
      payoutWaitsForBank: 'provider',
    });
    await api.runJobs();
    const [mail, ...more] = connectMails(claim.id);
    expect(more).toEqual([]);
    expect(mail?.to.toSorted()).toEqual([member.user.email, 'office@quill.example.com'].toSorted());
    expect(mail?.text).toContain(
      `Claim ${claim.id} for Ada Quill ($250) was approved and is paid to Quill Music, but Quill Music has no bank account that can receive payments.`,
    );
    expect(mail?.text).toContain('Connect bank account: http://localhost:8080/service-provider/dashboard?tab=bank');
    expect(mail?.html).toContain('href="http://localhost:8080/service-provider/dashboard?tab=bank"');

    expect(await transfersOf(claim.id)).toMatchObject([
      {
        status: 'queued',
        payTo: 'Vendor',
        waitingForBank: { payee: 'provider', since: FRIDAY.toISOString(), businessDays: 0 },
      },
    ]);
    // Three business days later (Friday to Wednesday) it says so, and no second e-mail has gone.
    api.now.value = new Date('2023-09-20T16:00:00Z');
    await api.runJobs();
    expect((await transfersOf(claim.id))[0]?.waitingForBank).toEqual({
      payee: 'provider',
      since: FRIDAY.toISOString(),
      businessDays: 3,
    });
    expect(connectMails(claim.id)).toHaveLength(1);

    await linkBank(api, await api.tokenFor(member.person), `service-provider/${provider.organisationId}`);
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([{ status: 'pending', waitingForBank: null }]);
  });

  it("does not tell a provider whether the family's bank can receive a payout to the family", async () => {
    const { user, child } = await family({ bankLinked: false });
    const provider = await insertProvider(api.db, { contactEmail: 'desk@provider.example.com' });
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: user.id,
      payTo: 'User',
      serviceProviderId: provider.id,
      status: 'Pending external',
    });
    expect(await approve(await reviewToken(claim.id, 'external'))).toEqual({
      status: 'Accepted',
      payoutWaitsForBank: null,
    });
    await api.runJobs();
    expect(connectMails(claim.id)).toEqual([]);
    expect((await transfersOf(claim.id))[0]?.waitingForBank).toMatchObject({ payee: 'parent', businessDays: 0 });
  });

  it("tells support staff who approve that the payout waits for the parent's bank", async () => {
    const { user, child } = await family({ bankLinked: false });
    const faux = await insertProvider(api.db, { isFauxServiceProvider: true });
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: user.id,
      payTo: 'User',
      serviceProviderId: faux.id,
      status: 'Pending',
    });
    expect(await approve(await reviewToken(claim.id, 'internal'), staff)).toEqual({
      status: 'Accepted',
      payoutWaitsForBank: 'parent',
    });
  });

  it('says nothing waits when the payee can receive the payment, nor of a decision that pays nothing', async () => {
    const { user, child } = await family({ bankLinked: true });
    const faux = await insertProvider(api.db, { isFauxServiceProvider: true });
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: user.id,
      payTo: 'User',
      serviceProviderId: faux.id,
      status: 'Pending',
    });
    expect(await approve(await reviewToken(claim.id, 'internal'), staff)).toEqual({
      status: 'Accepted',
      payoutWaitsForBank: null,
    });
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([{ status: 'pending', waitingForBank: null }]);

    const rejected = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: user.id,
      serviceProviderId: faux.id,
      status: 'Pending',
    });
    const answer = await api.request('POST', `/api/review-claim/${await reviewToken(rejected.id, 'internal')}/reject`, {
      ...staff,
      json: { reviewerName: 'Sam Taylor', reason: 'other', notes: 'Not an education service' },
    });
    expect(answer).toMatchObject({ status: 200, body: { data: { status: 'Rejected', payoutWaitsForBank: null } } });
  });
});
