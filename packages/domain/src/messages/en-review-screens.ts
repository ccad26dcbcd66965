/** The review-link screens (web): English texts, keyed by id; part of the catalogue in en.ts. */
export const reviewScreenTexts = {
  'reviewScreen.loading': 'Loading the claim…',
  'reviewScreen.type.internal': 'Internal review',
  'reviewScreen.type.external': 'Service provider review',

  'reviewScreen.facts.status': 'Claim status',
  'reviewScreen.facts.available': "Student's available funds",
  'reviewScreen.facts.pending': "Student's pending funds",
  'reviewScreen.facts.earliestDate': 'Earliest date of service for this claim year',

  'reviewScreen.relevant.caption': 'Claims of the same student or with the same receipts',
  'reviewScreen.relevant.studentName': 'Student Name',
  'reviewScreen.relevant.status': 'Status',
  'reviewScreen.relevant.submittedDate': 'Submitted Date',
  'reviewScreen.relevant.serviceProvider': 'Service Provider',
  'reviewScreen.relevant.amount': 'Amount',
  'reviewScreen.relevant.reviewLink': 'Review Link',
  'reviewScreen.relevant.empty': 'There are no other claims of this student or with the same receipts.',
  'reviewScreen.relevant.review': 'Review',
  'reviewScreen.relevant.reviewLabel': 'Review the claim of {amount} submitted on {date}',
  'reviewScreen.relevant.noLink': 'No open review',
  'reviewScreen.relevant.noProvider': 'No program provider',

  'reviewScreen.assign.intro':
    'Give this claim a service provider of the program, for example when the parent entered the wrong one.',
  'reviewScreen.assign.label': 'Service provider number',
  'reviewScreen.assign.hint': 'The 6-digit number of a provider in the program',
  'reviewScreen.assign.submit': 'Assign',

  'reviewScreen.footer.title': 'Your review',
  'reviewScreen.reviewerName.label': 'Reviewer name',
  'reviewScreen.reviewerName.hint': 'Your name is kept with the decision',
  'reviewScreen.blocked.title': 'The actions are disabled',
  'reviewScreen.inactive.title': 'Inactive service provider',

  'reviewScreen.reject.title': 'Reject claim',
  'reviewScreen.reject.reason': 'Reason',
  'reviewScreen.reject.reasonPlaceholder': 'Choose a reason',
  'reviewScreen.reject.notes': 'Description',
  'reviewScreen.reject.notesHint': "Required when the reason is 'Other'. The parent reads it in the e-mail.",
  'reviewScreen.approve.title': 'Approve claim',
  'reviewScreen.approve.confirm': 'Approve the claim of {amount} for {student}?',
  'reviewScreen.pass.title': 'Send for external review',
  'reviewScreen.pass.confirm':
    'The claim of {amount} for {student} passes internal review and goes to {provider} for their review.',

  'reviewScreen.error.title': 'This claim cannot be opened',
  'reviewScreen.error.signIn': 'Sign in as Merit CS',
  'reviewScreen.error.linkHelp':
    'Open the link from the e-mail again, the whole of it. If it still does not open, write to {email} for a new link.',
  'reviewScreen.error.dashboard': 'Back to your dashboard',
  'reviewScreen.back.workQueue': 'Back to the work queue',
  'reviewScreen.reviewed.on': 'It was decided on {date}.',
  'reviewScreen.reviewed.onBy': 'It was decided on {date} by {name}.',
  'reviewScreen.error.providerSignIn': 'Service provider sign-in',
  'reviewScreen.error.staffSignIn': 'Support staff sign-in',

  'reviewScreen.outcome.approved': 'The parent will be told by e-mail, and the funds will be paid out.',
  'reviewScreen.outcome.rejected': 'The parent will be told by e-mail, with the reason.',
  'reviewScreen.outcome.sentForExternalReview': 'The service provider was sent a link to review the claim.',
  'reviewScreen.outcome.providerDashboard': 'Go to your provider dashboard',
} as const;
