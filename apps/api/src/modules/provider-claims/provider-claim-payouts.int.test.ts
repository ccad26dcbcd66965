import { apiSuccessSchema, claimTransfersSchema, providerClaimDetailsSchema, type PayTo } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, linkBank, readAtBank, subscribeToBankWebhooks } from '../../../test/bank-flow.ts';
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

/**
 * A claim's payouts on its provider's claim details (issue 36): the provider reconciles its bank account with the
 * reference of a payout made to it, sees of a payout to the family only whether it was paid, and another organisation
 * sees nothing. Payouts go through the bank stand-in as in production: approval, the send job, the bank's webhook.
 */

let api: TestApp;
let staffToken: string;
type Provider = Awaited<ReturnType<typeof insertProvider>>;
let tutors: { provider: Provider; token: string };
let camps: { provider: Provider; token: string };
let family: { userId: number; childId: number };

const noBank = { hasProvidedBankDetails: false, hasHealthyBankConnection: false };
const detailsAnswer = apiSuccessSchema(providerClaimDetailsSchema);

async function organisation(name: string, linked: boolean) {
  const provider = await insertProvider(api.db, { ...noBank, name });
  const token = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
  if (linked) await linkBank(api, token, `service-provider/${provider.organisationId}`);
  return { provider, token };
}

beforeAll(async () => {
  api = await startTestApp();
  await subscribeToBankWebhooks(api);
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
  tutors = await organisation('Tutors', true);
  camps = await organisation('Camps', true);
  const parent = await insertParent(api.db, noBank);
  await linkBank(api, await api.tokenFor(parent.person), 'parent');
  family = { userId: parent.user.id, childId: (await insertChild(api.db, parent.user.id)).id };
});
afterAll(() => api.close());

/** A claim of the family waiting for the provider's review. */
async function claimFor(provider: Provider, payTo: PayTo) {
  return insertClaim(api.db, {
    childId: family.childId,
    submittedBy: family.userId,
    amountCents: 12_550,
    payTo,
    serviceProviderId: provider.id,
    status: 'Pending external',
  });
}

/** The provider approves the claim through its review link, as the review screen does. */
async function approve(claimId: number) {
  const token = await issueReviewToken(api.db, reviewTokenSecret(api.config), claimId, 'external', api.now.value, 30);
  const answer = await api.request('POST', `/api/review-claim/${token}/approve`, {
    json: { reviewerName: 'Rita Reviewer' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

function detailsPath(claimId: number, organisationId: string) {
  return `/api/claim/service-provider/${claimId}/${organisationId}`;
}

async function payoutsSeenBy(member: { provider: Provider; token: string }, claimId: number) {
  const answer = await api.request('GET', detailsPath(claimId, member.provider.organisationId), {
    token: member.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return detailsAnswer.parse(answer.body).data.payouts;
}

async function transfersOf(claimId: number) {
  const answer = await api.request('GET', `/api/claim/${claimId}/transfers`, { token: staffToken });
  expect(answer.status).toBe(200);
  return apiSuccessSchema(claimTransfersSchema).parse(answer.body).data;
}

async function bankRefOf(claimId: number): Promise<string> {
  const ref = (await transfersOf(claimId)).at(-1)?.bankTransferRef;
  if (ref == null) throw new Error(`The payout of claim ${claimId} is not at the bank`);
  return ref;
}

/** The transfer's id as the bank itself gives it: its resource's `id`. */
async function idAtBank(ref: string): Promise<unknown> {
  return ((await readAtBank(api, ref)) as { id?: unknown }).id;
}

describe("a claim's payouts on its provider's claim details", () => {
  it('show a payout to the organisation with its reference at the bank, from approval to paid', async () => {
    const claim = await claimFor(tutors.provider, 'Vendor');
    expect(await payoutsSeenBy(tutors, claim.id)).toEqual([]);

    await approve(claim.id);
    // On its way since the payout was queued, in the approval's transaction.
    const queuedAt = (await transfersOf(claim.id))[0]?.createdAt;
    expect(await payoutsSeenBy(tutors, claim.id)).toEqual([
      { paidTo: 'provider', amount: 125.5, state: 'onItsWay', at: queuedAt, reference: null },
    ]);

    await api.runJobs();
    const ref = await bankRefOf(claim.id);
    const reference = await idAtBank(ref);
    expect(reference).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(await payoutsSeenBy(tutors, claim.id)).toEqual([
      { paidTo: 'provider', amount: 125.5, state: 'onItsWay', at: queuedAt, reference },
    ]);

    await api.bank.processTransfer(ref);
    const paid = await eventually(
      () => payoutsSeenBy(tutors, claim.id),
      (payouts) => payouts[0]?.state === 'paid',
    );
    expect(paid).toEqual([
      { paidTo: 'provider', amount: 125.5, state: 'paid', at: expect.any(String) as unknown, reference },
    ]);
    // Support staff read the same reference on the claim's payments.
    expect((await transfersOf(claim.id)).map((transfer) => transfer.reference)).toEqual([reference]);
  });

  it('say of a payout to the family only whether it was paid, never its reference at the bank', async () => {
    const claim = await claimFor(tutors.provider, 'User');
    await approve(claim.id);
    await api.runJobs();
    const ref = await bankRefOf(claim.id);
    const reference = await idAtBank(ref);
    expect(await payoutsSeenBy(tutors, claim.id)).toEqual([
      { paidTo: 'parent', amount: 125.5, state: 'notPaidYet', at: null, reference: null },
    ]);

    await api.bank.processTransfer(ref);
    const paid = await eventually(
      () => payoutsSeenBy(tutors, claim.id),
      (payouts) => payouts[0]?.state === 'paid',
    );
    expect(paid).toEqual([
      { paidTo: 'parent', amount: 125.5, state: 'paid', at: expect.any(String) as unknown, reference: null },
    ]);
    const answer = await api.request('GET', detailsPath(claim.id, tutors.provider.organisationId), {
      token: tutors.token,
    });
    expect(JSON.stringify(answer.body)).not.toContain(String(reference));
  });

  it('say since when a payout waits for the organisation to connect a bank account', async () => {
    const quill = await organisation('Quill Music', false);
    const claim = await claimFor(quill.provider, 'Vendor');
    await approve(claim.id);
    await api.runJobs();
    expect(await payoutsSeenBy(quill, claim.id)).toEqual([
      {
        paidTo: 'provider',
        amount: 125.5,
        state: 'waitingForYourBank',
        at: api.now.value.toISOString(),
        reference: null,
      },
    ]);
  });

  it("show nothing of a payout to another organisation's members", async () => {
    const claim = await claimFor(tutors.provider, 'Vendor');
    await approve(claim.id);
    await api.runJobs();
    const reference = await idAtBank(await bankRefOf(claim.id));
    for (const organisationId of [camps.provider.organisationId, tutors.provider.organisationId]) {
      const answer = await api.request('GET', detailsPath(claim.id, organisationId), { token: camps.token });
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(String(reference));
    }
  });
});
