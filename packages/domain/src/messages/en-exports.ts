/** The column headings of the spreadsheets the API answers (text/csv): English texts, keyed by id; part of en.ts. */
export const exportTexts = {
  'export.claimId': 'Claim ID',
  'export.status': 'Status',
  'export.amount': 'Claim amount',
  'export.student': 'Student',
  'export.parent': 'Parent/Guardian',
  'export.parentEmail': 'Parent e-mail',
  'export.providerNumber': 'Service provider number',
  'export.providerName': 'Service provider',
  'export.submitted': 'Submit date',
  'export.claimYear': 'Claim year',
  'export.payTo': 'Deliver funds to',
  'export.decided': 'Date approved/rejected',
  'export.reviewer': 'Reviewer',
  'export.dueDate': 'Due date',
} as const;
