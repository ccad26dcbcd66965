import type { RelevantClaim } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { buildRelevantClaim } from './review-api.test-support.ts';
import { DEFAULT_RELEVANT_CLAIM_SORT, nextSort, sortRelevantClaims } from './relevant-claims-sort.ts';

const claims: RelevantClaim[] = [
  buildRelevantClaim({
    uuid: '00000000-0000-4000-8000-00000000000a',
    amount: 40,
    status: 'Rejected',
    serviceProviderNumber: null,
    createdAt: '2023-09-01T10:00:00.000Z',
    child: { firstName: 'zara', lastName: 'Khan' },
  }),
  buildRelevantClaim({
    uuid: '00000000-0000-4000-8000-00000000000b',
    amount: 300,
    status: 'Pending external',
    serviceProviderNumber: '100002',
    createdAt: '2023-07-01T10:00:00.000Z',
    child: { firstName: 'Mateo', lastName: 'Garcia' },
  }),
  buildRelevantClaim({
    uuid: '00000000-0000-4000-8000-00000000000c',
    amount: 75.25,
    status: 'Pending',
    serviceProviderNumber: '100001',
    createdAt: '2023-08-01T10:00:00.000Z',
    child: { firstName: 'Sofia', lastName: 'Garcia' },
  }),
];

const amounts = (sorted: RelevantClaim[]) => sorted.map((claim) => claim.amount);

describe('sortRelevantClaims', () => {
  it('puts the largest amount first by default', () => {
    expect(amounts(sortRelevantClaims(claims, DEFAULT_RELEVANT_CLAIM_SORT))).toEqual([300, 75.25, 40]);
  });

  it('sorts names without regard to case, statuses in lifecycle order, dates in time and missing providers first', () => {
    expect(amounts(sortRelevantClaims(claims, { column: 'studentName', direction: 'ascending' }))).toEqual([
      300, 75.25, 40,
    ]);
    expect(amounts(sortRelevantClaims(claims, { column: 'status', direction: 'ascending' }))).toEqual([75.25, 300, 40]);
    expect(amounts(sortRelevantClaims(claims, { column: 'submittedDate', direction: 'descending' }))).toEqual([
      40, 75.25, 300,
    ]);
    expect(amounts(sortRelevantClaims(claims, { column: 'serviceProvider', direction: 'ascending' }))).toEqual([
      40, 75.25, 300,
    ]);
  });

  it('leaves the list it was given as it was', () => {
    sortRelevantClaims(claims, { column: 'amount', direction: 'ascending' });
    expect(amounts(claims)).toEqual([40, 300, 75.25]);
  });
});

describe('nextSort', () => {
  it('turns the order of the same column round', () => {
    expect(nextSort(DEFAULT_RELEVANT_CLAIM_SORT, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
  });

  it('starts text columns from A and dates from the newest', () => {
    expect(nextSort(DEFAULT_RELEVANT_CLAIM_SORT, 'studentName')).toEqual({
      column: 'studentName',
      direction: 'ascending',
    });
    expect(nextSort(DEFAULT_RELEVANT_CLAIM_SORT, 'submittedDate')).toEqual({
      column: 'submittedDate',
      direction: 'descending',
    });
  });
});
