/**
 * A family's copy of its data (issue 21): the action on the parent's dashboard and the README of the archive it
 * downloads; part of en.ts.
 */
export const dataArchiveTexts = {
  'dataArchive.title': 'Your data',
  'dataArchive.explanation':
    'One zip file with your details, your students and their funds, every claim you sent with its history, your requests to approve a purchase before buying, and your receipts.',
  'dataArchive.download': 'Download my data',
  'dataArchive.preparing': 'Preparing your download…',
  'dataArchive.failed': 'We could not start your download. Please try again in a moment.',
  'dataArchive.readme.title': 'Your data from {programme}',
  'dataArchive.readme.made': 'Made on {date} for {name} ({email}). Amounts are in dollars, times in UTC.',
  'dataArchive.readme.files': 'What each file holds:',
  'dataArchive.readme.profile': 'profile.json: your name, e-mail address and whether your bank account is connected.',
  'dataArchive.readme.children':
    'children.json: your students and their funds in each school year (award, available, pending and spent), the next installment of an award paid in parts, and what became of unspent funds when a year closed.',
  'dataArchive.readme.claims':
    'claims.json: every claim you sent, with its details, the names and receipt numbers of its files, its history as your claim page shows it, its outcome with the reason if it was rejected, and your appeal of it with its decision.',
  'dataArchive.readme.preApprovals':
    'pre-approvals.json: every purchase you asked us to approve before buying, with its details, where it stands (waiting, approved with the money still held for you and its last day, used, not approved with the reason, or expired), and what your claims used of it; a quote you sent as a file is in files/pre-approval-<number>/.',
  'dataArchive.readme.receipts':
    'files/claim-<number>/: the files you sent with each claim, as you sent them; in appeal/, those you sent with an appeal.',
} as const;
