import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildReceiptReading } from '../../test/factories.ts';
import { renderWithApp } from '../../test/render.tsx';
import { setUser } from '../session/session-store.ts';
import { buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

beforeEach(() => {
  setUser({
    type: 'MeritCS',
    id: 9,
    email: 'riley.support@meritcs.example.com',
    firstName: 'Riley',
    lastName: 'Moore',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what was read from a claim’s files, for support staff', () => {
  it('opens the claim of the address in Manage claims, with each file’s reading, flags and the other claim’s link', async () => {
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
            { filename: 'invoice.pdf', reading },
            { filename: 'scan.png', reading: buildReceiptReading({ status: 'pending', total: null, dates: [] }) },
          ],
        }),
      ],
    });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?claimId=38');
    expect(screen.getByRole('tab', { name: 'Manage claims' })).toHaveAttribute('aria-selected', 'true');
    const claim = await screen.findByRole('region', { name: 'Claim 38' });
    const files = within(within(claim).getByRole('region', { name: 'Receipts and invoices' }));
    expect(files.getByText('invoice.pdf')).toBeInTheDocument();
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
