import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { setUser } from '../session/session-store.ts';
import { buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
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
  vi.unstubAllGlobals();
});

function renderScreen() {
  renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
  return userEvent.setup();
}

async function searchClaim(user: ReturnType<typeof userEvent.setup>, id: string) {
  const box = screen.getByRole('textbox', { name: 'Claim ID' });
  await user.clear(box);
  await user.type(box, id);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('the Merit CS dashboard', () => {
  it('offers two tabs, Manage claims first', async () => {
    stubStaffApi({});
    const user = renderScreen();
    expect(screen.getByRole('tab', { name: 'Manage claims' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Manage service provider' }));
    expect(screen.getByRole('textbox', { name: 'Service provider number' })).toBeVisible();
  });
});

describe('managing a claim', () => {
  it('refuses a claim id that is not digits, without asking the server', async () => {
    const { calls } = stubStaffApi({});
    const user = renderScreen();
    await searchClaim(user, '12a');
    expect(await screen.findByText('Please enter valid claim id')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's message beside the box for a claim that does not exist", async () => {
    stubStaffApi({});
    const user = renderScreen();
    await searchClaim(user, '404');
    expect(await screen.findByText('This claim could not be found')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Claim ID' })).toHaveAccessibleDescription(
      /This claim could not be found/,
    );
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
    // Only a claim pending internal review has a link.
    expect(within(result).getByRole('button', { name: 'View claim' })).toBeDisabled();
    expect(within(result).getByRole('button', { name: 'View claim' })).toHaveAccessibleDescription(
      'Only a claim pending internal review has a review link, so this claim cannot be viewed from here.',
    );
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
    expect(within(result).queryByRole('radio', { name: 'Update Claim Status' })).not.toBeInTheDocument();
    expect(within(result).getByRole('radio', { name: 'Update Claim Amount' })).toBeChecked();
    expect(
      within(result).getByText(
        "You can only update amounts for claims that are 'Approved'. The status of this claim is Pending Internal Review.",
      ),
    ).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: /View claim/ })).toHaveAttribute(
      'href',
      'http://localhost/review-claim?token=internal-1',
    );
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    expect(await within(trail).findByText('Sent back to Pending Internal Review')).toBeInTheDocument();
    expect(within(trail).getByText('Note: Paid twice')).toBeInTheDocument();
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

  it('offers only the amount for a pending claim, refuses it in the spec’s words, and links to its review', async () => {
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
    expect(within(result).queryByRole('radio', { name: 'Update Claim Status' })).not.toBeInTheDocument();
    expect(within(result).getByRole('radio', { name: 'Update Claim Amount' })).toBeChecked();
    expect(
      within(result).getByText(
        "You can only update amounts for claims that are 'Approved'. The status of this claim is Pending External Review.",
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

  it('shows the payouts of the claim found: amount, where each stands, to whom, and what must be recovered', async () => {
    const transfer = {
      claimId: 42,
      payTo: 'User' as const,
      attempts: 1,
      bankTransferRef: 'https://bank.test/transfers/1',
      createdAt: '2026-03-03T15:00:00.000Z',
      updatedAt: '2026-03-04T15:00:00.000Z',
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
            { ...transfer, id: 3, amount: 5, payTo: 'Vendor', status: 'queued', lastError: null },
          ],
        }),
      ],
    });
    const user = renderScreen();
    await searchClaim(user, '42');
    const payments = await screen.findByRole('list', { name: 'Payments' });
    const entries = within(payments).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '$120 · CancelledLast changed 03/04/2026 at 10:00 AM ESTTo the parent',
      "$100 · PaidLast changed 03/04/2026 at 10:00 AM ESTTo the parentThe claim's amount was lowered after the bank had paid it: $20 must be recovered from the payee.",
      '$5 · Waiting to be sentLast changed 03/04/2026 at 10:00 AM ESTTo the service provider',
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
    const box = screen.getByRole('textbox', { name: 'Service provider number' });
    await user.clear(box);
    await user.type(box, number);
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Search' }));
  }

  it('refuses a number that is not 6 digits', async () => {
    const { calls } = stubStaffApi({});
    const user = renderScreen();
    await searchProvider(user, '12345');
    expect(await screen.findByText('Please enter valid service provider number')).toBeInTheDocument();
    expect(calls).toEqual([]);
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
