import type { ProviderPayout, ProviderPayoutState, TransferStatus } from './entities.ts';
import { formatListDate } from './dates.ts';
import type { Translate } from './messages/translate.ts';
import { centsToDollars, type Cents } from './money.ts';
import { payoutWaitsForBank, type ClaimPayoutFacts } from './parent-claim.ts';
import type { PayTo } from './pay-to.ts';

/** A payout of a claim (a transfer at the bank) as the provider's view of it is read from. */
export interface PayoutRecord {
  id: number;
  status: TransferStatus;
  payTo: PayTo;
  amountCents: Cents;
  /** Its id at the bank, once the bank has it. */
  reference: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A payout to the organisation: where it stands, and since when. */
function providerState(
  payout: PayoutRecord,
  sentAgain: boolean,
  claim: ClaimPayoutFacts,
): { state: ProviderPayoutState; at: Date } {
  switch (payout.status) {
    case 'queued':
      return payoutWaitsForBank(claim) === 'provider' && claim.payoutWaitingSince !== null
        ? { state: 'waitingForYourBank', at: claim.payoutWaitingSince }
        : { state: 'onItsWay', at: payout.createdAt };
    case 'pending':
      return { state: 'onItsWay', at: payout.createdAt };
    case 'processed':
      return { state: 'paid', at: payout.updatedAt };
    default:
      // Failed: cancelled payouts are left out before.
      return { state: sentAgain ? 'failedSentAgain' : 'failed', at: payout.updatedAt };
  }
}

/**
 * A claim's payouts as its provider reads them (issue 36), newest first. Cancelled ones never paid anything and are
 * left out. A payout to the organisation says where it stands and, once the bank has it, its reference there (what
 * the provider reconciles their bank account with). A payout to the family says only that it was paid, and when, or
 * that it is not paid yet: never the family's bank reference, nor whether their bank is waited for or failed; a failed
 * one followed by another is not shown at all, as the newer one says where the money stands.
 */
export function providerPayouts(payouts: readonly PayoutRecord[], claim: ClaimPayoutFacts): ProviderPayout[] {
  const live = payouts.filter((payout) => payout.status !== 'cancelled').toSorted((a, b) => b.id - a.id);
  return live.flatMap((payout, index): ProviderPayout[] => {
    const amount = centsToDollars(payout.amountCents);
    // A newer payout that was not cancelled sends again what a failed one did not pay.
    const sentAgain = index > 0;
    if (payout.payTo === 'User') {
      if (payout.status === 'processed') {
        return [{ paidTo: 'parent', amount, state: 'paid', at: payout.updatedAt.toISOString(), reference: null }];
      }
      if (payout.status === 'failed' && sentAgain) return [];
      return [{ paidTo: 'parent', amount, state: 'notPaidYet', at: null, reference: null }];
    }
    const { state, at } = providerState(payout, sentAgain, claim);
    return [{ paidTo: 'provider', amount, state, at: at.toISOString(), reference: payout.reference }];
  });
}

/**
 * Where a payout stands, in the provider's words, with its day in the programme's time (as the claim details show
 * every date).
 */
export function providerPayoutStatusText(payout: Pick<ProviderPayout, 'state' | 'at'>, t: Translate): string {
  if (payout.state === 'notPaidYet' || payout.at === null) return t('providerScreen.claim.payment.notPaidYet');
  const date = formatListDate(payout.at);
  switch (payout.state) {
    case 'onItsWay':
      return t('providerScreen.claim.payment.onItsWay', { date });
    case 'waitingForYourBank':
      return t('providerScreen.claim.payment.waitingForYourBank', { date });
    case 'paid':
      return t('providerScreen.claim.payment.paid', { date });
    case 'failed':
      return t('providerScreen.claim.payment.failed', { date });
    case 'failedSentAgain':
      return t('providerScreen.claim.payment.failedSentAgain', { date });
  }
}
