import { eq } from 'drizzle-orm';
import type { ClaimTransfer } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBank, readAtBank, subscribeToBankWebhooks } from '../../../test/bank-flow.ts';
import { insertChild, insertClaim, insertMeritCs, insertParent } from '../../../test/factories.ts';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../../../test/fault-proxy.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claims, jobs } from '../../db/schema.ts';
import { createDwollaBankProvider } from '../../integrations/bank/dwolla-bank-provider.ts';
import { queuePayout, SEND_PAYOUT } from './payouts.ts';

/**
 * Payouts on a bad day at the bank (issue 33, 3): while the bank answers 500s, does not answer, or makes a transfer
 * and its answer is lost on the way back, Accepted claims wait with their payout queued; once it answers again each
 * is paid exactly once, a transfer made before its answer was lost included (the same idempotency key is sent again
 * and the bank answers with the transfer it made). The bank stand-in is behind a fault proxy (test/fault-proxy.ts).
 */
let api: TestApp;
let proxy: FaultProxy;
let staffToken: string;

beforeAll(async () => {
  proxy = await startFaultProxy();
  api = await startTestApp({}, () => undefined, { bankBehind: proxy });
  // The API's own clock: a failed payout is tried again a minute after it by that clock, not at once.
  api.now.value = new Date();
  // The bank's timeout shortened from 10 s, so that a bank that does not answer costs the test half a second.
  api.deps.bank = createDwollaBankProvider({ ...api.config.bank, timeoutMs: 500 });
  // Its access token and the programme's account are known before the bank fails, as in a portal that has paid before.
  await api.deps.bank.programmeFundingSource();
  await subscribeToBankWebhooks(api);
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
});

afterAll(async () => {
  await api.close();
  await proxy.close();
});

async function transfersOf(claimId: number): Promise<ClaimTransfer[]> {
  const answer = await api.request('GET', `/api/claim/${claimId}/transfers`, { token: staffToken });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ClaimTransfer[] }).data;
}

/** The transfers the bank holds for the parent's account, as the bank itself lists them. */
async function transfersAtBank(fundingSourceRef: string): Promise<{ metadata?: Record<string, string> }[]> {
  const source = (await readAtBank(api, fundingSourceRef)) as { _links: { customer: { href: string } } };
  const listed = (await readAtBank(api, `${source._links.customer.href}/transfers`)) as {
    _embedded: { transfers: { metadata?: Record<string, string> }[] };
  };
  return listed._embedded.transfers;
}

/**
 * The minute before a failed payout is tried again passes: its job falls due now by the API's clock, which this test
 * holds still (the database's now() runs on, and a job due by it is not yet due by the API's clock).
 */
async function retryNow(): Promise<void> {
  await api.db.update(jobs).set({ runAt: api.now.value }).where(eq(jobs.kind, SEND_PAYOUT));
}

describe('payouts while the bank fails', () => {
  it('are each made exactly once when it answers again, after 500s, no answer, and an answer lost', async () => {
    const families = [];
    for (let n = 0; n < 3; n += 1) {
      const { user, person } = await insertParent(api.db, {
        hasProvidedBankDetails: false,
        hasHealthyBankConnection: false,
      });
      const child = await insertChild(api.db, user.id);
      const fundingSourceRef = await linkBank(api, await api.tokenFor(person), 'parent');
      const claim = await insertClaim(api.db, {
        childId: child.id,
        submittedBy: user.id,
        amountCents: 10_000 + n,
        status: 'Pending external',
      });
      families.push({ claim, fundingSourceRef });
    }

    const attempts: Record<string, ClaimTransfer[][]> = {};
    const modes: FaultMode[] = ['fail', 'hang', 'lose'];
    for (const [step, mode] of modes.entries()) {
      proxy.set(mode);
      if (step === 0) {
        // Accepted while the bank fails, as support staff or a provider would: the payout is queued in that transaction.
        for (const { claim } of families) {
          await api.db.transaction(async (tx) => {
            await tx
              .update(claims)
              .set({ status: 'Accepted', waitingOn: 'nobody', dueAt: null })
              .where(eq(claims.id, claim.id));
            await queuePayout(tx, claim.id, api.now.value);
          });
        }
      } else {
        await retryNow();
      }
      await api.runJobs();
      attempts[mode] = await Promise.all(families.map(({ claim }) => transfersOf(claim.id)));
    }
    for (const [mode, byClaim] of Object.entries(attempts)) {
      // Still one transfer a claim, asked of the bank once more each time, the failure noted for staff. The bank that
      // made a transfer whose answer was lost also tells of it by webhook: then it is pending already.
      for (const transfers of byClaim) {
        const status: unknown = mode === 'lose' ? expect.toBeOneOf(['queued', 'pending']) : 'queued';
        expect(transfers, mode).toEqual([
          expect.objectContaining({ status, attempts: modes.indexOf(mode as FaultMode) + 1 }),
        ]);
      }
    }

    proxy.set('pass');
    // The answers lost were of transfers the bank did make, which the portal had not heard of (a webhook may have told).
    const madeUnheard = await Promise.all(
      families.map(async ({ claim, fundingSourceRef }) =>
        (await transfersAtBank(fundingSourceRef)).some((transfer) => transfer.metadata?.claimId === String(claim.id)),
      ),
    );
    expect(madeUnheard).toContain(true);
    await retryNow();
    await api.runJobs();
    for (const { claim, fundingSourceRef } of families) {
      expect(await transfersOf(claim.id)).toEqual([
        expect.objectContaining({ status: 'pending', amount: claim.amountCents / 100, lastError: null }),
      ]);
      // The bank made the transfer when its answer was lost; asked again under the same key, it made no other.
      const atBank = (await transfersAtBank(fundingSourceRef)).filter(
        (transfer) => transfer.metadata?.claimId === String(claim.id),
      );
      expect(atBank).toHaveLength(1);
    }
  });
});
