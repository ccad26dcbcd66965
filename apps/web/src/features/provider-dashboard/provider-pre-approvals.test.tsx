import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { buildPreApprovalForReview } from '../pre-approvals/pre-approval-for-review.test-support.ts';
import ProviderDashboardScreen from './provider-dashboard-screen.tsx';
import { listRoute, signInProvider, stubProviderApi } from './provider-api.test-support.ts';

afterEach(() => {
  // Unmounted first: a provider screen throws without a provider signed in.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A pre-approval staff passed to the signed-in organisation (Buckeye Music Academy, 100002). */
const passedToUs = (overrides: Parameters<typeof buildPreApprovalForReview>[0] = {}) =>
  buildPreApprovalForReview({
    status: 'Pending external',
    category: 'instrumentLessons',
    description: 'Violin lessons, one term',
    provider: { number: '100002', name: 'Buckeye Music Academy' },
    offeredActions: ['reject', 'approve'],
    ...overrides,
  });

function renderDashboard(preApprovals: ReturnType<typeof passedToUs>[]) {
  signInProvider();
  const api = stubProviderApi({ preApprovals, routes: [listRoute('/pending-vendor-approval-claims', [[]])] });
  renderWithApp(<ProviderDashboardScreen />, '/service-provider/dashboard');
  return { ...api, user: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'Pre-approvals waiting for you' });

async function openPreApproval(user: ReturnType<typeof userEvent.setup>, id: number) {
  const table = await within(await section()).findByRole('table', {
    name: 'Pre-approvals waiting for your decision, the oldest first',
  });
  await user.click(within(table).getByRole('button', { name: `Review pre-approval ${String(id)}` }));
  return { table, dialog: await screen.findByRole('dialog', { name: `Pre-approval ${String(id)}` }) };
}

describe("the provider's pre-approvals", () => {
  it('lists those waiting for its decision and approves one', async () => {
    const { user, sent } = renderDashboard([
      passedToUs(),
      passedToUs({ id: 13, amount: 240.5, child: { firstName: 'Leo', lastName: 'Chen' } }),
    ]);
    const { table, dialog } = await openPreApproval(user, 12);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Pre-approval', 'Student', 'Parent/Guardian', 'Amount', 'Category', 'Expected purchase', 'Asked on', 'Action'],
      ['12', 'Sofia Garcia', 'Maria Garcia', '$600', 'Instrument lessons', '03/20/2026', '03/02/2026', 'Review'],
      ['13', 'Leo Chen', 'Maria Garcia', '$240.50', 'Instrument lessons', '03/20/2026', '03/02/2026', 'Review'],
    ]);
    expect(within(dialog).getByText('Violin lessons, one term')).toBeVisible();
    expect(within(dialog).getByText('Buckeye Music Academy (100002)')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Pass to the provider' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Pre-approval 12 is approved. The family gets an e-mail.')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/service-provider/org-buckeye-music/pre-approvals/12/decision',
        body: { action: 'approve' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await within(await section()).findByRole('button', { name: 'Review pre-approval 13' });
    expect(within(await section()).queryByRole('button', { name: 'Review pre-approval 12' })).not.toBeInTheDocument();
  });

  it('rejects one with a reason, and refuses Other without a description in the form', async () => {
    const { user, sent } = renderDashboard([passedToUs()]);
    const { dialog } = await openPreApproval(user, 12);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const form = within(dialog).getByRole('form', { name: 'Reject the pre-approval' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Reason/ }), 'Other (Write in a reason)');
    const notes = within(form).getByRole('textbox', { name: /Description/ });
    await user.type(notes, ' ');
    expect(within(form).getByText('Please write in a reason for the rejection')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(sent).toEqual([]);

    await user.type(notes, 'We do not teach violin.');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Pre-approval 12 is rejected. The family gets an e-mail with the reason.'),
    ).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([
      { action: 'reject', reason: 'other', notes: 'We do not teach violin.' },
    ]);
    expect(await within(await section()).findByText('No pre-approval is waiting for your decision.')).toBeVisible();
  });

  it('says so when another member of the organisation decided it first', async () => {
    const preApproval = passedToUs();
    const { user } = renderDashboard([preApproval]);
    const { dialog } = await openPreApproval(user, 12);
    preApproval.status = 'Rejected';
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This pre-approval is already decided.');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(await within(await section()).findByText('No pre-approval is waiting for your decision.')).toBeVisible();
  });

  it('says when none is waiting', async () => {
    renderDashboard([passedToUs({ status: 'Pending' })]);
    const region = await section();
    expect(within(region).getByRole('heading', { level: 2, name: 'Pre-approvals waiting for you' })).toBeVisible();
    expect(await within(region).findByText('No pre-approval is waiting for your decision.')).toBeVisible();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
