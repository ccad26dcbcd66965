import { CLAIM_STATUSES, type RelevantClaim } from '@ace/domain';
import type { SortDirection } from '../../components/sortable-header.tsx';

export type RelevantClaimColumn = 'studentName' | 'status' | 'submittedDate' | 'serviceProvider' | 'amount';
export interface RelevantClaimSort {
  column: RelevantClaimColumn;
  direction: SortDirection;
}

/** The spec's default: the largest amounts first. */
export const DEFAULT_RELEVANT_CLAIM_SORT: RelevantClaimSort = { column: 'amount', direction: 'descending' };

type Compare = (a: RelevantClaim, b: RelevantClaim) => number;

const byText = (text: (claim: RelevantClaim) => string): Compare => {
  return (a, b) => text(a).localeCompare(text(b), 'en', { sensitivity: 'base', numeric: true });
};

const compare: Record<RelevantClaimColumn, Compare> = {
  studentName: byText((claim) => `${claim.child.firstName} ${claim.child.lastName}`),
  // In the order of the lifecycle, not of the words: Pending, Pending external, Accepted, Rejected.
  status: (a, b) => CLAIM_STATUSES.indexOf(a.status) - CLAIM_STATUSES.indexOf(b.status),
  submittedDate: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  serviceProvider: byText((claim) => claim.serviceProviderNumber ?? ''),
  amount: (a, b) => a.amount - b.amount,
};

/** The claims in the order chosen; equal rows keep the server's order. */
export function sortRelevantClaims(claims: readonly RelevantClaim[], sort: RelevantClaimSort): RelevantClaim[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...claims].sort((a, b) => sign * compare[sort.column](a, b));
}

/** A header pressed again turns its order round; another column starts with what reads best first. */
export function nextSort(current: RelevantClaimSort, column: RelevantClaimColumn): RelevantClaimSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  const newestOrLargestFirst = column === 'amount' || column === 'submittedDate';
  return { column, direction: newestOrLargestFirst ? 'descending' : 'ascending' };
}
