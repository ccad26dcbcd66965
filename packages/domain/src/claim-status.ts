import type { PlainMessageId } from './messages/translate.ts';

/**
 * Claim statuses as they cross the API. 'Pending' is pending internal review by support staff; 'Pending external'
 * is pending the provider's approval (DESIGN.md section 4).
 */
export const CLAIM_STATUSES = ['Pending', 'Pending external', 'Accepted', 'Rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return CLAIM_STATUSES.some((status) => status === value);
}

/** Unknown status values are an error, never a silent default (spec section 8). */
export function parseClaimStatus(value: unknown): ClaimStatus {
  if (!isClaimStatus(value)) throw new Error(`Unknown claim status: ${String(value)}`);
  return value;
}

/*
 * The one home of the words for a claim's status (issue 14, item 7): every screen, e-mail and spreadsheet names a
 * status through one of the two functions below, one per audience. Both use the specification's words for a
 * decided claim: Accepted is shown as Approved, Rejected as Rejected. They differ only for a claim that waits.
 */
const displayStatus: Readonly<Record<ClaimStatus, PlainMessageId>> = {
  Pending: 'status.pending',
  'Pending external': 'status.pending',
  Accepted: 'status.approved',
  Rejected: 'status.rejected',
};

/** What parents and providers see: both pendings as Pending (spec section 2, 'Status display mapping'). */
export function displayStatusId(status: ClaimStatus): PlainMessageId {
  return displayStatus[parseClaimStatus(status)];
}

const staffStatus: Readonly<Record<ClaimStatus, PlainMessageId>> = {
  ...displayStatus,
  Pending: 'status.staff.pendingInternal',
  'Pending external': 'status.staff.pendingExternal',
};

/**
 * What support staff see: who a waiting claim waits for, Pending Internal Review (them) or Pending External Review
 * (the provider), in the words of their status-change confirmation (spec section 4); decided claims as everyone
 * sees them.
 */
export function staffStatusId(status: ClaimStatus): PlainMessageId {
  return staffStatus[parseClaimStatus(status)];
}

/** Claim statuses that still hold the child's funds without having spent them. */
export const PENDING_STATUSES: readonly ClaimStatus[] = ['Pending', 'Pending external'];
