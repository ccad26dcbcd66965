// What other features may use of a parent's claim screen (docs/adr/0029).
export { ClaimLoading } from './claim-loading';
export { ClaimNotFound } from './claim-not-found';
