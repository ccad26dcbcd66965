import type { StaffAppeal } from '@ace/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

function buildAppeal(overrides: Partial<StaffAppeal> = {}): StaffAppeal {
  return {
    id: 4,
    claimId: 57,
    state: 'open',
    child: { firstName: 'Sofia', lastName: 'Garcia' },
    parent: { firstName: 'Maria', lastName: 'Garcia' },
    claimAmount: 300,
    appealedAt: '2026-02-02T15:30:00.000Z',
    dueDate: '2026-03-04',
    ageDays: 36,
    overdue: true,
    decidedAt: null,
    statement: 'Page two of the invoice names Sofia.',
    files: [{ url: '/api/appeal-files/9?sig=1', filename: 'letter.pdf', receiptNumber: null, detectedFileExt: 'pdf' }],
    claim: {
      files: [
        { url: '/api/claim-files/8?sig=1', filename: 'invoice.pdf', receiptNumber: null, detectedFileExt: 'pdf' },
      ],
      status: 'Rejected',
      amount: 300,
      category: 'tutoring',
      description: 'Algebra, four sessions',
      dateOfService: '2026-01-20',
      provider: 'Bright Minds Tutoring',
      rejectionReason: 'The invoice does not name the student.',
    },
    available: 250,
    decideIssue: null,
    decision: null,
    ...overrides,
  };
}

async function openAppeal(claimId: number) {
  const user = userEvent.setup();
  renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
  const queue = await screen.findByRole('region', { name: 'Appeals' });
  const table = await within(queue).findByRole('table', { name: 'Open appeals, the oldest first' });
  await user.click(within(table).getByRole('button', { name: `Open appeal of claim ${String(claimId)}` }));
  return { user, table, dialog: await screen.findByRole('dialog', { name: `Appeal of claim ${String(claimId)}` }) };
}

describe('appeals in the work queue', () => {
  it('lists open appeals with their age and due date, and overturns one for a lower amount with a reason', async () => {
    const { calls } = stubStaffApi({ appeals: [buildAppeal()] });
    const { user, table, dialog } = await openAppeal(57);
    const row = within(table).getAllByRole('row')[1];
    if (row === undefined) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['57', 'Sofia Garcia', 'Maria Garcia', '$300', '02/02/2026', '36', '03/04/2026Overdue', 'Open appeal']);
    expect(within(dialog).getByText('Page two of the invoice names Sofia.')).toBeVisible();
    expect(within(dialog).getByText('The invoice does not name the student.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download letter.pdf' })).toBeVisible();
    // The claim's own files, which the statement points to, beside the appeal's.
    const claimFiles = within(dialog).getByRole('region', { name: 'Receipts and invoices' });
    expect(within(claimFiles).getByRole('link', { name: 'Download invoice.pdf' })).toBeVisible();

    // Neither outcome is chosen for the staff member.
    const outcomes = within(dialog).getAllByRole('radio');
    expect(outcomes.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
    await user.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(within(dialog).getByText('Choose whether the decision stands or is overturned.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Overturn it and approve the claim' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount approved' });
    expect(amount).toHaveValue('250.00');
    expect(within(dialog).getByText('Up to $250.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(within(dialog).getByText('Please write the reason for the decision.')).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '225');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason, as the family will read it/ }),
      'Page two names Sofia; one session was not held.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('The appeal is decided')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/merit-cs/appeals/4/decision',
        body: { outcome: 'overturned', reason: 'Page two names Sofia; one session was not held.', amount: 225 },
      },
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'Appeals' })).findByText('No appeal is waiting.'),
    ).toBeVisible();
  });

  it('tells a staff member who decided the claim that someone else decides its appeal, and offers no form', async () => {
    stubStaffApi({
      appeals: [
        buildAppeal({
          overdue: false,
          decideIssue: 'You took part in deciding this claim, so another member of staff decides its appeal.',
        }),
      ],
    });
    const { dialog } = await openAppeal(57);
    expect(
      within(dialog).getByText('You took part in deciding this claim, so another member of staff decides its appeal.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Record decision' })).not.toBeInTheDocument();
  });
});
