/** Screens only the native app has: English texts, keyed by id; part of the catalogue in en.ts. */
export const mobileTexts = {
  'mobile.permission.camera': 'Allow Ohio ACE to use your camera to photograph invoices and receipts for your claims.',
  'mobile.permission.photos':
    'Allow Ohio ACE to open your photos so you can attach invoices and receipts to your claims.',
  'mobile.loading': 'Checking for updates…',
  'mobile.pullToRefresh': 'Pull down to update your balances',
  'mobile.files.camera': 'Take a photo',
  'mobile.files.library': 'Choose from photos',
  'mobile.files.documents': 'Choose a document',
  'mobile.files.hintNoPdf': 'Up to 5 files (JPEG, PNG or WebP), each below 10 MB',
  'mobile.preApproval.quoteFile.hintNoPdf':
    'Optional, besides or instead of the link: a picture of the quote (JPEG, PNG or WebP), under 10 MB.',
  'mobile.files.permissionDenied': 'Please allow access in your settings to attach files from here.',
  'mobile.date.choose': 'Choose a date',
  'mobile.openLink': 'Opens in your browser',
  'mobile.toast.dismiss': 'Dismiss message',
  'mobile.files.remove': 'Remove',
  'mobile.bank.failureTitle': 'Your bank account was not connected',
} as const;
