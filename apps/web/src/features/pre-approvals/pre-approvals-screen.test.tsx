import { buildParent } from '@ace/app-core/test-factories';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setUser } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import PreApprovalsScreen from './pre-approvals-screen.tsx';

afterEach(() => {
  // The page leaves before its parent does: a parent page without one signed in is an error.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** The signed-in parent (Sofia Garcia, child 7, $500 available) and no pre-approvals yet. */
function signInParent() {
  const parent = buildParent();
  setUser(parent);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://portal.test').pathname;
      const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      if (path === '/api/user/parent') return reply({ success: true, data: parent });
      return reply({ success: true, data: { preApprovals: [] } });
    }),
  );
}

describe('the Ask before you buy page', () => {
  it("asks for one child's purchase, beside that child's pre-approvals", async () => {
    signInParent();
    renderWithApp(<PreApprovalsScreen />, '/pre-approvals?childId=7');
    expect(screen.getByRole('heading', { level: 1, name: 'Ask before you buy' })).toBeVisible();
    expect(screen.getByText(/^Tell us what you plan to buy for Sofia Garcia\./)).toBeVisible();
    expect(screen.getByText('Available: $500')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Your request' })).toBeVisible();
    const list = await screen.findByRole('region', { name: 'Your requests' });
    expect(within(list).getByText('You have not asked before buying for Sofia Garcia yet.')).toBeVisible();
  });

  it('says when the student is not one of the parent’s', () => {
    signInParent();
    renderWithApp(<PreApprovalsScreen />, '/pre-approvals?childId=99');
    expect(
      screen.getByText('This student could not be found. Please choose a student on your dashboard.'),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
