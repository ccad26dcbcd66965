/** E-mails about deadlines: provider reminders and the support staff's digest; part of the catalogue in en.ts. */
export const deadlineTexts = {
  'mail.reminder.threeDaysLeft.subject': 'Claim {id}: 3 business days left to review it',
  'mail.reminder.threeDaysLeft.body':
    'Claim {id} for {amount} for {child} is still waiting for your review. Please approve or reject it by {due}: {link}',
  'mail.reminder.lastDay.subject': 'Claim {id}: today is the last day to review it',
  'mail.reminder.lastDay.body':
    'Claim {id} for {amount} for {child} is still waiting for your review, and today, {due}, is the last day. Please approve or reject it: {link}',
  'mail.digest.subject': 'Ohio ACE: claims waiting on {date}',
  'mail.digest.queue': 'Claims waiting for internal review: {count}',
  'mail.digest.overdue': 'Claims past their due date at providers: {count}',
  'mail.digest.failedPayouts': 'Payouts that failed at the bank: {count}',
  'mail.digest.appeals': 'Appeals waiting for a decision: {count} ({overdue} past their date)',
  'mail.digest.oldest': 'The claims that have waited longest:',
  'mail.digest.claim': 'Claim {id} for {child}, submitted {submitted}, business days waiting: {days}',
  'mail.digest.action': 'Open the support staff dashboard',
} as const;
