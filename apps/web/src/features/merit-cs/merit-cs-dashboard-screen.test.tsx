import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { Route, Routes, useLocation } from 'react-router';
import { buildQueueRow, buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

function ReviewLocation() {
  const location = useLocation();
  return <p>{`Review at ${location.pathname}${location.search}`}</p>;
}

function renderScreen() {
  renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
  return userEvent.setup();
}

async function searchClaim(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('tab', { name: 'Manage claims' }));
  const box = screen.getByRole('textbox', { name: 'Search claims' });
  await user.clear(box);
  await user.type(box, text);
  await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Search' }));
}

describe('the Merit CS dashboard', () => {
  it('opens on the work queue, beside Manage claims and Manage service provider', async () => {
    stubStaffApi({});
    const user = renderScreen();
    expect(screen.getByRole('tab', { name: 'Work queue' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Manage service provider' }));
    expect(screen.getByRole('textbox', { name: 'Service provider number or name' })).toBeVisible();
  });
});

describe('the work queue', () => {
  const waiting = [
    buildQueueRow({ id: 11, ageBusinessDays: 9 }),
    buildQueueRow({
      id: 12,
      ageBusinessDays: 4,
      child: { firstName: 'Mateo', lastName: 'Garcia' },
      serviceProvider: { number: '100002', name: 'Buckeye Music Academy' },
    }),
    buildQueueRow({ id: 13, ageBusinessDays: 1, amount: 40 }),
  ];

  it('lists the claims waiting for support staff, oldest first, with each tab counted', async () => {
    stubStaffApi({
      queue: { waiting, overdue: [buildQueueRow({ id: 20, status: 'Pending external', dueDate: '2026-03-16' })] },
    });
    renderScreen();
    expect(await screen.findByRole('tab', { name: 'Waiting for support staff (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Overdue at providers (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed payouts (0)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Claims waiting for support staff' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Claim ID',
      'Age (business days)',
      'Student',
      'Parent/Guardian',
      'Service provider',
      'Claim amount',
      'Action',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-claim-id'))).toEqual(['11', '12']);
    expect(rows[0]).toHaveTextContent('119Sofia GarciaMaria GarciaBright Minds Tutoring (100001)$125.50View claim');
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
  });

  it('loads the next page, and filters by provider and by age', async () => {
    const { calls } = stubStaffApi({ queue: { waiting } });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Load more claims' }));
    expect(await screen.findByText('Showing 3 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Service provider number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter valid service provider number')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Service provider number/ }));
    await user.type(screen.getByRole('textbox', { name: /Service provider number/ }), '100001');
    await user.type(screen.getByRole('textbox', { name: /Minimum age/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/merit-cs/queue/waiting?providerNumber=100001&minAgeDays=5');

    await user.clear(screen.getByRole('textbox', { name: /Minimum age/ }));
    await user.type(screen.getByRole('textbox', { name: /Minimum age/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No claim matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(/Showing \d of 3/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Minimum age/ })).toHaveValue('');
  });

  it('shows the due date of a claim overdue at its provider', async () => {
    stubStaffApi({
      queue: { overdue: [buildQueueRow({ id: 20, status: 'Pending external', dueDate: '2026-03-16' })] },
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('tab', { name: /Overdue at providers/ }));
    const table = await screen.findByRole('table', { name: 'Claims overdue at service providers' });
    expect(within(table).getByRole('columnheader', { name: 'Due date' })).toBeInTheDocument();
    expect(within(table).getByText('03/16/2026')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    stubStaffApi({});
    renderScreen();
    expect(await screen.findByText('No claim is waiting for support staff.')).toBeInTheDocument();
  });

  it("opens a waiting claim's review screen with View claim", async () => {
    stubStaffApi({
      queue: { waiting },
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
        <Route path="/review-claim" element={<ReviewLocation />} />
      </Routes>,
      '/merit-cs/dashboard',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View claim 11' }));
    expect(await screen.findByText('Review at /review-claim?token=t-11')).toBeInTheDocument();
  });

  it('opens a claim without an internal review in Manage claims', async () => {
    stubStaffApi({
      queue: { failedPayouts: [buildQueueRow({ id: 30, status: 'Accepted' })] },
      claims: [buildStaffClaim({ id: 30 })],
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('tab', { name: /Failed payouts/ }));
    await user.click(await screen.findByRole('button', { name: 'View claim 30' }));
    expect(await screen.findByRole('region', { name: 'Claim 30' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Manage claims' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('managing a claim', () => {
  it("finds claims by a student's name, opens one, and downloads what it found as CSV", async () => {
    const { calls } = stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:claims', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderScreen();
    await searchClaim(user, 'sofia');
    const table = await screen.findByRole('table', { name: 'Claims found for “sofia”' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '42Sofia GarciaMaria Garciamaria.garcia@example.comBright Minds Tutoring (100001)$120Approved03/02/2026Open',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(saved).toEqual(['claims.csv']);
    });
    expect(calls.map((call) => call.path)).toContain('/merit-cs/claims/csv?q=sofia');
    await user.click(within(table).getByRole('button', { name: 'Open claim 42' }));
    expect(await screen.findByRole('region', { name: 'Claim 42' })).toBeVisible();
  });

  it('offers no download of a search too short to mean anything, and says what to search for', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const user = renderScreen();
    await searchClaim(user, 'so');
    expect(await screen.findByRole('table', { name: 'Claims found for “so”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(
      screen.getByText('To download, search for at least 3 characters, a claim id or a service provider number'),
    ).toBeInTheDocument();
  });

  it('says when no claim matches', async () => {
    stubStaffApi({});
    const user = renderScreen();
    await searchClaim(user, '404');
    expect(await screen.findByText('No claim matches “404”.')).toBeInTheDocument();
  });

  it('asks for something to search for', async () => {
    stubStaffApi({});
    const user = renderScreen();
    await searchClaim(user, '   ');
    expect(
      await screen.findByText('Please enter a claim id, a name, an e-mail address or a service provider number'),
    ).toBeInTheDocument();
  });

  it('shows an Accepted claim with both changes offered, the status change first', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const result = await screen.findByRole('region', { name: 'Claim 42' });
    expect(within(result).getByText('Approved')).toBeInTheDocument();
    expect(within(result).getByText('$120')).toBeInTheDocument();
    expect(within(result).getByRole('radio', { name: 'Update Claim Status' })).toBeChecked();
    expect(within(result).getByRole('radio', { name: 'Update Claim Amount' })).not.toBeChecked();
    expect(within(result).getByRole('button', { name: "Update the amount for an 'Approved' claim" })).toBeVisible();
    // Only a claim pending internal review has a review to open; a decided one shows its facts, no disabled button.
    expect(within(result).queryByRole('button', { name: 'View claim' })).not.toBeInTheDocument();
    expect(within(result).getByText('Service category', { selector: 'dt' })).toBeInTheDocument();
  });

  it('offers only the status change on a Rejected claim, and says the amount changes on an Approved claim only', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 9, status: 'Rejected' })] });
    const user = renderScreen();
    await searchClaim(user, '9');
    const result = await screen.findByRole('region', { name: 'Claim 9' });
    expect(within(result).getByRole('radio', { name: 'Update Claim Status' })).toBeChecked();
    expect(within(result).queryByRole('radio', { name: 'Update Claim Amount' })).not.toBeInTheDocument();
    expect(within(result).getByText('The amount can be updated on an Approved claim only.')).toBeInTheDocument();
  });

  it('looks again when the same id is searched again: someone may have acted on the claim meanwhile', async () => {
    const claim = buildStaffClaim({ id: 42 });
    stubStaffApi({ claims: [claim] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const result = await screen.findByRole('region', { name: 'Claim 42' });
    expect(within(result).getByText('$120')).toBeInTheDocument();
    claim.amount = 95;
    await searchClaim(user, '42');
    expect(await within(result).findByText('$95')).toBeInTheDocument();
  });

  it('sends an Accepted claim back to Pending Internal Review after the confirmation, then shows it reloaded', async () => {
    const { calls } = stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const result = await screen.findByRole('region', { name: 'Claim 42' });
    await user.click(within(result).getByRole('button', { name: 'Update status' }));
    expect(await within(result).findByText('Please select a status')).toBeInTheDocument();
    expect(within(result).getByText('Please provide a reason for status change')).toBeInTheDocument();

    await user.selectOptions(within(result).getByRole('combobox', { name: /New status/ }), 'Pending Internal Review');
    await user.type(within(result).getByRole('textbox', { name: /Reason for the status change/ }), 'Paid twice');
    await user.click(within(result).getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText(
        "You're changing the status of the Claim ID 42 from Approved to Pending Internal Review. Do you want to proceed?",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, proceed' }));

    expect(await screen.findByText('Successfully updated the claim status')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/claim/42', body: { note: 'Paid twice' } });
    expect(await within(result).findByText('Pending Internal Review')).toBeInTheDocument();
    expect(within(result).queryByRole('radiogroup', { name: 'What do you want to change?' })).not.toBeInTheDocument();
    expect(
      within(result).getByText(
        "Nothing can be changed while this claim is Pending Internal Review. Decide it on its review screen first: then an Approved claim's status and amount can be changed, and a Rejected claim's status.",
      ),
    ).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: /View claim/ })).toHaveAttribute(
      'href',
      'http://localhost/review-claim?token=internal-1',
    );
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    expect(await within(trail).findByText('Sent back to Pending Internal Review')).toBeInTheDocument();
    expect(within(trail).getByText('Note: Paid twice')).toBeInTheDocument();
    const found = screen.getByRole('table', { name: 'Claims found for “42”' });
    await waitFor(() => {
      expect(within(found).getAllByRole('row')[1]).toHaveTextContent('Pending Internal Review');
    });
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { calls } = stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const result = await screen.findByRole('region', { name: 'Claim 42' });
    await user.selectOptions(within(result).getByRole('combobox', { name: /New status/ }), 'Pending Internal Review');
    await user.type(within(result).getByRole('textbox', { name: /Reason for the status change/ }), 'Paid twice');
    await user.click(within(result).getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('changes the amount of an Accepted claim after the confirmation, in dollars, and shows it in the audit trail', async () => {
    const { calls } = stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const result = await screen.findByRole('region', { name: 'Claim 42' });
    await user.click(within(result).getByRole('radio', { name: 'Update Claim Amount' }));
    await user.type(within(result).getByRole('textbox', { name: /New amount/ }), '12.345');
    await user.click(within(result).getByRole('button', { name: 'Update amount' }));
    expect(await within(result).findByText('Please enter a valid amount')).toBeInTheDocument();
    expect(within(result).getByText('Please provide a reason for amount update')).toBeInTheDocument();

    await user.clear(within(result).getByRole('textbox', { name: /New amount/ }));
    await user.type(within(result).getByRole('textbox', { name: /New amount/ }), '100.50');
    await user.type(within(result).getByRole('textbox', { name: /Reason for the amount update/ }), 'Invoice corrected');
    await user.click(within(result).getByRole('button', { name: 'Update amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText('Are you sure you want to update the claim amount from $120 to $100.50 ?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, proceed' }));

    expect(await screen.findByText('Successfully updated the claim amount')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/claim/42',
      body: { amount: 100.5, note: 'Invoice corrected' },
    });
    expect(await within(result).findByText('$100.50')).toBeInTheDocument();
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    const entry = (await within(trail).findByText('Amount updated')).closest('li');
    expect(entry).not.toBeNull();
    expect(entry).toHaveTextContent('By Riley Moore (Merit CS)');
    expect(entry).toHaveTextContent('Amount: $120 → $100.50');
    expect(entry).toHaveTextContent('Note: Invoice corrected');
    expect(entry).toHaveTextContent(/03\/10\/2026 at 10:05 AM EDT/);
  });

  it("puts the server's refusal of an amount beside the amount", async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 42, availableCents: 1_000 })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const result = await screen.findByRole('region', { name: 'Claim 42' });
    await user.click(within(result).getByRole('radio', { name: 'Update Claim Amount' }));
    await user.type(within(result).getByRole('textbox', { name: /New amount/ }), '500');
    await user.type(within(result).getByRole('textbox', { name: /Reason for the amount update/ }), 'More sessions');
    await user.click(within(result).getByRole('button', { name: 'Update amount' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, proceed' }));
    expect(
      await within(result).findByText('The new amount exceeds the funds available to the student ($130)'),
    ).toBeInTheDocument();
    expect(within(result).getByText('$120')).toBeInTheDocument();
  });

  it('offers no change on a pending claim, says why and when it can be changed, and links to its review', async () => {
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 7,
          status: 'Pending external',
          internalReviewLink: 'http://localhost/review-claim?token=abc',
        }),
      ],
    });
    const user = renderScreen();
    await searchClaim(user, '7');
    const result = await screen.findByRole('region', { name: 'Claim 7' });
    expect(within(result).getByText('Pending External Review')).toBeInTheDocument();
    expect(within(result).queryByRole('radio')).not.toBeInTheDocument();
    expect(
      within(result).getByText(
        "Nothing can be changed while this claim is Pending External Review: its provider decides it first. Then an Approved claim's status and amount can be changed, and a Rejected claim's status.",
      ),
    ).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Update amount' })).not.toBeInTheDocument();
    const link = within(result).getByRole('link', { name: 'View claim (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://localhost/review-claim?token=abc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the audit trail of the claim found: what, who, when and the change', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    const trail = await screen.findByRole('list', { name: 'Audit trail' });
    const entry = (await within(trail).findByText('Claim submitted')).closest('li');
    expect(entry).toHaveTextContent('By Maria Garcia (parent)');
    expect(entry).toHaveTextContent('Status: Pending Internal Review');
    expect(entry).toHaveTextContent('Amount: $120');
    expect(entry).toHaveTextContent('03/02/2026 at 10:30 AM EST');
  });

  it('shows the payouts of the claim found: amount, where each stands, to whom, its reference at the bank, and what must be recovered', async () => {
    const transfer = {
      claimId: 42,
      payTo: 'User' as const,
      attempts: 1,
      bankTransferRef: 'https://bank.test/transfers/5f0c2b9e-7d1a-4c3e-9b8f-2a6d4e1c0b7a',
      reference: '5f0c2b9e-7d1a-4c3e-9b8f-2a6d4e1c0b7a',
      createdAt: '2026-03-03T15:00:00.000Z',
      updatedAt: '2026-03-04T15:00:00.000Z',
      waitingForBank: null,
    };
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 42,
          amount: 100,
          transfers: [
            { ...transfer, id: 1, amount: 120, status: 'cancelled', lastError: null },
            {
              ...transfer,
              id: 2,
              amount: 100,
              status: 'processed',
              lastError:
                "The claim's amount was lowered after the bank had paid it: $20 must be recovered from the payee.",
            },
            {
              ...transfer,
              id: 3,
              amount: 5,
              payTo: 'Vendor',
              status: 'queued',
              lastError: null,
              bankTransferRef: null,
              reference: null,
            },
          ],
        }),
      ],
    });
    const user = renderScreen();
    await searchClaim(user, '42');
    const payments = await screen.findByRole('list', { name: 'Payments' });
    const entries = within(payments).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '$120 · CancelledLast changed 03/04/2026 at 10:00 AM ESTTo the parentPayment reference: 5f0c2b9e-7d1a-4c3e-9b8f-2a6d4e1c0b7a',
      "$100 · PaidLast changed 03/04/2026 at 10:00 AM ESTTo the parentPayment reference: 5f0c2b9e-7d1a-4c3e-9b8f-2a6d4e1c0b7aThe claim's amount was lowered after the bank had paid it: $20 must be recovered from the payee.",
      '$5 · Waiting to be sentLast changed 03/04/2026 at 10:00 AM ESTTo the service provider',
    ]);
  });

  it('says of a payout held for a bank whose bank, since when, and that it is sent by itself (issue 36)', async () => {
    const held = {
      id: 5,
      claimId: 42,
      amount: 120,
      status: 'queued' as const,
      attempts: 0,
      lastError: 'Waiting for the payee to connect a healthy bank account',
      bankTransferRef: null,
      reference: null,
      createdAt: '2026-03-03T15:00:00.000Z',
      updatedAt: '2026-03-03T15:00:00.000Z',
    };
    stubStaffApi({
      claims: [
        buildStaffClaim({
          id: 42,
          transfers: [
            {
              ...held,
              payTo: 'User',
              waitingForBank: { payee: 'parent', since: '2026-03-03T15:00:00.000Z', businessDays: 1 },
            },
            {
              ...held,
              id: 6,
              payTo: 'Vendor',
              waitingForBank: { payee: 'provider', since: '2026-03-03T15:00:00.000Z', businessDays: 3 },
            },
          ],
        }),
      ],
    });
    const user = renderScreen();
    await searchClaim(user, '42');
    const payments = await screen.findByRole('list', { name: 'Payments' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      '$120 · Waiting to be sentLast changed 03/03/2026 at 10:00 AM ESTTo the parentWaiting since 03/03/2026 (1 business day) for the parent to reconnect their bank account. It is sent by itself once their bank can receive payments.',
      '$120 · Waiting to be sentLast changed 03/03/2026 at 10:00 AM ESTTo the service providerWaiting since 03/03/2026 (3 business days) for the service provider to connect a bank account. It is sent by itself once their bank can receive payments.',
    ]);
  });

  it('says so when nothing was paid for the claim', async () => {
    stubStaffApi({ claims: [buildStaffClaim({ id: 42, status: 'Pending' })] });
    const user = renderScreen();
    await searchClaim(user, '42');
    expect(await screen.findByText('Nothing has been paid or queued for this claim.')).toBeInTheDocument();
  });
});

describe('managing a service provider', () => {
  const columbus = { number: '100004', name: 'Columbus Language School', status: 'Active', canReceivePayments: false };

  async function searchProvider(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.click(screen.getByRole('tab', { name: 'Manage service provider' }));
    const box = screen.getByRole('textbox', { name: 'Service provider number or name' });
    await user.clear(box);
    await user.type(box, number);
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Search' }));
  }

  it('finds providers by the start of their name, and manages the one chosen', async () => {
    stubStaffApi({ providers: [{ ...columbus, status: 'Active' }] });
    const user = renderScreen();
    await searchProvider(user, 'colum');
    const found = await screen.findByRole('list', { name: 'Service providers found' });
    expect(within(found).getByText('Columbus Language School · 100004 · Active')).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Choose Columbus Language School' }));
    expect(await screen.findByRole('region', { name: 'Columbus Language School' })).toBeVisible();
  });

  it('says when no provider has a name starting so', async () => {
    stubStaffApi({});
    const user = renderScreen();
    await searchProvider(user, '12345');
    expect(await screen.findByText('No service provider matches “12345”.')).toBeInTheDocument();
  });

  it("shows the server's message for a number nobody has", async () => {
    stubStaffApi({});
    const user = renderScreen();
    await searchProvider(user, '999999');
    expect(await screen.findByText('Please enter a valid service provider number')).toBeInTheDocument();
  });

  it('makes an Active provider Inactive after the confirmation, then offers Active back', async () => {
    const { calls } = stubStaffApi({ providers: [{ ...columbus, status: 'Active' }] });
    const user = renderScreen();
    await searchProvider(user, '100004');
    const result = await screen.findByRole('region', { name: 'Columbus Language School' });
    expect(within(result).getByText('100004')).toBeInTheDocument();
    expect(within(result).getByText('ACTIVE')).toBeInTheDocument();
    const select = within(result).getByRole('combobox', { name: /New status/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a status', 'INACTIVE']);
    await user.click(within(result).getByRole('button', { name: 'Update status' }));
    expect(await within(result).findByText('Please select a status')).toBeInTheDocument();

    await user.selectOptions(select, 'INACTIVE');
    await user.click(within(result).getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText(
        'Changing the status to INACTIVE will prevent Columbus Language School from accepting new claims. Do you want to proceed?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, proceed' }));
    expect(
      await screen.findByText('Service Provider status successfully updated from ACTIVE to INACTIVE'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/service-provider/status',
      body: { number: '100004', status: 'Inactive' },
    });
    expect(await within(result).findByText('INACTIVE')).toBeInTheDocument();
    const options = within(within(result).getByRole('combobox', { name: /New status/ })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a status', 'ACTIVE']);
  });

  it('asks in other words before making an Inactive provider Active', async () => {
    stubStaffApi({ providers: [{ ...columbus, status: 'Inactive' }] });
    const user = renderScreen();
    await searchProvider(user, '100004');
    const result = await screen.findByRole('region', { name: 'Columbus Language School' });
    await user.selectOptions(within(result).getByRole('combobox', { name: /New status/ }), 'ACTIVE');
    await user.click(within(result).getByRole('button', { name: 'Update status' }));
    expect(
      await screen.findByText(
        'Changing the status to ACTIVE will allow Columbus Language School to accept new claims. Do you want to proceed?',
      ),
    ).toBeInTheDocument();
  });
});
