/**
 * What a person reads while a part the portal needs is down (issue 33): a 503 that says whether anything was kept and
 * what to do. A change refused this way leaves nothing behind, so sending it again is safe.
 */
export const outageTexts = {
  'outage.reading': 'This cannot be loaded right now. Please try again in a minute.',
  'outage.writing':
    'Nothing was saved: the portal cannot store changes right now. Please send it again in a few minutes.',
  'outage.files': 'Files cannot be sent or opened right now, so nothing was saved. Please try again in a few minutes.',
  'outage.receiptReading': 'The portal is too busy to read this file now. Please type the details from the invoice.',
} as const;
