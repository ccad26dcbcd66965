/** Why an amount was misspent (issue 34): the list staff choose from, with a written explanation beside it. */
export const AUDIT_MISSPENT_REASONS = [
  'notEligible',
  'notReceived',
  'noEvidence',
  'paidTwice',
  'amountTooHigh',
  'other',
] as const;
export type AuditMisspentReason = (typeof AUDIT_MISSPENT_REASONS)[number];
