import { eq } from 'drizzle-orm';
import type { ClaimTransfer, ParentClaimDetails, ParentUser, StaffQueueCounts, StaffQueuePage } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, linkBank, subscribeToBankWebhooks } from '../../../test/bank-flow.ts';
import { insertChild, insertClaim, insertMeritCs, insertParent } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claims } from '../../db/schema.ts';
import { findOwnerBank } from './bank.repository.ts';
import { queuePayout } from './payouts.ts';

let api: TestApp;
let staffToken: string;
beforeAll(async () => {
  api = await startTestApp();
  await subscribeToBankWebhooks(api);
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
});
afterAll(() => api.close());

/** A parent whose bank was linked through the real flow and then removed at the bank, with an Accepted claim. */
async function parentWhoseBankWasDisconnected() {
  const { user, person } = await insertParent(api.db, {
    hasProvidedBankDetails: false,
    hasHealthyBankConnection: false,
  });
  const child = await insertChild(api.db, user.id, { firstName: 'Zelda', lastName: 'Quixote' });
  const token = await api.tokenFor(person);
  const fundingSourceRef = await linkBank(api, token, 'parent');
  await api.bank.removeFundingSource(fundingSourceRef);
  await eventually(
    () => findOwnerBank(api.db, { kind: 'parent', userId: user.id }),
    (bank) => bank?.hasHealthyBankConnection === false,
  );
  const claim = await insertClaim(api.db, {
    childId: child.id,
    submittedBy: user.id,
    amountCents: 12_345,
    status: 'Pending external',
  });
  // What the reviews module does when a claim is approved: the status and the payout in one transaction.
  await api.db.transaction(async (tx) => {
    await tx
      .update(claims)
      .set({ status: 'Accepted', waitingOn: 'nobody', dueAt: null })
      .where(eq(claims.id, claim.id));
    await queuePayout(tx, claim.id, api.now.value);
  });
  return { user, token, claim };
}

async function claimOfParent(token: string, id: number): Promise<ParentClaimDetails> {
  const answer = await api.request('GET', `/api/user/claim/${id}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ParentClaimDetails }).data;
}

async function dashboardClaim(token: string, id: number) {
  const answer = await api.request('GET', '/api/user/parent', { token });
  expect(answer.status).toBe(200);
  const parent = (answer.body as { data: ParentUser }).data;
  return parent.children.flatMap((child) => child.claims).find((claim) => claim.id === id);
}

async function waitingTab(): Promise<StaffQueuePage> {
  const answer = await api.request('GET', '/api/merit-cs/queue/waiting-payouts?limit=100', { token: staffToken });
  expect(answer.status).toBe(200);
  return (answer.body as { data: StaffQueuePage }).data;
}

async function transfersOf(claimId: number): Promise<ClaimTransfer[]> {
  const answer = await api.request('GET', `/api/claim/${claimId}/transfers`, { token: staffToken });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ClaimTransfer[] }).data;
}

const reconnectMails = (id: number) =>
  api.mail.messages.filter(
    (message) => message.subject === `Reconnect your bank to receive the payment for claim ${id}`,
  );

describe('a payout whose payee disconnected their bank at the bank', () => {
  it('tells the parent it waits for their bank, once by e-mail, shows staff since when, and is paid once they reconnect', async () => {
    const { token, claim } = await parentWhoseBankWasDisconnected();
    const heldAt = api.now.value;
    await api.runJobs();

    expect((await claimOfParent(token, claim.id)).payout).toEqual({
      state: 'waitingForYourBank',
      at: heldAt.toISOString(),
      messageId: 'parentClaim.payout.waitingForYourBank',
    });
    expect((await dashboardClaim(token, claim.id))?.payoutWaitsForYourBank).toBe(true);
    const [mail, ...more] = reconnectMails(claim.id);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Claim');
    expect(mail?.text).toContain('Reconnect your bank account: http://localhost:8080/parent/bank-account');
    expect(mail?.html).toContain('href="http://localhost:8080/parent/bank-account"');

    // Three business days later (Friday to Wednesday), staff see it waiting, and since when.
    api.now.value = new Date('2023-09-20T16:00:00Z');
    const counts = await api.request('GET', '/api/merit-cs/queue', { token: staffToken });
    expect((counts.body as { data: StaffQueueCounts }).data.waitingPayouts).toBeGreaterThanOrEqual(1);
    const row = (await waitingTab()).items.find((item) => item.id === claim.id);
    expect(row?.payoutWaiting).toMatchObject({
      amount: 123.45,
      payTo: 'User',
      waitingSince: heldAt.toISOString(),
      waitingBusinessDays: 3,
    });
    await api.runJobs();
    expect(reconnectMails(claim.id)).toHaveLength(1);

    await linkBank(api, token, 'parent', {
      routingNumber: '011000015',
      accountNumber: '55667788',
      type: 'checking',
      name: 'New checking',
    });
    await api.runJobs();
    await api.runJobs();
    const sent = await transfersOf(claim.id);
    expect(sent.filter((transfer) => transfer.bankTransferRef !== null)).toHaveLength(1);
    expect(sent.map((transfer) => transfer.status)).toEqual(['pending']);
    expect((await claimOfParent(token, claim.id)).payout?.state).toBe('pending');
    expect((await dashboardClaim(token, claim.id))?.payoutWaitsForYourBank).toBe(false);
    expect((await waitingTab()).items.some((item) => item.id === claim.id)).toBe(false);

    const ref = sent[0]?.bankTransferRef ?? '';
    await api.bank.processTransfer(ref);
    await eventually(
      () => transfersOf(claim.id),
      (now) => now[0]?.status === 'processed',
    );
    await api.runJobs();
    const paid = await transfersOf(claim.id);
    expect(paid.map((transfer) => [transfer.status, transfer.amount])).toEqual([['processed', 123.45]]);
    expect(reconnectMails(claim.id)).toHaveLength(1);
  });
});
