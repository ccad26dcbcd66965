// What other features may use of the parent dashboard (docs/adr/0029).
export { submittedClaimState } from './submitted-claim-notice.tsx';
export { reloadParent, useParent } from './use-parent.ts';
