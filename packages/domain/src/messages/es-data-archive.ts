import type { dataArchiveTexts } from './en-data-archive.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-data-archive.ts (the programme's terms: docs/glossary-es.md). */
export const esDataArchiveTexts = {
  'dataArchive.title': 'Your data',
  'dataArchive.explanation':
    'One zip file with your details, your students and their funds, every claim you sent with its history, and your receipts.',
  'dataArchive.download': 'Download my data',
  'dataArchive.preparing': 'Preparing your download…',
  'dataArchive.failed': 'We could not start your download. Please try again in a moment.',
  'dataArchive.readme.title': 'Your data from {programme}',
  'dataArchive.readme.made': 'Made on {date} for {name} ({email}). Amounts are in dollars, times in UTC.',
  'dataArchive.readme.files': 'What each file holds:',
  'dataArchive.readme.profile': 'profile.json: your name, e-mail address and whether your bank account is connected.',
  'dataArchive.readme.children':
    'children.json: your students, their school year and their funds (award, available, pending and spent).',
  'dataArchive.readme.claims':
    'claims.json: every claim you sent, with its details, the names and receipt numbers of its files, its history as your claim page shows it, and its outcome with the reason if it was rejected.',
  'dataArchive.readme.receipts': 'files/claim-<number>/: the files you sent with each claim, as you sent them.',
} satisfies Translation<typeof dataArchiveTexts>;
