// What other features may use of the parent dashboard (docs/adr/0029).
export { submittedClaimParams } from './submitted-claim-notice';
export { reloadParent, useParent } from './use-parent';
