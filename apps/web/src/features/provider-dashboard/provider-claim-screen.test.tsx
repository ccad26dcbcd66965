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

function renderClaim(query: string) {
  renderWithApp(<ProviderClaimScreen />, `/service-provider/claim${query}`);
}

describe('the claim details of a provider', () => {
  it('shows the claim of the selected organisation, read-only, with its status and files', async () => {
    signInProvider();
    const api = stubProviderApi({
      routes: [detailsRoute((claimId) => (claimId === '41' ? ok(buildClaimView()) : undefined))],
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
