import type { ClaimStatus } from '@ace/domain';
import { colours } from './colours';

/** Status colours dark enough to read on white; the word carries the meaning, not the colour. */
export const statusColour: Readonly<Record<ClaimStatus, string>> = {
  Pending: colours.text,
  'Pending external': colours.text,
  Accepted: colours.success,
  Rejected: colours.danger,
};
