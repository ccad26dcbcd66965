import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { setUser } from '../../lib/session-store.ts';
import { buildQueueRow, buildStaffClaim, stubStaffApi, type RecordedCall } from './fake-staff-api.test-support.ts';
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
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The loads of a claim the server records as a staff read (ADR 0019). */
const claimReads = (calls: RecordedCall[], id: number) =>
  calls.filter((call) => call.method === 'GET' && call.path === `/claim/merit-cs/${String(id)}`);

describe('one opening of a claim is one read in the access record', () => {
  it("asks only for a waiting claim's review link on View claim: the review screen it opens is the read", async () => {
    const { calls } = stubStaffApi({
      queue: { waiting: [buildQueueRow({ id: 11 })] },
      claims: [
        buildStaffClaim({
          id: 11,
          status: 'Pending',
          internalReviewLink: `${window.location.origin}/review-claim?token=t-11`,
        }),
      ],
    });
    renderWithApp(
      <Routes>
        <Route path="/merit-cs/dashboard" element={<MeritCsDashboardScreen />} />
        <Route path="/review-claim" element={<p>Review screen</p>} />
      </Routes>,
      '/merit-cs/dashboard',
    );
    // The screen's first render on a loaded machine takes longer than the default second.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View claim 11' }, { timeout: 5000 }));
    expect(await screen.findByText('Review screen')).toBeInTheDocument();
    expect(claimReads(calls, 11)).toEqual([]);
  });

  it('loads a claim opened in Manage claims from View claim once', async () => {
    const { calls } = stubStaffApi({
      queue: { failedPayouts: [buildQueueRow({ id: 30, status: 'Accepted' })] },
      claims: [buildStaffClaim({ id: 30 })],
    });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Failed payouts/ }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'View claim 30' }));
    expect(await screen.findByRole('region', { name: 'Claim 30' })).toBeVisible();
    expect(claimReads(calls, 30)).toHaveLength(1);
  });

  it('does not load the claim again when staff come back to the window, after opening a receipt in a new tab', async () => {
    const { calls } = stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Manage claims' }));
    await user.type(screen.getByRole('textbox', { name: 'Search claims' }), '42');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('region', { name: 'Claim 42' }, { timeout: 5000 })).toBeVisible();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // Its audit trail, no read, loads again: the window's return was seen.
    await waitFor(() => {
      expect(calls.filter((call) => call.path === '/claim/42/events')).toHaveLength(2);
    });
    expect(claimReads(calls, 42)).toHaveLength(1);
  });
});
