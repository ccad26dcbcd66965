import { screen, within } from '@testing-library/react';
import type { ReceiptReadingView } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { buildClaimView, buildReceiptReading } from '../test/factories.ts';
import { ClaimSummary } from './claim-summary.tsx';

const flagged = buildReceiptReading({
  total: 100,
  dates: ['2023-09-01', '2023-09-05'],
  invoiceNumber: 'INV-2041',
  flags: [
    { kind: 'amountAboveTotal', claimed: 125.5, total: 100, files: 1 },
    { kind: 'dateOutside', date: '2023-09-10', first: '2023-09-01', last: '2023-09-05' },
    { kind: 'invoiceNumberUsed', number: 'INV-2041', otherClaimId: 38 },
  ],
});

const staffPath = (id: number) => `/merit-cs/dashboard?claimId=${id}`;

function renderClaim(reading: ReceiptReadingView, otherClaimPath: ((id: number) => string) | null) {
  const claim = buildClaimView();
  const [first, second] = claim.files;
  if (first === undefined || second === undefined) throw new Error('buildClaimView has two files');
  const files = [{ ...first, reading }, second];
  renderWithApp(<ClaimSummary audience="reviewer" claim={{ ...claim, files }} otherClaimPath={otherClaimPath} />);
  return within(screen.getByRole('region', { name: 'Receipts and invoices' }));
}

describe('what was read from a claim’s files', () => {
  it('shows each file’s total, dates and invoice number, and each flag in one line after a warning', () => {
    const files = renderClaim(flagged, staffPath);
    expect(files.getAllByText('Read from the file')).toHaveLength(2);
    expect(files.getByText('Total: $100')).toBeInTheDocument();
    expect(files.getByText('Dates: 09/01/2023, 09/05/2023')).toBeInTheDocument();
    expect(files.getByText('Invoice number: INV-2041, not the receipt number given (R77)')).toBeInTheDocument();
    for (const line of [
      'The claim is for $125.50, more than the $100 total read from the invoice.',
      'The date of service, 09/10/2023, is outside the dates on the invoice (09/01/2023 to 09/05/2023).',
      'Invoice number INV-2041 is also on claim 38.',
    ]) {
      expect(files.getByText(line)).toHaveTextContent(/^Warning: /);
    }
    expect(files.getByText(/Not read yet/)).toBeInTheDocument();
  });

  it('says the invoice number read, as printed, is the receipt number given when only its punctuation differs', () => {
    const claim = buildClaimView();
    const [first, second] = claim.files;
    if (first === undefined || second === undefined) throw new Error('buildClaimView has two files');
    const printed = buildReceiptReading({ invoiceNumber: 'INV-7731' });
    const files = [
      { ...first, receiptNumber: 'INV7731', reading: printed },
      { ...second, receiptNumber: 'INV7732', reading: printed },
    ];
    renderWithApp(<ClaimSummary audience="reviewer" claim={{ ...claim, files }} />);
    const shown = within(screen.getByRole('region', { name: 'Receipts and invoices' }));
    expect(shown.getByText('Invoice number: INV-7731, the same as the receipt number given')).toBeInTheDocument();
    expect(shown.getByText('Invoice number: INV-7731, not the receipt number given (INV7732)')).toBeInTheDocument();
  });

  it('links the other claim with the same invoice for support staff', () => {
    const files = renderClaim(flagged, staffPath);
    expect(files.getByRole('link', { name: 'Open claim 38 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/merit-cs/dashboard?claimId=38',
    );
  });

  it('names no other claim to a provider', () => {
    const sameInvoice = { kind: 'invoiceNumberUsed' as const, number: 'INV-2041', otherClaimId: null };
    const files = renderClaim({ ...flagged, flags: [sameInvoice] }, null);
    expect(files.getByText('Invoice number INV-2041 is also on another claim.')).toBeInTheDocument();
    expect(files.queryByRole('link', { name: /Open claim/ })).not.toBeInTheDocument();
  });

  it('says when nothing could be read, and flags a file without text', () => {
    const claim = buildClaimView();
    const [first, second] = claim.files;
    if (first === undefined || second === undefined) throw new Error('buildClaimView has two files');
    const empty = buildReceiptReading({ total: null, dates: [], invoiceNumber: null });
    const unreadable = { ...empty, status: 'unreadable' as const, flags: [{ kind: 'noReadableText' as const }] };
    const files = [
      { ...first, reading: empty },
      { ...second, reading: unreadable },
    ];
    renderWithApp(<ClaimSummary audience="provider" claim={{ ...claim, files }} />);
    expect(screen.getByText('No total, date or invoice number could be read.')).toBeInTheDocument();
    expect(screen.getByText('No text could be read from this file. Check it by eye.')).toBeInTheDocument();
  });
});
