/** A receipt a family already sent (issue 36): the claim form's warning and reason, what reviewers read; part of en.ts. */
export const receiptSentAgainTexts = {
  'receipt.alreadySent': 'This receipt was already sent with claim {id} on {date}.',
  'receipt.alreadySentMore': 'This receipt was already sent with claim {id} on {date}, and again since.',
  'claimForm.sentAgain.label': 'Why are you sending it again?',
  'claimForm.sentAgain.hint': 'For example, a second installment of the same invoice.',
  'claim.sentAgain.required': 'Please tell us why you are sending this receipt again.',
  'claim.sentAgain.tooLong': 'The reason can be at most {max} characters',
  'claimView.sentAgain':
    'The parent was told that a receipt of this claim was already sent with another of their claims, and sent it again. Their reason: {reason}',
} as const;
