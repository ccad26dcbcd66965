// What other features may use of the MeritCS dashboard's pieces (docs/adr/0029).
export { ChangeForm } from './change-form.tsx';
export { ClaimListPanel } from './claim-list-panel.tsx';
export { StaffPanel } from './staff-panel.tsx';
export { useConfirmedChange } from './use-confirmed-change.ts';
