/** Asking before buying (issue 35 part 1); part of the catalogue in en.ts. */
export const preApprovalTexts = {
  'preApproval.amount.invalid': 'Enter the amount you expect to pay, above zero.',
  'preApproval.category.required': 'Please choose what kind of purchase this is.',
  'preApproval.description.required': 'Please say what you want to buy and what it is for.',
  'preApproval.description.tooLong': 'Please keep the description under {max} characters.',
  'preApproval.expectedDate.invalid': 'Enter the date you expect to buy it.',
  'preApproval.expectedDate.outside': 'Enter a date from {first} to {last}.',
  'preApproval.provider.required': "Enter the provider's number, or the details of a provider outside the program.",
  'preApproval.provider.notFound': 'We could not find a provider with this number. Please check it.',
  'preApproval.provider.inactive': 'This provider is not active in the program. Choose another provider.',
  'preApproval.quoteLink.invalid': 'Enter a link to the quote, like www.example.com/quote.',
  'preApproval.notFound': 'We could not find this pre-approval.',
  'preApproval.action.required': 'Choose whether to approve, send to the provider or reject.',
  'preApproval.action.notOffered': 'This action is not offered for this pre-approval.',
  'preApproval.alreadyDecided': 'This pre-approval is already decided.',
  'preApproval.ask.link': 'Ask before you buy',
  'preApproval.ask.linkFor': 'Ask before you buy for {name}',
  'preApproval.screen.title': 'Ask before you buy',
  'preApproval.screen.intro':
    'Tell us what you plan to buy for {name}. We check it before you pay, and hold the money while we look.',
  'preApproval.form.title': 'Your request',
  'preApproval.form.amount.label': 'Amount you expect to pay',
  'preApproval.form.description.label': 'What it is and what it is for',
  'preApproval.form.expectedDate.label': 'When you expect to buy it',
  'preApproval.form.quoteLink.label': 'Link to the quote',
  'preApproval.form.quoteLink.hint': 'Optional: a web page or shared file that shows the price.',
  'preApproval.form.send': 'Ask for pre-approval',
  'preApproval.form.sending': 'Sending your request',
  'preApproval.sent':
    'Your request is in. The money is held while we look at it, and we will e-mail you when it is decided.',
  'preApproval.list.title': 'Your requests',
  'preApproval.list.empty': 'You have not asked before buying for {name} yet.',
  'preApproval.list.loadFailed': 'We could not load your requests.',
  'preApproval.list.retry': 'Try again',
  'preApproval.item.title': '{amount} for {category}',
  'preApproval.item.details': '{provider} · expected {date}',
  'dashboard.held': '{amount} is held for your pre-approval requests, apart from Available.',
  'preApproval.state.pending': 'Waiting for a decision. The money is held for you meanwhile.',
  'preApproval.state.approved': 'Approved. {left} is held for you until {date}: send the claim after you buy.',
  'preApproval.state.used': 'Approved and used by your claims.',
  'preApproval.state.rejected': 'Not approved. Reason: {reason}',
  'preApproval.state.expired': 'Expired: the money is no longer held for you. You can ask again.',
  'preApproval.use.notApproved': 'This pre-approval is not approved, or it has expired. Submit the claim without it.',
  'preApproval.use.usedUp': 'This pre-approval is used up. Submit the claim without it.',
  'preApproval.use.different':
    'This claim is not for the student, provider and kind of purchase that were pre-approved. Submit it without the pre-approval.',
  'preApproval.use.dateOutside': 'The pre-approval covers dates from {first} to {last}. Check the date of service.',
  'meritCsScreen.event.preApprovalReturned': 'Pre-approved part given back to the pre-approval',
  'mail.preApprovalReceived.subject': 'We received your request for pre-approval of {amount}',
  'mail.preApprovalReceived.body':
    'We received your request for pre-approval of {amount} for {child}. The money is held for you while we look at it, and we will write when it is decided.',
  'mail.preApprovalApproved.subject': 'Your purchase of {amount} is pre-approved',
  'mail.preApprovalApproved.body':
    'You can buy it: {amount} for {child} is pre-approved and held for you until {date}. Send the claim with the receipt after you buy.',
  'mail.preApprovalRejected.subject': 'Your request for pre-approval of {amount} was not approved',
  'mail.preApprovalRejected.body':
    'Your request for pre-approval of {amount} for {child} was not approved. Reason: {reason}',
  'mail.preApprovalRejected.next': 'You can ask again with what is missing.',
  'mail.preApprovalReminder.subject': 'Your pre-approval of {amount} ends on {date}',
  'mail.preApprovalReminder.body':
    'Your pre-approval of {amount} for {child} can be used until {date}. After that the money is no longer held for you.',
  'mail.preApprovalReview.subject': 'A request for pre-approval of {amount} is waiting for your review',
  'mail.preApprovalReview.body':
    'A parent asks whether the program will pay {amount} for {child} before buying from you. Please approve or reject the request by {due}, signed in on your dashboard: {link}',
  'mail.preApprovalReview.threeDaysLeft.subject':
    'Request for pre-approval of {amount}: 3 business days left to review it',
  'mail.preApprovalReview.threeDaysLeft.body':
    'The request for pre-approval of {amount} for {child} is still waiting for your review. Please approve or reject it by {due}, signed in on your dashboard: {link}',
  'mail.preApprovalReview.lastDay.subject': 'Request for pre-approval of {amount}: today is the last day to review it',
  'mail.preApprovalReview.lastDay.body':
    'The request for pre-approval of {amount} for {child} is still waiting for your review, and today, {due}, is the last day. Please approve or reject it, signed in on your dashboard: {link}',
  'mail.preApprovalReview.action': 'Open your dashboard',
} as const;
