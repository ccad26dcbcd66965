import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClaimTransfer } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, linkBank, subscribeToBankWebhooks } from '../../../test/bank-flow.ts';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claims, jobs, parents as parentsTable, transfers } from '../../db/schema.ts';
import { listJobs } from '../../jobs/jobs.repository.ts';
import { scheduleRecurringJobs } from '../../jobs/recurring-jobs.ts';
import { bankRecurringJobs } from './bank.jobs.ts';
import { findOwnerBank } from './bank.repository.ts';
import {
  failedTransferRetryDelayMs,
  MAX_FAILED_TRANSFERS,
  PENDING_RECHECK_MS,
  queuePayout,
  RECHECK_PAYOUTS,
  SEND_PAYOUT,
} from './payouts.ts';

let api: TestApp;
let staffToken: string;
beforeAll(async () => {
  api = await startTestApp();
  await subscribeToBankWebhooks(api);
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
});
afterAll(() => api.close());

const noBank = { hasProvidedBankDetails: false, hasHealthyBankConnection: false };

/** A parent with a child and, unless told otherwise, a bank linked through the real flow. */
async function parentWithChild(linked = true) {
  const { user, person } = await insertParent(api.db, noBank);
  const child = await insertChild(api.db, user.id);
  const token = await api.tokenFor(person);
  const fundingSourceRef = linked ? await linkBank(api, token, 'parent') : null;
  return { user, child, token, fundingSourceRef };
}

async function pendingClaim(parent: { user: { id: number }; child: { id: number } }, amountCents = 12_345) {
  return insertClaim(api.db, {
    childId: parent.child.id,
    submittedBy: parent.user.id,
    amountCents,
    status: 'Pending external',
  });
}

/** What the reviews module does when a claim is approved: the status and the payout in one transaction. */
async function accept(claimId: number) {
  await api.db.transaction(async (tx) => {
    await tx.update(claims).set({ status: 'Accepted', waitingOn: 'nobody', dueAt: null }).where(eq(claims.id, claimId));
    await queuePayout(tx, claimId, api.now.value);
  });
}

async function transfersOf(claimId: number): Promise<ClaimTransfer[]> {
  const answer = await api.request('GET', `/api/claim/${claimId}/transfers`, { token: staffToken });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ClaimTransfer[] }).data;
}

const statuses = async (claimId: number) => (await transfersOf(claimId)).map((transfer) => transfer.status);

/** Accepts the claim and sends its payout to the bank, where it is pending: answers the transfer's reference there. */
async function sentToBank(claimId: number): Promise<string> {
  await accept(claimId);
  await api.runJobs();
  return bankRefOf(claimId);
}

async function bankRefOf(claimId: number, index = -1): Promise<string> {
  const ref = (await transfersOf(claimId)).at(index)?.bankTransferRef;
  if (ref == null) throw new Error(`Transfer ${index} of claim ${claimId} is not at the bank`);
  return ref;
}

describe('payouts', () => {
  it('pay an Accepted claim to the parent: queued, sent once the transaction committed, processed when the bank says so', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await accept(claim.id);

    expect(await transfersOf(claim.id)).toEqual([
      {
        id: expect.any(Number) as unknown,
        claimId: claim.id,
        amount: 123.45,
        payTo: 'User',
        status: 'queued',
        attempts: 0,
        lastError: null,
        bankTransferRef: null,
        reference: null,
        createdAt: expect.any(String) as unknown,
        updatedAt: expect.any(String) as unknown,
        waitingForBank: null,
      },
    ]);
    await api.runJobs();
    const [sent] = await transfersOf(claim.id);
    expect(sent).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
    // Its reference is the id the bank gives it, the last segment of its URL there.
    expect(sent?.bankTransferRef).toMatch(new RegExp(`/transfers/${sent?.reference ?? 'none'}$`));
    const atBank = await api.deps.bank.getTransfer(await bankRefOf(claim.id));
    expect(atBank).toMatchObject({
      status: 'pending',
      amountCents: 12_345,
      metadata: { claimId: String(claim.id), transferId: String(sent?.id) },
    });

    await api.bank.processTransfer(atBank.ref);
    await eventually(
      () => statuses(claim.id),
      (now) => now[0] === 'processed',
    );
  });

  it('pay a provider for a claim paid to the vendor', async () => {
    const parent = await parentWithChild(false);
    const provider = await insertProvider(api.db, noBank);
    const { person } = await insertProviderMember(api.db, provider);
    await linkBank(api, await api.tokenFor(person), `service-provider/${provider.organisationId}`);
    const claim = await insertClaim(api.db, {
      childId: parent.child.id,
      submittedBy: parent.user.id,
      payTo: 'Vendor',
      serviceProviderId: provider.id,
      status: 'Pending external',
    });
    const atBank = await api.deps.bank.getTransfer(await sentToBank(claim.id));
    const organisation = await findOwnerBank(api.db, { kind: 'provider', providerId: provider.id });
    expect(atBank.status).toBe('pending');
    expect(organisation?.bankFundingSourceRef).not.toBeNull();
  });

  it('pay once: queueing the payout again, or its job running twice, sends nothing more', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await accept(claim.id);
    await api.db.transaction((tx) => queuePayout(tx, claim.id, api.now.value));
    expect(await statuses(claim.id)).toEqual(['queued']);
    const [queued] = await transfersOf(claim.id);
    await api.db.insert(jobs).values({ kind: SEND_PAYOUT, payload: { transferId: queued?.id } });
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await api.db.insert(jobs).values({ kind: SEND_PAYOUT, payload: { transferId: queued?.id } });
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });

  it('follow a transfer the bank failed with another one, later, which is then processed', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await api.bank.failTransfer(await sentToBank(claim.id), 'R01');

    const [failed, retry] = await eventually(
      () => transfersOf(claim.id),
      (now) => now.length === 2,
    );
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: 'The bank returned the payment: R01 Insufficient Funds',
    });
    expect(retry).toMatchObject({ status: 'queued', amount: 123.45, attempts: 0 });
    const retryJob = (await listJobs(api.db, SEND_PAYOUT)).find((job) => job.payload.transferId === retry?.id);
    expect(retryJob?.runAt.getTime()).toBe(api.now.value.getTime() + failedTransferRetryDelayMs(1));

    await api.runJobs();
    await api.bank.processTransfer(await bankRefOf(claim.id));
    await eventually(
      () => statuses(claim.id),
      (now) => now.join() === 'failed,processed',
    );
  });

  it(`leave the payout failed and visible after ${MAX_FAILED_TRANSFERS} failed transfers`, async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await accept(claim.id);
    for (let failure = 1; failure <= MAX_FAILED_TRANSFERS; failure += 1) {
      await api.runJobs();
      await api.bank.failTransfer(await bankRefOf(claim.id), 'R01');
      await eventually(
        () => statuses(claim.id),
        (now) => now.filter((status) => status === 'failed').length === failure,
      );
    }
    await api.runJobs();
    expect(await statuses(claim.id)).toEqual(['failed', 'failed', 'failed']);
  });

  /** Whether the claim is on support staff's failed-payouts tab. */
  async function onFailedPayoutsTab(claimId: number): Promise<boolean> {
    const answer = await api.request('GET', '/api/merit-cs/queue/failed-payouts?limit=100', { token: staffToken });
    expect(answer.status).toBe(200);
    const { items } = (answer.body as { data: { items: { id: number }[] } }).data;
    return items.some((item) => item.id === claimId);
  }

  it('put a payout nothing retries on the failed-payouts tab, off it while reopened, and off it once paid anew', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await accept(claim.id);
    for (let failure = 1; failure <= MAX_FAILED_TRANSFERS; failure += 1) {
      await api.runJobs();
      expect(await onFailedPayoutsTab(claim.id)).toBe(false);
      await api.bank.failTransfer(await bankRefOf(claim.id), 'R01');
      await eventually(
        () => statuses(claim.id),
        (now) => now.filter((status) => status === 'failed').length === failure,
      );
    }
    expect(await onFailedPayoutsTab(claim.id)).toBe(true);

    await reopen(claim.id);
    expect(await onFailedPayoutsTab(claim.id)).toBe(false);
    await accept(claim.id);
    expect(await statuses(claim.id)).toEqual(['failed', 'failed', 'failed', 'queued']);
    expect(await onFailedPayoutsTab(claim.id)).toBe(false);
  });

  it('wait for a payee whose account was closed, and pay once they link another', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await accept(claim.id);
    await api.runJobs();
    // R02: the account is closed; the bank removes it and says so.
    await api.bank.failTransfer(await bankRefOf(claim.id), 'R02');
    await eventually(
      () => findOwnerBank(api.db, { kind: 'parent', userId: parent.user.id }),
      (bank) => bank?.hasHealthyBankConnection === false,
    );
    await eventually(
      () => statuses(claim.id),
      (now) => now.length === 2,
    );
    await api.runJobs();
    expect((await transfersOf(claim.id))[1]).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: 'Waiting for the payee to connect a healthy bank account',
    });

    await linkBank(api, parent.token, 'parent', {
      routingNumber: '011000015',
      accountNumber: '99887766',
      type: 'savings',
      name: 'New savings',
    });
    await api.runJobs();
    expect((await transfersOf(claim.id))[1]).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
  });

  it('pay nothing into an account the bank has removed, even before its webhook arrives, and wait for another', async () => {
    // No customer of its own at the bank, so no webhook of the bank can set this parent's bank right meanwhile.
    const parent = await parentWithChild(false);
    const owner = { kind: 'parent', userId: parent.user.id } as const;
    // An account removed at the bank that the portal still takes for the parent's (as if its webhook were late).
    const { ref: strangerRef } = await api.deps.bank.createCustomer({
      firstName: 'Old',
      lastName: 'Account',
      email: `old-${randomUUID()}@example.com`,
    });
    const removedRef = await api.deps.bank.addFundingSource(strangerRef, {
      routingNumber: '011000015',
      accountNumber: '4444',
      bankAccountType: 'checking',
      name: 'Closed',
    });
    await api.deps.bank.removeFundingSource(removedRef);
    await api.db
      .update(parentsTable)
      .set({ hasProvidedBankDetails: true, hasHealthyBankConnection: true, bankFundingSourceRef: removedRef })
      .where(eq(parentsTable.userId, owner.userId));

    const claim = await pendingClaim(parent);
    await accept(claim.id);
    await api.runJobs();
    const [waiting] = await transfersOf(claim.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, bankTransferRef: null });
    expect(waiting?.lastError).toContain('Destination funding source has been removed');
    expect(await findOwnerBank(api.db, owner)).toMatchObject({ hasHealthyBankConnection: false });
  });

  it('wait for a parent who never linked a bank, and pay once they do', async () => {
    const parent = await parentWithChild(false);
    const claim = await pendingClaim(parent, 5_000);
    await accept(claim.id);
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([
      { status: 'queued', lastError: 'Waiting for the payee to connect a healthy bank account' },
    ]);
    await linkBank(api, parent.token, 'parent');
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([{ status: 'pending', amount: 50, lastError: null }]);
  });

  it('send nothing for a claim that is no longer Accepted when its payout comes up', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    await accept(claim.id);
    await api.db
      .update(claims)
      .set({ status: 'Pending', waitingOn: 'staff', dueAt: null })
      .where(eq(claims.id, claim.id));
    await api.runJobs();
    expect(await transfersOf(claim.id)).toMatchObject([
      {
        status: 'cancelled',
        attempts: 0,
        lastError: 'Not paid: the claim is no longer Approved',
        bankTransferRef: null,
      },
    ]);
  });

  it('pay what the claim is owed when it is accepted again: the difference of a raised amount, nothing twice', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent, 10_000);
    await accept(claim.id);
    await api.runJobs();
    await api.db
      .update(claims)
      .set({ status: 'Pending', waitingOn: 'staff', dueAt: null, amountCents: 12_500 })
      .where(eq(claims.id, claim.id));
    await accept(claim.id);
    await api.runJobs();
    expect((await transfersOf(claim.id)).map(({ status, amount }) => ({ status, amount }))).toEqual([
      { status: 'pending', amount: 100 },
      { status: 'pending', amount: 25 },
    ]);
  });

  /** Support staff send the claim back to Pending Internal Review, through the API. */
  async function reopen(claimId: number) {
    const answer = await api.request('POST', `/api/claim/${claimId}`, {
      token: staffToken,
      json: { note: 'Paid to the wrong account' },
    });
    expect(answer.status).toBe(200);
  }

  it('cancel at the bank the pending payout of a claim support staff reopen', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    const ref = await sentToBank(claim.id);
    await reopen(claim.id);
    await api.runJobs();
    expect((await api.deps.bank.getTransfer(ref)).status).toBe('cancelled');
    expect(await transfersOf(claim.id)).toMatchObject([{ status: 'cancelled', lastError: null }]);
  });

  it('record a payout the bank had processed before the reopen as paid, for support staff to recover', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    const ref = await sentToBank(claim.id);
    await api.bank.processTransfer(ref);
    await reopen(claim.id);
    await api.runJobs();
    expect((await api.deps.bank.getTransfer(ref)).status).toBe('processed');
    await eventually(
      () => statuses(claim.id),
      (now) => now[0] === 'processed',
    );
    expect(await transfersOf(claim.id)).toMatchObject([
      {
        status: 'processed',
        lastError:
          'The claim was reopened after the bank had paid it, so the payment could not be cancelled. The money must be recovered from the payee.',
      },
    ]);
  });

  it('keep the payout of a claim accepted again before its cancellation ran', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent);
    const ref = await sentToBank(claim.id);
    await reopen(claim.id);
    await accept(claim.id);
    await api.runJobs();
    expect((await api.deps.bank.getTransfer(ref)).status).toBe('pending');
    expect(await statuses(claim.id)).toEqual(['pending']);
  });

  /** Support staff change the amount of the Accepted claim, through the API. */
  async function changeAmount(claimId: number, amount: number) {
    const answer = await api.request('PUT', `/api/claim/${claimId}`, {
      token: staffToken,
      json: { amount, note: 'Invoice corrected' },
    });
    expect(answer.status).toBe(200);
  }

  const amountsOf = async (claimId: number) =>
    (await transfersOf(claimId)).map(({ status, amount, lastError }) => ({ status, amount, lastError }));

  it('send only the lowered amount of a payout not sent yet', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent, 12_000);
    await accept(claim.id);
    await changeAmount(claim.id, 80);
    expect(await amountsOf(claim.id)).toEqual([{ status: 'queued', amount: 80, lastError: null }]);
    await api.runJobs();
    expect(await amountsOf(claim.id)).toEqual([{ status: 'pending', amount: 80, lastError: null }]);
  });

  it('cancel at the bank a pending payout of the old amount when support staff lower it, and send the new amount', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent, 12_000);
    const ref = await sentToBank(claim.id);
    await changeAmount(claim.id, 80);
    await api.runJobs();
    expect((await api.deps.bank.getTransfer(ref)).status).toBe('cancelled');
    expect(await amountsOf(claim.id)).toEqual([
      { status: 'cancelled', amount: 120, lastError: null },
      { status: 'pending', amount: 80, lastError: null },
    ]);
  });

  it('cancel a payout asked of the bank before the amount was lowered, once the bank has it, and send the new amount', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent, 12_000);
    await accept(claim.id);
    // As if the bank never answered the first request: sent again under the same key, it keeps its first amount.
    await api.db.update(transfers).set({ attempts: 1 }).where(eq(transfers.claimId, claim.id));
    await changeAmount(claim.id, 80);
    await api.runJobs();
    expect(await amountsOf(claim.id)).toEqual([
      { status: 'cancelled', amount: 120, lastError: null },
      { status: 'pending', amount: 80, lastError: null },
    ]);
  });

  it('note what the bank paid beyond a lowered amount for support staff to recover, and clear it when raised again', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent, 12_000);
    await api.bank.processTransfer(await sentToBank(claim.id));
    await eventually(
      () => statuses(claim.id),
      (now) => now[0] === 'processed',
    );
    await changeAmount(claim.id, 80);
    await api.runJobs();
    expect(await amountsOf(claim.id)).toEqual([
      {
        status: 'processed',
        amount: 120,
        lastError: "The claim's amount was lowered after the bank had paid it: $40 must be recovered from the payee.",
      },
    ]);
    await changeAmount(claim.id, 120);
    await api.runJobs();
    expect(await amountsOf(claim.id)).toEqual([{ status: 'processed', amount: 120, lastError: null }]);
  });

  it('note the excess when the bank paid the old amount before the cancellation reached it', async () => {
    const parent = await parentWithChild();
    const claim = await pendingClaim(parent, 12_000);
    const ref = await sentToBank(claim.id);
    await changeAmount(claim.id, 100);
    await api.bank.processTransfer(ref);
    await api.runJobs();
    await eventually(
      () => amountsOf(claim.id),
      (now) => now[0]?.lastError != null,
    );
    expect(await amountsOf(claim.id)).toEqual([
      {
        status: 'processed',
        amount: 120,
        lastError: "The claim's amount was lowered after the bank had paid it: $20 must be recovered from the payee.",
      },
    ]);
  });

  it('answer every support staff change while the bank pays the same claims, and note every overpayment', async () => {
    const parent = await parentWithChild();
    const paid = [];
    for (let n = 0; n < 6; n += 1) {
      const claim = await pendingClaim(parent, 12_000);
      paid.push({ claim, ref: await sentToBank(claim.id) });
    }
    // The bank processes each payout (its webhook arrives when it will) while staff lower each claim.
    const changes = await Promise.all(
      paid.flatMap(({ claim, ref }) => [
        api.bank.processTransfer(ref).then(() => 200),
        api
          .request('PUT', `/api/claim/${claim.id}`, { token: staffToken, json: { amount: 80, note: 'Corrected' } })
          .then((answer) => answer.status),
      ]),
    );
    expect(changes).toEqual(paid.flatMap(() => [200, 200]));
    // The bank paid every transfer before the portal could cancel any: each claim keeps its payment, noted.
    await api.runJobs();
    for (const { claim } of paid) {
      const settled = await eventually(
        () => amountsOf(claim.id),
        (now) => now[0]?.lastError != null,
      );
      expect(settled).toEqual([
        {
          status: 'processed',
          amount: 120,
          lastError: "The claim's amount was lowered after the bank had paid it: $40 must be recovered from the payee.",
        },
      ]);
    }
  });

  it('ask the bank about payouts it has said nothing of for hours, and keep asking about those still pending', async () => {
    const parent = await parentWithChild();
    const lost = await pendingClaim(parent, 1_000);
    const slow = await pendingClaim(parent, 2_000);
    await accept(lost.id);
    await accept(slow.id);
    await api.runJobs();
    await api.bank.processTransfer(await bankRefOf(lost.id));
    await eventually(
      () => statuses(lost.id),
      (now) => now[0] === 'processed',
    );
    // As if the bank's webhook had been lost: the portal still thinks the transfer is pending.
    await api.db.update(transfers).set({ status: 'pending' }).where(eq(transfers.claimId, lost.id));
    const started = api.now.value;
    try {
      api.now.value = new Date(started.getTime() + PENDING_RECHECK_MS + 60_000);
      await scheduleRecurringJobs(api.db, bankRecurringJobs(api.deps), api.now.value);
      await scheduleRecurringJobs(api.db, bankRecurringJobs(api.deps), api.now.value);
      await api.runJobs();
      expect(await statuses(lost.id)).toEqual(['processed']);
      const [stillPending] = await transfersOf(slow.id);
      expect(stillPending).toMatchObject({ status: 'pending', updatedAt: api.now.value.toISOString() });
      // One next run, due by the runner's clock after as long.
      const open = (await listJobs(api.db, RECHECK_PAYOUTS)).filter((job) => job.doneAt === null);
      expect(open).toHaveLength(1);
      expect(open[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + PENDING_RECHECK_MS - 60_000);
    } finally {
      api.now.value = started;
    }
  });

  it('refuse to pay a claim that is not Accepted', async () => {
    const parent = await parentWithChild(false);
    const claim = await pendingClaim(parent);
    await expect(api.db.transaction((tx) => queuePayout(tx, claim.id, api.now.value))).rejects.toThrow(
      'is not Accepted',
    );
    expect(await transfersOf(claim.id)).toEqual([]);
  });

  it('answer 404 for the transfers of a claim that does not exist', async () => {
    const answer = await api.request('GET', '/api/claim/999999/transfers', { token: staffToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      success: false,
      code: 'CLAIM_NOT_FOUND',
      error: 'This claim could not be found',
    });
  });
});
