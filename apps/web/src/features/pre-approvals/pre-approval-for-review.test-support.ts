import type { PreApprovalForReview } from '@ace/domain';

/** A pre-approval as its deciders read it (typed test data with overrides, STYLE.md rule 8): waiting for staff. */
export function buildPreApprovalForReview(overrides: Partial<PreApprovalForReview> = {}): PreApprovalForReview {
  return {
    id: 12,
    childId: 3,
    status: 'Pending',
    amount: 600,
    used: 0,
    held: 600,
    category: 'tutoring',
    description: 'Algebra tutoring, ten sessions',
    expectedDate: '2026-03-20',
    provider: { number: null, name: 'Corner Tutors' },
    quoteLink: 'corner.example.com/quote/17',
    createdAt: '2026-03-02T15:30:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    rejectionNotes: null,
    lastDay: null,
    child: { firstName: 'Sofia', lastName: 'Garcia' },
    parent: { firstName: 'Maria', lastName: 'Garcia' },
    ageDays: 8,
    offeredActions: ['reject', 'approve'],
    ...overrides,
  };
}
