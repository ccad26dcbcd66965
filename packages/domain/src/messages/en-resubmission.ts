/** Correcting and resending a rejected claim (issue 15); part of the catalogue in en.ts. */
export const resubmissionTexts = {
  'resubmit.action': 'Correct and resubmit',
  'resubmit.hint': 'Change what the reason asks for, then send the claim again. Its files come with it.',
  'resubmit.correcting': 'You are correcting claim {id}, which was not approved: {reason}',
  'resubmit.notRejected': 'Only a claim that was not approved can be corrected and sent again.',
  'resubmit.alreadyDone': 'This claim was already corrected and sent again as claim {id}.',
  'resubmit.appealWaits':
    'Your appeal of this claim is being decided. If the decision stands, you can then correct the claim and send it again.',
  'resubmit.otherStudent': 'A corrected claim is for the same student as the claim it corrects.',
  'resubmit.unknownFile': 'This file is not one of the claim being corrected. Please choose it again.',
  'resubmit.fileTwice': 'Each file is either a new upload or one of the claim being corrected, not both.',
  'parentClaim.timeline.resubmitted': 'You sent a corrected claim',
  'parentClaim.replacedBy': 'You corrected this claim and sent it again as claim {id}.',
  'parentClaim.replaces': 'This claim corrects claim {id}.',
  'claimView.replaces': 'Resubmitted: this claim corrects rejected claim {id}.',
  'claimView.replacedReason': 'Why claim {id} was rejected: {reason}',
  'claimView.replacedBy': 'The parent corrected this claim and resubmitted it as claim {id}.',
} as const;
