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

const displayStatus: Readonly<Record<ClaimStatus, PlainMessageId>> = {
  Pending: 'status.pending',
  'Pending external': 'status.pending',
  Accepted: 'status.approved',
  Rejected: 'status.rejected',
};

/** What parents and providers see: both pendings as Pending, Accepted as Approved. */
export function displayStatusId(status: ClaimStatus): PlainMessageId {
  return displayStatus[parseClaimStatus(status)];
}

const staffStatus: Readonly<Record<ClaimStatus, PlainMessageId>> = {
  Pending: 'status.staff.pendingInternal',
  'Pending external': 'status.staff.pendingExternal',
  Accepted: 'status.staff.accepted',
  Rejected: 'status.staff.rejected',
};

/** What support staff see: the precise state, in the words of their confirmations. */
export function staffStatusId(status: ClaimStatus): PlainMessageId {
  return staffStatus[parseClaimStatus(status)];
}

/** Claim statuses that still hold the child's funds without having spent them. */
export const PENDING_STATUSES: readonly ClaimStatus[] = ['Pending', 'Pending external'];
