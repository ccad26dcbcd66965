import {
  programmeYears,
  type Child,
  type ClaimHistoryItem,
  type ParentClaimDetails,
  type ParentUser,
  type ProgrammeYears,
} from '@ace/domain';

/** Typed test data with overrides (STYLE.md rule 8), for the screens' tests in both apps. */
export function buildChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 7,
    firstName: 'Sofia',
    lastName: 'Garcia',
    schoolYear: 2023,
    homeSchooled: false,
    dollars: { available: 500, pending: 0, spent: 0, held: 0 },
    nextInstalment: null,
    otherYears: [],
    yearEnd: [],
    recovered: [],
    claims: [],
    ...overrides,
  };
}

/** An approved claim in a student's history on the dashboard: paid or on its way, nothing waiting. */
export function buildHistoryClaim(overrides: Partial<ClaimHistoryItem> = {}): ClaimHistoryItem {
  return {
    id: 57,
    amount: 125.5,
    createdAt: '2023-09-12T14:30:00.000Z',
    status: 'Accepted',
    payoutWaitsForYourBank: false,
    appealWaiting: false,
    ...overrides,
  };
}

export function buildParent(overrides: Partial<ParentUser> = {}): ParentUser {
  return {
    type: 'Parent',
    id: 3,
    email: 'maria.garcia@example.com',
    firstName: 'Maria',
    lastName: 'Garcia',
    hasProvidedBankDetails: true,
    hasHealthyBankConnection: true,
    children: [buildChild()],
    ...overrides,
  };
}

/** An approved, paid claim of buildChild's child as its parent reads it, with a PDF and a picture. */
export function buildParentClaimDetails(overrides: Partial<ParentClaimDetails> = {}): ParentClaimDetails {
  const child = buildChild();
  return {
    id: 57,
    status: 'Accepted',
    amount: 125.5,
    category: 'tutoring',
    description: 'Geometry tutoring',
    dateOfService: '2023-09-10',
    payTo: 'User',
    createdAt: '2023-09-12T14:30:00.000Z',
    child: { id: child.id, firstName: child.firstName, lastName: child.lastName },
    provider: { number: '100001', name: 'Bright Minds Tutoring' },
    files: [
      { url: '/api/files/a?sig=1', filename: 'invoice.pdf', receiptNumber: 'R77', detectedFileExt: 'pdf' },
      { url: '/api/files/b?sig=2', filename: 'receipt.png', receiptNumber: null, detectedFileExt: 'png' },
    ],
    timeline: [
      { step: 'submitted', messageId: 'parentClaim.timeline.submitted', at: '2023-09-12T14:30:00.000Z' },
      { step: 'approved', messageId: 'parentClaim.timeline.approved', at: '2023-09-14T10:00:00.000Z' },
      { step: 'paid', messageId: 'parentClaim.timeline.paid', at: '2023-09-15T10:00:00.000Z' },
    ],
    payout: { state: 'paid', at: '2023-09-15T10:00:00.000Z', messageId: 'parentClaim.payout.paid' },
    rejectionReason: null,
    replaces: null,
    replacedBy: null,
    resubmission: null,
    ...overrides,
  };
}

/** The specification's three school years (section 9), as GET /api/school-years answers them on a new portal. */
export function buildSchoolYears(): ProgrammeYears {
  const year = (startYear: number, firstDateOfService: string, defaultAward: number) => ({
    startYear,
    firstDateOfService,
    lastClaimDay: null,
    defaultAward,
    state: 'open' as const,
    unspentFunds: 'roll_over' as const,
    rollOverCap: null,
  });
  return programmeYears([
    year(2021, '2022-04-25', 500),
    year(2022, '2022-07-01', 1000),
    year(2023, '2023-07-01', 1000),
  ]);
}
