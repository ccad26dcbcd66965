import type { ParentUser } from '@ace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import ProgrammeScreen from '../programme/programme-screen.tsx';
import { buildQueueRow, buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

/** Where the router is, and the browser's Back. */
function Address() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>{`At ${pathname}${search}`}</p>
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
      >
        Browser back
      </button>
    </>
  );
}

function renderDashboard(path = '/merit-cs/dashboard') {
  renderWithApp(
    <>
      <Routes>
        <Route path="/merit-cs/dashboard" element={<MeritCsDashboardScreen />} />
        <Route path="/merit-cs/programme" element={<ProgrammeScreen />} />
      </Routes>
      <Address />
    </>,
    path,
  );
  return userEvent.setup();
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole('textbox', { name: 'Search claims' });
  await user.clear(box);
  await user.type(box, text);
  await user.click(
    within(screen.getByRole('search', { name: 'Search claims' })).getByRole('button', { name: 'Search' }),
  );
}

const claims = [
  buildStaffClaim({ id: 42 }),
  buildStaffClaim({ id: 43, child: { firstName: 'Sofia', lastName: 'Garcia', schoolYear: 2023 } }),
];

const family: ParentUser = {
  type: 'Parent',
  id: 7,
  email: 'maria.garcia@example.com',
  firstName: 'Maria',
  lastName: 'Garcia',
  hasProvidedBankDetails: true,
  hasHealthyBankConnection: true,
  children: [],
};

describe("the support staff dashboard's address (issue 36)", () => {
  it('holds the tab, the search and the claim opened, and Back shows the search before', async () => {
    stubStaffApi({ claims });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Manage claims' }));
    expect(screen.getByText('At /merit-cs/dashboard?tab=claims')).toBeInTheDocument();
    await search(user, 'sofia');
    expect(await screen.findByText('At /merit-cs/dashboard?tab=claims&q=sofia')).toBeInTheDocument();
    const found = await screen.findByRole('table', { name: 'Claims found for “sofia”' });
    await user.click(within(found).getByRole('button', { name: 'Open claim 43' }));
    expect(await screen.findByRole('region', { name: 'Claim 43' })).toBeVisible();
    expect(screen.getByText('At /merit-cs/dashboard?tab=claims&q=sofia&claimId=43')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('At /merit-cs/dashboard?tab=claims&q=sofia')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Claim 43' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Claims found for “sofia”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('At /merit-cs/dashboard')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Work queue' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the search and the claim of an address it is opened at', async () => {
    stubStaffApi({ claims });
    renderDashboard('/merit-cs/dashboard?tab=claims&q=sofia&claimId=42');
    expect(screen.getByRole('tab', { name: 'Manage claims' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Search claims' })).toHaveValue('sofia');
    expect(await screen.findByRole('table', { name: 'Claims found for “sofia”' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Claim 42' })).toBeVisible();
  });

  it("holds the work queue's tab", async () => {
    stubStaffApi({
      queue: { overdue: [buildQueueRow({ id: 20, status: 'Pending external', dueDate: '2026-03-16' })] },
    });
    const user = renderDashboard('/merit-cs/dashboard?queue=overdue');
    expect(await screen.findByRole('tab', { name: /Overdue at providers/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Claims overdue at service providers' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Failed payouts/ }));
    expect(screen.getByText('At /merit-cs/dashboard?queue=failedPayouts')).toBeInTheDocument();
  });

  it('comes back from the Programme page as it was left', async () => {
    stubStaffApi({ claims });
    const user = renderDashboard('/merit-cs/dashboard?tab=claims&q=sofia&claimId=42');
    await screen.findByRole('region', { name: 'Claim 42' });
    await user.click(screen.getByRole('link', { name: 'Program figures' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Program' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('region', { name: 'Claim 42' })).toBeVisible();
    expect(screen.getByText('At /merit-cs/dashboard?tab=claims&q=sofia&claimId=42')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Claims found for “sofia”' })).toBeInTheDocument();
  });
});

describe('a claim or a family opened below the results (issue 36)', () => {
  it('is brought into view with focus on its heading, smoothly unless less motion is asked for', async () => {
    const scrolled: { heading: string; options: ScrollIntoViewOptions | boolean | undefined }[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
      options?: ScrollIntoViewOptions | boolean,
    ) {
      scrolled.push({ heading: this.textContent, options });
    });
    stubStaffApi({ claims, families: [family] });
    const user = renderDashboard('/merit-cs/dashboard?tab=claims');
    await search(user, 'sofia');
    const found = await screen.findByRole('table', { name: 'Claims found for “sofia”' });
    await user.click(within(found).getByRole('button', { name: 'Open claim 42' }));
    const heading = await screen.findByRole('heading', { name: 'Claim 42' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(scrolled).toEqual([{ heading: 'Claim 42', options: { behavior: 'smooth', block: 'start' } }]);

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    await user.click(screen.getByRole('button', { name: 'Maria Garcia' }));
    const familyHeading = await screen.findByRole('heading', { name: 'Family of Maria Garcia' });
    await waitFor(() => {
      expect(familyHeading).toHaveFocus();
    });
    expect(scrolled.at(-1)).toEqual({
      heading: 'Family of Maria Garcia',
      options: { behavior: 'auto', block: 'start' },
    });
  });

  it('brings a claim opened from the work queue into view on Manage claims', async () => {
    stubStaffApi({
      queue: { failedPayouts: [buildQueueRow({ id: 30, status: 'Accepted' })] },
      claims: [buildStaffClaim({ id: 30 })],
    });
    const user = renderDashboard('/merit-cs/dashboard?queue=failedPayouts');
    await user.click(await screen.findByRole('button', { name: 'View claim 30' }));
    const heading = await screen.findByRole('heading', { name: 'Claim 30' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByText('At /merit-cs/dashboard?tab=claims&queue=failedPayouts&claimId=30')).toBeInTheDocument();
  });
});
