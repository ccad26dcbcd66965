import type { ParentClaimDetails } from '@ace/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { buildParentClaimDetails } from '@ace/app-core/test-factories';
import { renderWithApp } from '../../test/render.tsx';
import ParentClaimScreen from './parent-claim-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shared claim fixture, for this file's child. */
function buildDetails(overrides: Partial<ParentClaimDetails> = {}): ParentClaimDetails {
  return buildParentClaimDetails({ child: { id: 3, firstName: 'Sofia', lastName: 'Garcia' }, ...overrides });
}

/** The Base API's claim details: this family's claims answer, any other id is not found. */
function stubDetails(claims: ParentClaimDetails[]) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://portal.test');
      requested.push(url.pathname);
      if (url.pathname.endsWith('/appeal')) {
        // A rejected claim's appeal (appeal-section.test.tsx): none sent, and the period over.
        const none = {
          appeal: null,
          issue: 'The 14 days to appeal this claim ended on 09/29/2023.',
          lastDay: '2023-09-29',
        };
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: none }), { status: 200 }));
      }
      // No claim here is audited: the audit section stays away.
      if (url.pathname.endsWith('/audit')) {
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: null }), { status: 200 }));
      }
      const claim = claims.find((candidate) => url.pathname === `/api/user/claim/${candidate.id}`);
      const body =
        claim === undefined
          ? { success: false, code: 'CLAIM_NOT_FOUND', error: 'Claim not found', message: 'Claim not found' }
          : { success: true, data: claim };
      return Promise.resolve(new Response(JSON.stringify(body), { status: claim === undefined ? 404 : 200 }));
    }),
  );
  return requested;
}

function renderClaim(path: string) {
  renderWithApp(
    <Routes>
      <Route path="/claims/:claimId" element={<ParentClaimScreen />} />
    </Routes>,
    path,
  );
}

function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe("a parent's claim details", () => {
  it('shows an approved claim with its steps, payout, files and receipt numbers, its heading focused', async () => {
    stubDetails([buildDetails()]);
    renderClaim('/claims/57');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Claim 57' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(valueOf('Claim ID')).toBe('57');
    expect(valueOf('Status')).toBe('Approved');
    expect(valueOf('Claim amount')).toBe('$125.50');
    expect(valueOf('Payment')).toBe('Paid (09/15/2023)');
    expect(valueOf('Service category')).toBe('Tutoring');
    expect(valueOf('Date of service')).toBe('09/10/2023');
    expect(valueOf('Service provider')).toBe('100001 · Bright Minds Tutoring');
    expect(valueOf('Deliver funds to')).toBe('Me');
    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'We received your claim 09/12/2023',
      'Approved 09/14/2023',
      'Paid 09/15/2023',
    ]);
    const files = within(screen.getByRole('region', { name: 'Receipts and invoices' }));
    expect(files.getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute('href', '/api/files/a?sig=1');
    expect(files.getByText('Receipt number: R77')).toBeInTheDocument();
    expect(files.getByRole('link', { name: 'Open receipt.png in full size' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Why it was not approved')).not.toBeInTheDocument();
  });

  it('says a payment waits for the parent to reconnect their bank, with the link to the bank page', async () => {
    stubDetails([
      buildDetails({
        payout: {
          state: 'waitingForYourBank',
          at: '2023-09-15T16:00:00.000Z',
          messageId: 'parentClaim.payout.waitingForYourBank',
        },
      }),
    ]);
    renderClaim('/claims/57');
    await screen.findByRole('heading', { level: 1, name: 'Claim 57' });
    expect(valueOf('Payment')).toBe('Waiting for you to reconnect your bank account (09/15/2023)');
    expect(
      screen.getByText(
        'Your bank account can no longer receive payments. Reconnect it and we send this payment by itself.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reconnect your bank account' })).toHaveAttribute(
      'href',
      '/parent/bank-account',
    );
  });

  it('shows a rejected claim with the reason as the reviewer wrote it, and no payout', async () => {
    stubDetails([
      buildDetails({
        status: 'Rejected',
        payout: null,
        provider: null,
        timeline: [
          { step: 'submitted', messageId: 'parentClaim.timeline.submitted', at: '2023-09-12T14:30:00.000Z' },
          { step: 'rejected', messageId: 'parentClaim.timeline.rejected', at: '2023-09-13T09:00:00.000Z' },
        ],
        rejectionReason: 'The receipt is for a different student.',
      }),
    ]);
    renderClaim('/claims/57');
    await screen.findByRole('heading', { level: 1, name: 'Claim 57' });
    expect(valueOf('Status')).toBe('Rejected');
    expect(screen.getByText('Why it was not approved')).toBeVisible();
    expect(screen.getByText('The receipt is for a different student.')).toBeVisible();
    expect(screen.queryByText('Payment', { selector: 'dt' })).not.toBeInTheDocument();
    expect(valueOf('Service provider')).toBe('No provider');
  });

  it('offers to correct and resubmit a rejected claim that was not corrected yet', async () => {
    const resubmission = {
      claimId: 57,
      childId: 3,
      values: {
        amount: '125.50',
        category: 'tutoring' as const,
        dateOfService: '2023-09-10',
        description: 'Geometry tutoring',
        payTo: 'User' as const,
        physicalGood: null,
        serviceProviderNumber: '100001',
        nonAceServiceProvider: null,
      },
      files: [],
    };
    stubDetails([buildDetails({ status: 'Rejected', payout: null, rejectionReason: 'Wrong amount', resubmission })]);
    renderClaim('/claims/57');
    await screen.findByRole('heading', { level: 1, name: 'Claim 57' });
    expect(screen.getByText(/Change what the reason asks for/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Correct and resubmit' })).toHaveAttribute(
      'href',
      '/submit-new-claim?childId=3&corrects=57',
    );
  });

  it('links a corrected claim to the claim that corrects it, and back, without offering a second correction', async () => {
    stubDetails([
      buildDetails({ id: 58, status: 'Rejected', payout: null, rejectionReason: 'Wrong amount', replacedBy: 59 }),
      buildDetails({ id: 59, status: 'Pending', payout: null, replaces: 58 }),
    ]);
    renderClaim('/claims/58');
    await screen.findByRole('heading', { level: 1, name: 'Claim 58' });
    expect(
      screen.getByRole('link', { name: 'You corrected this claim and sent it again as claim 59.' }),
    ).toHaveAttribute('href', '/claims/59');
    expect(screen.queryByRole('link', { name: 'Correct and resubmit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /claim 59/ }));
    await screen.findByRole('heading', { level: 1, name: 'Claim 59' });
    expect(screen.getByRole('link', { name: 'This claim corrects claim 58.' })).toHaveAttribute('href', '/claims/58');
  });

  it("shows not found with the way back for a claim that is not the family's (a 404)", async () => {
    const requested = stubDetails([buildDetails()]);
    renderClaim('/claims/58');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(requested).toEqual(['/api/user/claim/58']);
  });

  it('shows not found without asking when the address names no claim', async () => {
    const requested = stubDetails([buildDetails()]);
    renderClaim('/claims/57abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim not found' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
