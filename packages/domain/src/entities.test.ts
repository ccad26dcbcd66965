import { describe, expect, it } from 'vitest';
import { childSchema, dollarsSchema, reviewClaimResponseSchema, userSchema } from './entities.ts';

const child = {
  id: 1,
  firstName: 'Ava',
  lastName: 'Lee',
  schoolYear: 2023,
  homeSchooled: false,
  dollars: { available: 850.5, pending: 100, spent: 49.5, held: 0 },
  nextInstalment: null,
  otherYears: [],
  yearEnd: [],
  recovered: [],
  claims: [
    {
      id: 9,
      amount: 100,
      createdAt: '2023-09-01T14:00:00.000Z',
      status: 'Pending',
      payoutWaitsForYourBank: false,
      appealWaiting: false,
    },
  ],
};

describe('wire entities', () => {
  it('carry money as dollars with at most two decimals', () => {
    expect(dollarsSchema.safeParse(12.34).success).toBe(true);
    expect(dollarsSchema.safeParse(12.345).success).toBe(false);
  });

  it('describe a parent with children and claim history', () => {
    const parent = {
      type: 'Parent',
      id: 3,
      email: 'parent@example.com',
      firstName: 'Mia',
      lastName: 'Lee',
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: false,
      children: [child],
    };
    expect(userSchema.parse(parent)).toEqual(parent);
  });

  it("carry a child's next instalment and other years, none when an older answer lacks them (issue 30)", () => {
    const { nextInstalment, otherYears, yearEnd, ...older } = child;
    expect(childSchema.parse(older)).toEqual({ ...older, nextInstalment, otherYears, yearEnd });
    const twoYears = {
      ...child,
      nextInstalment: { date: '2027-01-04', amount: 500 },
      otherYears: [{ schoolYear: 2025, dollars: { available: 12.5, pending: 0, spent: 987.5, held: 0 } }],
    };
    expect(childSchema.parse(twoYears)).toEqual(twoYears);
    expect(childSchema.safeParse({ ...child, nextInstalment: { date: '01/04/2027', amount: 500 } }).success).toBe(
      false,
    );
  });

  it('take a school year as a whole number (the years of the programme say which exist), refuse an unknown status', () => {
    expect(childSchema.safeParse({ ...child, schoolYear: 2026 }).success).toBe(true);
    expect(childSchema.safeParse({ ...child, schoolYear: 2024.5 }).success).toBe(false);
    expect(childSchema.safeParse({ ...child, schoolYear: '2024' }).success).toBe(false);
    expect(childSchema.safeParse({ ...child, schoolYear: null }).success).toBe(true);
    expect(childSchema.safeParse({ ...child, claims: [{ ...child.claims[0], status: 'Approved' }] }).success).toBe(
      false,
    );
  });

  it('describe an open review with its claim and funds', () => {
    const review = {
      reviewType: 'internal',
      reviewed: false,
      claim: {
        id: 9,
        uuid: '3f1c3c1e-7d2a-4c6e-9b1a-2f0e5d6c7b8a',
        status: 'Pending',
        amount: 100,
        category: 'tutoring',
        description: 'Fractions',
        dateOfService: '2023-09-01',
        physicalGood: null,
        payTo: 'Vendor',
        schoolYear: 2023,
        createdAt: '2023-09-02T10:00:00.000Z',
        child: { firstName: 'Ava', lastName: 'Lee', schoolYear: 2023 },
        parent: { firstName: 'Mia', lastName: 'Lee' },
        files: [
          {
            url: '/files/abc',
            filename: 'invoice.pdf',
            receiptNumber: null,
            detectedFileExt: 'pdf',
            reading: {
              status: 'read',
              total: 120,
              dates: ['2023-09-01'],
              invoiceNumber: 'INV-7',
              flags: [{ kind: 'invoiceNumberUsed', number: 'INV-7', otherClaimId: null }],
            },
          },
        ],
        serviceProvider: { number: '123456', name: 'Bright Minds', status: 'Active', isFauxServiceProvider: false },
        nonAceServiceProvider: null,
        accountNumber: '41',
        invoiceNumber: '3f1c3c1e-7d2a-4c6e-9b1a-2f0e5d6c7b8a',
        replaces: { id: 3, rejectionReason: 'Wrong amount' },
        replacedBy: null,
        sentAgainReason: null,
        decision: null,
      },
      amountInfo: { available: 850.5, pending: 100 },
      relevantClaims: [],
    };
    expect(reviewClaimResponseSchema.parse(review)).toEqual(review);
    const decision = { at: '2023-09-03T10:00:00.000Z', reviewerName: 'Olivia Brown' };
    expect(reviewClaimResponseSchema.parse({ ...review, reviewed: true, decision })).toEqual({
      reviewType: 'internal',
      reviewed: true,
      decision,
    });
  });
});
