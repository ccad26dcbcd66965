import type { ParentUser, StaffRead } from '@ace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

function read(overrides: Partial<StaffRead>): StaffRead {
  return {
    id: 1,
    kind: 'claim',
    staffName: 'Riley Moore',
    staffEmail: 'riley.support@meritcs.example.com',
    parentUserId: 7,
    claimId: 42,
    fileId: null,
    address: '203.0.113.7',
    at: '2026-03-10T14:05:00.000Z',
    ...overrides,
  };
}

const family: ParentUser = {
  type: 'Parent',
  id: 7,
  email: 'maria.garcia@example.com',
  firstName: 'Maria',
  lastName: 'Garcia',
  hasProvidedBankDetails: true,
  hasHealthyBankConnection: true,
  children: [
    {
      id: 3,
      firstName: 'Sofia',
      lastName: 'Garcia',
      schoolYear: 2023,
      homeSchooled: false,
      dollars: { available: 380, pending: 0, spent: 120, held: 0 },
      nextInstalment: null,
      otherYears: [],
      yearEnd: [],
      recovered: [],
      claims: [
        {
          id: 42,
          amount: 120,
          createdAt: '2026-03-02T15:30:00.000Z',
          status: 'Accepted',
          payoutWaitsForYourBank: false,
          appealWaiting: false,
        },
      ],
    },
  ],
};

async function openClaim(id: number) {
  renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Manage claims' }));
  await user.type(screen.getByRole('textbox', { name: 'Search claims' }), String(id));
  await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Search' }));
  // The claim's panels load one after the other: a loaded machine takes longer than the default second.
  await screen.findByRole('region', { name: `Claim ${String(id)}` }, { timeout: 5000 });
  return user;
}

describe('who looked at a claim, on its audit trail', () => {
  it('lists each read newest first: what was opened, by whom, from where and when', async () => {
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 42,
          reads: [
            read({ id: 2, kind: 'file', fileId: 5, staffName: 'Sam Taylor', staffEmail: 'sam@meritcs.example.com' }),
            read({ id: 1, at: '2026-03-09T14:05:00.000Z' }),
          ],
        }),
      ],
    });
    await openClaim(42);
    const reads = await screen.findByRole('list', { name: 'Who looked at this claim' }, { timeout: 5000 });
    const [newest, oldest] = within(reads).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Opened a receipt file');
    expect(newest).toHaveTextContent('By Sam Taylor (sam@meritcs.example.com)');
    expect(newest).toHaveTextContent('File 5 of claim 42');
    expect(newest).toHaveTextContent('From 203.0.113.7');
    expect(newest).toHaveTextContent('03/10/2026 at 10:05 AM EDT');
    expect(oldest).toHaveTextContent('Opened the claim');
    expect(oldest).toHaveTextContent('By Riley Moore (riley.support@meritcs.example.com)');
    expect(oldest).not.toHaveTextContent('File');
  });

  it('says so when no one has opened the claim yet', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    await openClaim(42);
    expect(
      await screen.findByText('No one at the program has opened this claim yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});

describe("a family's details, from one of its claims", () => {
  it("open from the parent's name, with each student's funds and claims, and download the access record", async () => {
    const { calls } = stubStaffApi({ claims: [buildStaffClaim({ id: 42 })], families: [family] });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:record', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await openClaim(42);
    await user.click(await screen.findByRole('button', { name: 'Maria Garcia' }));
    const panel = await screen.findByRole('region', { name: 'Family of Maria Garcia' });
    expect(panel).toHaveTextContent('maria.garcia@example.com');
    expect(panel).toHaveTextContent('Provided');
    expect(panel).toHaveTextContent('Available $380 · Pending $0 · Spent $120');
    expect(within(panel).getByRole('list', { name: 'Claims of Sofia Garcia' })).toHaveTextContent(
      'Claim 42: $120, Approved, 03/02/2026',
    );
    expect(calls.filter((call) => call.path === '/merit-cs/families/7')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Download access record' }));
    await waitFor(() => {
      expect(saved).toEqual(['access-record-7.csv']);
    });
    expect(calls.map((call) => call.path)).toContain('/merit-cs/families/7/access-record/csv');

    await user.click(within(panel).getByRole('button', { name: "Close the family's details" }));
    expect(screen.queryByRole('region', { name: 'Family of Maria Garcia' })).toBeNull();
  });
});
