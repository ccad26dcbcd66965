import { describe, expect, it } from 'vitest';
import { providerPayoutSchema, type TransferStatus } from './entities.ts';
import { translate } from './messages/translate.ts';
import type { PayTo } from './pay-to.ts';
import { providerPayouts, providerPayoutStatusText, type PayoutRecord } from './provider-payouts.ts';

// 2 November 2026, 9 a.m. and later in Ohio; a day that is the next one in UTC only after 7 p.m.
const at = (day: number, hour = 14) => new Date(Date.UTC(2026, 10, day, hour));
const accepted = (payTo: PayTo, payoutWaitingSince: Date | null = null) =>
  ({ status: 'Accepted', payTo, payoutWaitingSince }) as const;

function payout(id: number, status: TransferStatus, overrides: Partial<PayoutRecord> = {}): PayoutRecord {
  return {
    id,
    status,
    payTo: 'Vendor',
    amountCents: 12_345,
    reference: status === 'queued' ? null : `bank-id-${id}`,
    createdAt: at(2),
    updatedAt: at(3),
    ...overrides,
  };
}

describe('the payouts of a claim as its provider reads them', () => {
  it('show a payout to the organisation with its reference at the bank, on its way or paid', () => {
    expect(providerPayouts([payout(1, 'pending')], accepted('Vendor'))).toEqual([
      { paidTo: 'provider', amount: 123.45, state: 'onItsWay', at: at(2).toISOString(), reference: 'bank-id-1' },
    ]);
    expect(providerPayouts([payout(1, 'queued')], accepted('Vendor'))).toEqual([
      { paidTo: 'provider', amount: 123.45, state: 'onItsWay', at: at(2).toISOString(), reference: null },
    ]);
    expect(providerPayouts([payout(1, 'processed')], accepted('Vendor'))).toEqual([
      { paidTo: 'provider', amount: 123.45, state: 'paid', at: at(3).toISOString(), reference: 'bank-id-1' },
    ]);
  });

  it('say since when a payout waits for the organisation to connect a bank', () => {
    expect(providerPayouts([payout(1, 'queued')], accepted('Vendor', at(4)))).toEqual([
      { paidTo: 'provider', amount: 123.45, state: 'waitingForYourBank', at: at(4).toISOString(), reference: null },
    ]);
  });

  it('list them newest first, a failed one sent again apart from one that failed for good, and no cancelled one', () => {
    const retried = providerPayouts(
      [payout(1, 'failed'), payout(2, 'cancelled'), payout(3, 'pending', { updatedAt: at(5) })],
      accepted('Vendor'),
    );
    expect(retried.map((shown) => [shown.state, shown.reference])).toEqual([
      ['onItsWay', 'bank-id-3'],
      ['failedSentAgain', 'bank-id-1'],
    ]);
    const lost = providerPayouts([payout(1, 'failed'), payout(2, 'failed')], accepted('Vendor'));
    expect(lost.map((shown) => shown.state)).toEqual(['failed', 'failedSentAgain']);
  });

  it("say of a payout to the family only that it was paid, and when, never its reference nor the family's bank", () => {
    const toFamily = { payTo: 'User' } as const;
    expect(
      providerPayouts(
        [payout(1, 'failed', toFamily), payout(2, 'processed', { ...toFamily, updatedAt: at(6) })],
        accepted('User'),
      ),
    ).toEqual([{ paidTo: 'parent', amount: 123.45, state: 'paid', at: at(6).toISOString(), reference: null }]);
    // Waiting for the family's bank, on its way, or failed for good: all the same to the provider.
    for (const [status, waitingSince] of [
      ['queued', at(4)],
      ['queued', null],
      ['pending', null],
      ['failed', null],
    ] as const) {
      expect(providerPayouts([payout(1, status, toFamily)], accepted('User', waitingSince))).toEqual([
        { paidTo: 'parent', amount: 123.45, state: 'notPaidYet', at: null, reference: null },
      ]);
    }
  });

  it('are none before the claim is approved', () => {
    expect(providerPayouts([], { status: 'Pending external', payTo: 'Vendor', payoutWaitingSince: null })).toEqual([]);
  });

  it('fit the schema of the claim details', () => {
    const shown = providerPayouts([payout(1, 'processed'), payout(2, 'queued', { payTo: 'User' })], accepted('Vendor'));
    for (const one of shown) expect(providerPayoutSchema.parse(one)).toEqual(one);
  });
});

describe('where a payout stands in the provider’s words', () => {
  it('says it with its day in the programme’s time', () => {
    // 7 p.m. on 2 November in Ohio is already 3 November in UTC.
    const evening = at(3, 0).toISOString();
    expect(providerPayoutStatusText({ state: 'paid', at: evening }, translate)).toBe('Paid on 11/02/2026');
    expect(providerPayoutStatusText({ state: 'onItsWay', at: evening }, translate)).toBe('On its way since 11/02/2026');
    expect(providerPayoutStatusText({ state: 'failedSentAgain', at: evening }, translate)).toBe(
      'The bank could not make this payment (11/02/2026). It was sent again.',
    );
    expect(providerPayoutStatusText({ state: 'notPaidYet', at: null }, translate)).toBe('Not paid yet');
  });
});
