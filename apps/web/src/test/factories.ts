import type { ClaimView, ReceiptReadingView } from '@ace/domain';

/** What was read from a file: by default an invoice that agrees with buildClaimView's claim. */
export function buildReceiptReading(overrides: Partial<ReceiptReadingView> = {}): ReceiptReadingView {
  return { status: 'read', total: 125.5, dates: ['2023-09-10'], invoiceNumber: 'R77', flags: [], ...overrides };
}

/** Typed test data with overrides (STYLE.md rule 8); the parent and child builders are app-core's (shared with native). */
export function buildClaimView(overrides: Partial<ClaimView> = {}): ClaimView {
  return {
    id: 41,
    uuid: '6f1c1f55-4d0e-4b8a-9a57-1f2d3c4b5a69',
    status: 'Pending external',
    amount: 125.5,
    category: 'tutoring',
    description: 'Geometry tutoring: proofs and constructions',
    dateOfService: '2023-09-10',
    physicalGood: null,
    payTo: 'Vendor',
    schoolYear: 2023,
    createdAt: '2023-09-12T14:30:00.000Z',
    child: { firstName: 'Sofia', lastName: 'Garcia', schoolYear: 2023 },
    parent: { firstName: 'Maria', lastName: 'Garcia' },
    files: [
      {
        url: '/api/files/a?sig=1',
        filename: 'invoice.pdf',
        receiptNumber: 'R77',
        detectedFileExt: 'pdf',
        reading: buildReceiptReading(),
      },
      {
        url: '/api/files/b?sig=2',
        filename: 'receipt.png',
        receiptNumber: null,
        detectedFileExt: 'png',
        reading: buildReceiptReading({ status: 'pending', total: null, dates: [], invoiceNumber: null }),
      },
    ],
    serviceProvider: {
      number: '100001',
      name: 'Bright Minds Tutoring',
      status: 'Active',
      isFauxServiceProvider: false,
    },
    nonAceServiceProvider: null,
    accountNumber: '7',
    invoiceNumber: '6f1c1f55-4d0e-4b8a-9a57-1f2d3c4b5a69',
    replaces: null,
    replacedBy: null,
    sentAgainReason: null,
    decision: null,
    ...overrides,
  };
}
