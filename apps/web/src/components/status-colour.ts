import type { ClaimStatus } from '@ace/domain';

/** Status colours dark enough to read on white (WCAG AA); the word carries the meaning, not the colour. */
export const statusColour: Record<ClaimStatus, string> = {
  Pending: 'dark.7',
  'Pending external': 'dark.7',
  Accepted: 'teal.9',
  Rejected: 'red.9',
};
