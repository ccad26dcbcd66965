// What the screens of those who decide pre-approvals (support staff, providers) use of this feature (docs/adr/0029).
export { PreApprovalReview, personName, providerLabel } from './pre-approval-review.tsx';
