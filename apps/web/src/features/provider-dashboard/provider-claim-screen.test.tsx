import type { ProviderClaimDetails } from '@ace/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClaimView } from '../../test/factories.ts';
import { renderWithApp } from '../../test/render.tsx';
import { clearSession } from '../session/session-store.ts';
import ProviderClaimScreen from './provider-claim-screen.tsx';
import { detailsRoute, failure, ok, signInProvider, stubProviderApi } from './provider-api.test-support.ts';

afterEach(() => {
  // Unmounted first: a provider screen throws without a provider signed in.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function details(overrides: Partial<ProviderClaimDetails> = {}): ProviderClaimDetails {
  return { ...buildClaimView(), externalReviewLink: null, ...overrides };
}

/** The value shown for a field of the claim. */
function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function renderClaim(query: string) {
  renderWithApp(<ProviderClaimScreen />, `/service-provider/claim${query}`);
}

describe('the claim details of a provider', () => {
  it('shows the claim of the selected organisation, read-only, with its status and files', async () => {
    signInProvider();
    const api = stubProviderApi({
      routes: [detailsRoute((claimId) => (claimId === '41' ? ok(details()) : undefined))],
    });
    renderClaim('?claimId=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim 41' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Pending');
    expect(screen.getByText('Sofia Garcia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download invoice.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/service-provider/dashboard',
    );
    expect(api.requestsTo('/claim/service-provider/41/org-buckeye-music')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review claim 41' })).not.toBeInTheDocument();
  });

  it('shows the account, invoice and receipt numbers, each named for what it is', async () => {
    signInProvider();
    stubProviderApi({ routes: [detailsRoute(() => ok(details()))] });
    renderClaim('?claimId=41');
    await screen.findByRole('heading', { level: 1, name: 'Claim 41' });
    expect(valueOf("Student's grant account")).toBe('7');
    expect(valueOf('Claim reference')).toBe('6f1c1f55-4d0e-4b8a-9a57-1f2d3c4b5a69');
    expect(valueOf('Invoice or receipt numbers')).toBe('R77');
  });

  it('offers Review while the claim waits for this provider', async () => {
    signInProvider();
    const link = 'http://portal.test/review-claim?token=external-token-0123456789abcdef';
    stubProviderApi({ routes: [detailsRoute(() => ok(details({ externalReviewLink: link })))] });
    renderClaim('?claimId=41');
    expect(await screen.findByText('This claim is waiting for your review: approve or reject it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review claim 41' })).toHaveAttribute('href', link);
  });

  it("opens a review of this portal in the same tab, with the way back to the claim's list (issue 36)", async () => {
    signInProvider();
    const link = `${window.location.origin}/review-claim?token=external-token-0123456789abcdef`;
    stubProviderApi({ routes: [detailsRoute(() => ok(details({ externalReviewLink: link })))] });
    renderClaim('?claimId=41');
    expect(await screen.findByRole('link', { name: 'Review claim 41' })).toHaveAttribute(
      'href',
      '/review-claim?token=external-token-0123456789abcdef',
    );
  });

  it("shows the Invalid claim screen with the server's message when the claim cannot be retrieved", async () => {
    signInProvider();
    stubProviderApi({
      routes: [
        detailsRoute(() =>
          failure(404, 'CLAIM_NOT_FOUND', "This claim could not be found among your organisation's claims"),
        ),
      ],
    });
    renderClaim('?claimId=999');
    expect(await screen.findByRole('heading', { name: 'Invalid claim' })).toBeInTheDocument();
    expect(screen.getByText("This claim could not be found among your organisation's claims")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/service-provider/dashboard',
    );
  });

  it('shows the Invalid claim screen without asking when the address names no claim', async () => {
    signInProvider();
    const api = stubProviderApi({});
    renderClaim('');
    expect(await screen.findByRole('heading', { name: 'Invalid claim' })).toBeInTheDocument();
    expect(screen.getByText("This claim could not be found among your organisation's claims")).toBeInTheDocument();
    expect(api.requestsTo('/org-buckeye-music').filter((url) => url.pathname.includes('/claim/'))).toHaveLength(0);
  });
});
