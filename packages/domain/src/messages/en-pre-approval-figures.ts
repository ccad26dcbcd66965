/** Pre-approvals as figures (issue 35) on the Programme page and in its CSV; part of en.ts. */
export const preApprovalFigureTexts = {
  'preApprovalFigures.title': 'Pre-approvals',
  'preApprovalFigures.intro':
    'Requests to pre-approve a purchase, charged to this school year and asked in these months: where they stand, what became of the money approved, and how long a decision took.',
  'preApprovalFigures.asked': 'Asked',
  'preApprovalFigures.waiting': 'Waiting for a decision',
  'preApprovalFigures.approved': 'Approved',
  'preApprovalFigures.moneyItem': 'Money',
  'preApprovalFigures.rejected': 'Rejected',
  'preApprovalFigures.expired': 'Expired',
  'preApprovalFigures.timeToDecision': 'From asking to the decision',
  'preApprovalFigures.counted': 'Decided: {count}',
  'preApprovalFigures.noDecision': 'None of these requests is decided yet.',
  'preApprovalFigures.tooFew': 'Too few decided requests to say yet ({count} so far). Times show from {minimum}.',
  'preApprovalFigures.money': 'Money of the approved requests',
  'preApprovalFigures.moneyColumn': 'Amount',
  'preApprovalFigures.approvedAmount': 'Amount approved',
  'preApprovalFigures.usedByClaims': 'Used by claims',
  'preApprovalFigures.held': 'Still held (waiting requests included)',
  'preApprovalFigures.releasedByExpiry': 'Released by expiry',
  'preApprovalFigures.loadFailed': 'The pre-approval figures could not be loaded.',

  'export.programme.preApprovals': 'Pre-approvals',
  'export.programme.preApprovalTimeToDecision': 'Time to decide a pre-approval',
} as const;
