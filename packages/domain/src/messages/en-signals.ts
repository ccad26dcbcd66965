/** The reference a server failure shows (issue 17): its request id, which support staff find in the logs. */
export const signalTexts = {
  'error.reference': 'Reference: {id}',
} as const;
