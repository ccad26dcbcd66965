/**
 * Audits of paid claims as figures (issue 34 item 5) on the Programme page and its CSV, and what a provider is asked
 * to repay on its dashboard; part of en.ts.
 */
export const auditFigureTexts = {
  'auditFigures.title': 'Audits of paid claims',
  'auditFigures.intro':
    'Of the paid claims submitted in these months: how many were checked, what the checks found misspent and how much of it came back.',
  'auditFigures.claimsPaid': 'Claims paid',
  'auditFigures.audited': 'Audited',
  'auditFigures.sampled': 'Drawn at random',
  'auditFigures.flagged': 'Flagged by their receipt',
  'auditFigures.open': 'Cases open',
  'auditFigures.overdue': 'Overdue',
  'auditFigures.findings': 'Misspent findings',
  'auditFigures.misspent': 'Misspent',
  'auditFigures.recovered': 'Recovered',
  'auditFigures.owed': 'Still owed',
  'auditFigures.recoveryRate': 'Recovery rate',
  'auditFigures.auditedNote': '{sampled} drawn at random, {flagged} flagged by their receipt',
  'auditFigures.openNote': 'Overdue: {count}',
  'auditFigures.findingsNote': '{amount} misspent',
  'auditFigures.recoveredNote': '{amount} still owed',
  'auditFigures.noRate': 'Nothing found misspent',
  'auditFigures.byProvider': 'Audits by provider',
  'auditFigures.provider': 'Provider',
  'auditFigures.allClaims': 'All claims',
  'auditFigures.noProvider': "No provider's claim of these months is audited yet.",
  'auditFigures.loadFailed': 'The audit figures could not be loaded.',

  'export.programme.rate': 'Rate (%)',
  'export.programme.audits': 'Audits',
  'export.programme.auditsOf': 'Audits of {provider}',

  'providerDebts.title': 'Money to repay after checks of paid claims',
  'providerDebts.intro':
    'The program checked these claims paid to you and found money that was not spent as the program allows. Please repay what is still owed; we will write to you about how.',
  'providerDebts.caption': 'Findings to repay, by claim',
  'providerDebts.claim': 'Claim',
  'providerDebts.reason': 'Why',
  'providerDebts.foundOn': 'Found on',
  'providerDebts.misspent': 'Misspent',
  'providerDebts.repaid': 'Repaid',
  'providerDebts.owed': 'Still owed',
  'providerDebts.total': 'Still owed in all: {amount}',
  'providerDebts.loadFailed': 'The money to repay could not be loaded. Reload the page to try again.',
} as const;
