import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clearSession, setUser } from '../../lib/session-store.ts';
import { ReviewOutcomeScreen } from './review-outcome-screen.tsx';

afterEach(() => {
  clearSession();
});

describe('the review outcome screens', () => {
  it.each([
    ['approved', 'Claim approved'],
    ['rejected', 'Claim rejected'],
    ['sentForExternalReview', 'Claim marked ready for external review'],
  ] as const)('names the outcome %s', async (outcome, title) => {
    renderWithApp(<ReviewOutcomeScreen outcome={outcome} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("sends a provider who only holds the e-mail's link to their dashboard's sign-in", async () => {
    renderWithApp(<ReviewOutcomeScreen outcome="approved" />);
    expect(await screen.findByRole('link', { name: 'Go to your provider dashboard' })).toHaveAttribute(
      'href',
      '/service-provider',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('sends signed-in support staff back to their dashboard', async () => {
    setUser({ type: 'MeritCS', id: 4, email: 'sam.support@meritcs.example.com', firstName: 'Sam', lastName: 'Taylor' });
    renderWithApp(<ReviewOutcomeScreen outcome="sentForExternalReview" />);
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/merit-cs/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
