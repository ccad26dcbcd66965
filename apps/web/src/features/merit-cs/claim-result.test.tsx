import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildReceiptReading } from '../../test/factories.ts';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

/** The claim's file as the API answers it for staff member 9: a link that names its reader. */
const invoiceUrl = 'http://localhost:8080/api/files/5?expires=1&reader=9&signature=s';

describe('a claim in Manage claims, for support staff', () => {
  it('shows a rejected claim read-only, with what it was for, who is paid and its receipt to open', async () => {
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 38,
          status: 'Rejected',
          category: 'tutoring',
          description: 'Geometry tutoring: proofs and constructions',
          dateOfService: '2023-09-10',
          payTo: 'Vendor',
          amount: 125.5,
          amountInfo: { available: 874.5, pending: 0 },
          decision: {
            reviewerName: 'Sam Taylor',
            reviewedAt: '2023-09-14T14:05:00.000Z',
            rejectionReason: 'Receipt/Invoice does not match claim',
          },
          files: [
            {
              url: invoiceUrl,
              filename: 'invoice.pdf',
              receiptNumber: 'R77',
              detectedFileExt: 'pdf',
              reading: buildReceiptReading(),
            },
          ],
        }),
      ],
    });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?claimId=38');
    const claim = within(await screen.findByRole('region', { name: 'Claim 38' }));
    const fact = (label: string) => claim.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect({
      status: fact('Status'),
      category: fact('Service category'),
      description: fact('Educational benefits'),
      provider: fact('Service provider number'),
      amount: fact('Claim amount'),
      available: fact("Student's available funds"),
      decided: fact('Decided'),
      reason: fact('Why it was rejected'),
    }).toEqual({
      status: 'Rejected',
      decided: '09/14/2023 at 10:05 AM EDT by Sam Taylor',
      reason: 'Receipt/Invoice does not match claim',
      category: 'Tutoring',
      description: 'Geometry tutoring: proofs and constructions',
      provider: '100001 · Bright Minds Tutoring',
      amount: '$125.50',
      available: '$874.50',
    });
    expect(claim.getByText('09/10/2023')).toBeInTheDocument();
    expect(claim.getByText('Deliver funds to', { selector: 'dt' }).nextElementSibling).not.toBeEmptyDOMElement();
    const files = within(claim.getByRole('region', { name: 'Receipts and invoices' }));
    expect(files.getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute('href', invoiceUrl);
    // Decided: nothing to review, and no disabled button saying so; no appeal of it.
    expect(claim.queryByRole('button', { name: /View claim/ })).not.toBeInTheDocument();
    expect(claim.queryByRole('link', { name: /View claim/ })).not.toBeInTheDocument();
    expect(claim.queryByText('Appeal', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says when the family’s appeal of a rejected claim waits for a decision, and where it is made', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 40, status: 'Rejected', appealOpen: true })] });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?claimId=40');
    const claim = within(await screen.findByRole('region', { name: 'Claim 40' }));
    expect(claim.getByText('Appeal', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Waiting for a decision: open it from Appeals in the work queue.',
    );
  });

  it('offers the internal review as an action while the claim waits for it', async () => {
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 39,
          status: 'Pending',
          internalReviewLink: 'http://localhost:8080/review-claim?token=internal-39',
        }),
      ],
    });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?claimId=39');
    const claim = within(await screen.findByRole('region', { name: 'Claim 39' }));
    expect(claim.getByRole('link', { name: 'View claim (opens in a new tab)' })).toHaveAttribute(
      'href',
      'http://localhost:8080/review-claim?token=internal-39',
    );
  });

  it('shows each file’s reading, flags and the other claim’s link', async () => {
    const reading = buildReceiptReading({
      total: 90,
      flags: [
        { kind: 'amountAboveTotal', claimed: 120, total: 90, files: 1 },
        { kind: 'invoiceNumberUsed', number: 'R77', otherClaimId: 12 },
      ],
    });
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 38,
          files: [
            { url: invoiceUrl, filename: 'invoice.pdf', receiptNumber: null, detectedFileExt: 'pdf', reading },
            {
              url: 'http://localhost:8080/api/files/6?expires=1&reader=9&signature=t',
              filename: 'scan.png',
              receiptNumber: null,
              detectedFileExt: 'png',
              reading: buildReceiptReading({ status: 'pending', total: null, dates: [] }),
            },
          ],
        }),
      ],
    });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?claimId=38');
    expect(screen.getByRole('tab', { name: 'Manage claims' })).toHaveAttribute('aria-selected', 'true');
    const claim = await screen.findByRole('region', { name: 'Claim 38' });
    const files = within(within(claim).getByRole('region', { name: 'Receipts and invoices' }));
    expect(files.getByRole('link', { name: 'Download invoice.pdf' })).toBeInTheDocument();
    expect(files.getByRole('link', { name: 'Open scan.png in full size' })).toBeInTheDocument();
    expect(files.getByText('Total: $90')).toBeInTheDocument();
    expect(
      files.getByText('The claim is for $120, more than the $90 total read from the invoice.'),
    ).toBeInTheDocument();
    expect(files.getByText('Invoice number R77 is also on claim 12.')).toBeInTheDocument();
    expect(files.getByRole('link', { name: 'Open claim 12 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/merit-cs/dashboard?claimId=12',
    );
    expect(files.getByText(/Not read yet/)).toBeInTheDocument();
  });
});
