/** Payouts waiting for a payee's bank (issue 36): the parent's words, their e-mail, the staff tab; part of en.ts. */
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
} as const;
