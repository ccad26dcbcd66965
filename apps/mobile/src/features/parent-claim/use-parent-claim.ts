import { useParentClaim as useClaimOf } from '@ace/app-core/parent-claim-query';
import { api } from '../../lib/api';

export { claimIdOf } from '@ace/app-core/parent-claim-query';

/** One claim of the signed-in parent, through this app's API client (app-core's useParentClaim). */
export function useParentClaim(claimId: number | null) {
  return useClaimOf(api, claimId);
}
