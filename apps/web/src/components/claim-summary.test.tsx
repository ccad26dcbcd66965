import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClaimView } from '../test/factories.ts';
import { renderWithApp } from '../test/render.tsx';
import { ClaimSummary } from './claim-summary.tsx';

function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('ClaimSummary', () => {
  it('shows every field of a claim with a programme provider', async () => {
    renderWithApp(<ClaimSummary audience="reviewer" claim={buildClaimView()} />);
    expect(await screen.findByText('Claim ID')).toBeInTheDocument();
    expect(valueOf('Claim ID')).toBe('41');
    expect(valueOf('Submitted')).toBe('09/12/2023');
    expect(valueOf('Student')).toBe('Sofia Garcia');
    expect(valueOf('Parent/Guardian')).toBe('Maria Garcia');
    expect(valueOf('Service provider number')).toBe('100001 · Bright Minds Tutoring');
    expect(valueOf('Service category')).toBe('Tutoring');
    expect(valueOf('Educational benefits')).toBe('Geometry tutoring: proofs and constructions');
    expect(valueOf('Claim year')).toBe('2023-2024');
    expect(valueOf('Claim amount')).toBe('$125.50');
    expect(valueOf('Deliver funds to')).toBe('Service Provider');
  });

  it("words a parent's own payout for its reader: the provider or a reviewer", async () => {
    const claim = buildClaimView({ payTo: 'User' });
    const { unmount } = renderWithApp(<ClaimSummary audience="provider" claim={claim} />);
    expect(await screen.findByText('Parent/Guardian', { selector: 'dd' })).toBeInTheDocument();
    unmount();
    renderWithApp(<ClaimSummary audience="reviewer" claim={claim} />);
    expect(await screen.findByText('Student (Parent/Guardian)')).toBeInTheDocument();
    expect(screen.queryByText('Physical good')).not.toBeInTheDocument();
  });

  it('links a PDF for download and shows an image as a thumbnail, with receipt numbers', async () => {
    renderWithApp(<ClaimSummary audience="reviewer" claim={buildClaimView()} />);
    const files = within(await screen.findByRole('region', { name: 'Receipts and invoices' }));
    expect(files.getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute('href', '/api/files/a?sig=1');
    expect(files.getByText('Receipt number: R77')).toBeInTheDocument();
    expect(files.getByRole('img', { name: 'receipt.png' })).toHaveAttribute('src', '/api/files/b?sig=2');
    expect(files.getByRole('link', { name: 'Open receipt.png in full size' })).toHaveAttribute('target', '_blank');
  });

  it('says above its receipts why the parent sent one again, when the claim form told them it was already sent', async () => {
    const reason = 'The second instalment of the same invoice';
    renderWithApp(<ClaimSummary audience="provider" claim={buildClaimView({ sentAgainReason: reason })} />);
    const files = within(await screen.findByRole('region', { name: 'Receipts and invoices' }));
    const text = `The parent was told that a receipt of this claim was already sent with another of their claims, and sent it again. Their reason: ${reason}`;
    expect(files.getByText(text)).toHaveTextContent(`Warning: ${text}`);
  });

  it('says nothing of a receipt sent again for a claim without one', async () => {
    renderWithApp(<ClaimSummary audience="reviewer" claim={buildClaimView()} />);
    await screen.findByRole('region', { name: 'Receipts and invoices' });
    expect(screen.queryByText(/sent it again/)).not.toBeInTheDocument();
  });

  it("shows a non-programme provider's details and a homeschool claim's physical good", async () => {
    const claim = buildClaimView({
      serviceProvider: null,
      physicalGood: true,
      nonAceServiceProvider: {
        name: 'Lake Erie Robotics',
        address: '1 Shore Rd, Cleveland OH',
        phoneNumber: '(216) 555-0134',
        email: 'hello@lakeerie.example',
        website: 'https://lakeerie.example',
        contactName: 'Dana Cole',
      },
    });
    renderWithApp(<ClaimSummary audience="reviewer" claim={claim} />);
    expect(await screen.findByText('Service provider (not in the program)')).toBeInTheDocument();
    expect(valueOf('Service provider (not in the program)')).toBe('Lake Erie Robotics');
    expect(valueOf('Website')).toBe('https://lakeerie.example');
    expect(valueOf('Contact name')).toBe('Dana Cole');
    expect(screen.queryByText('Contact title')).not.toBeInTheDocument();
    expect(valueOf('Physical good')).toBe('Yes');
  });

  it('names the earliest date of service of each school year on the button that opens its tooltip', async () => {
    renderWithApp(<ClaimSummary audience="reviewer" claim={buildClaimView()} />);
    const info = await screen.findByRole('button', { name: /The earliest date of service for each school year/ });
    expect(info).toHaveAccessibleName(
      'The earliest date of service for each school year. 2021-2022 from 4/25/2022. 2022-2023 from 7/1/2022. ' +
        '2023-2024 from 7/1/2023',
    );
    // The tooltip itself, opened by a pointer over the button, is the provider story's (provider-dashboard.spec.ts):
    // jsdom's hover opened it only when the test had the cores to itself.
  });
});
