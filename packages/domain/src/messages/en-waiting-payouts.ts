/**
 * Payouts waiting for a payee's bank (issue 36): the parent's words, their e-mail, the provider's e-mail, the staff tab
 * and claim view, what an approval says when the payout cannot go yet; part of en.ts.
 */
export const waitingPayoutTexts = {
  'parentClaim.payout.waitingForYourBank': 'Waiting for you to reconnect your bank account',
  'parentClaim.payout.waitingForProviderBank': 'Waiting for the service provider to connect their bank account',
  'parentClaim.payout.reconnectHint':
    'Your bank account can no longer receive payments. Reconnect it and we send this payment by itself.',
  'parentClaim.payout.reconnect': 'Reconnect your bank account',
  'dashboard.bankBanner.paymentsWaiting': 'These payments wait for you to reconnect:',
  'dashboard.bankBanner.paymentWaiting': 'Claim {id}: {amount}',
  'dashboard.history.waitingForBank': 'Approved, waiting for your bank',
  'mail.payoutWaiting.subject': 'Reconnect your bank to receive the payment for claim {id}',
  'mail.payoutWaiting.body':
    'Claim {id} for {child} ({amount}) was approved, but your bank account can no longer receive payments.',
  'mail.payoutWaiting.next': 'Reconnect your bank account on the portal. We then send the payment by itself.',
  'mail.payoutWaiting.action': 'Reconnect your bank account',
  'meritCsScreen.queue.tab.waitingPayouts': 'Waiting for a bank',
  'meritCsScreen.queue.intro.waitingPayouts':
    'Approved payouts held until the payee reconnects their bank, the longest wait first. Each is sent by itself once they do.',
  'meritCsScreen.queue.empty.waitingPayouts': 'No payout is waiting for a bank.',
  'meritCsScreen.queue.caption.waitingPayouts': 'Claims whose payout waits for a bank',
  'meritCsScreen.column.waitingSince': 'Waiting since',
  'meritCsScreen.queue.waitingSince': '{date} ({days} business days)',
  'meritCsScreen.payments.waitingForParentBank': {
    one: 'Waiting since {date} ({count} business day) for the parent to reconnect their bank account. It is sent by itself once their bank can receive payments.',
    other:
      'Waiting since {date} ({count} business days) for the parent to reconnect their bank account. It is sent by itself once their bank can receive payments.',
  },
  'meritCsScreen.payments.waitingForProviderBank': {
    one: 'Waiting since {date} ({count} business day) for the service provider to connect a bank account. It is sent by itself once their bank can receive payments.',
    other:
      'Waiting since {date} ({count} business days) for the service provider to connect a bank account. It is sent by itself once their bank can receive payments.',
  },
  'reviewScreen.outcome.approvedWaitingForParentBank':
    'The parent will be told by e-mail. Their bank account cannot receive payments now: the payment waits until they reconnect it, then it is sent by itself.',
  'reviewScreen.outcome.approvedWaitingForProviderBank':
    'The parent will be told by e-mail. The service provider has no bank account that can receive payments: the payment waits until they connect one, then it is sent by itself.',
  'reviewScreen.outcome.approvedWaitingForYourBank':
    "The parent will be told by e-mail. Your organisation has no bank account that can receive payments: the payment waits until you connect one on your dashboard's 'Connect bank account' tab, then it is sent by itself.",
  'review.approvedWaitingForYourBank':
    "The payment waits until you connect a bank account on the 'Connect bank account' tab. It is then sent by itself.",
  'mail.providerPayoutWaiting.subject': 'Connect your bank account to receive the payment for claim {id}',
  'mail.providerPayoutWaiting.body':
    'Claim {id} for {child} ({amount}) was approved and is paid to {provider}, but {provider} has no bank account that can receive payments.',
  'mail.providerPayoutWaiting.next':
    "Sign in to the portal and connect a bank account on the 'Connect bank account' tab. We then send the payment by itself.",
  'mail.providerPayoutWaiting.action': 'Connect bank account',
} as const;
