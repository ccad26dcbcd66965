import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { buildPreApprovalForReview } from '../pre-approvals/pre-approval-for-review.test-support.ts';
import { stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

const queue = () => screen.findByRole('region', { name: 'Pre-approvals' });

async function openPreApproval(id: number) {
  const user = userEvent.setup();
  renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
  const table = await within(await queue()).findByRole('table', {
    name: 'Pre-approvals waiting for staff, the oldest first',
  });
  await user.click(within(table).getByRole('button', { name: `Review pre-approval ${String(id)}` }));
  const dialog = await screen.findByRole('dialog', { name: `Pre-approval ${String(id)}` });
  await within(dialog).findByRole('heading', { name: 'Your decision' });
  return { user, table, dialog };
}

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST');

describe('pre-approvals in the work queue', () => {
  it('lists those waiting for staff, the oldest first, and approves one from a provider outside the program', async () => {
    const { calls } = stubStaffApi({
      preApprovals: [
        buildPreApprovalForReview(),
        buildPreApprovalForReview({
          id: 14,
          amount: 1800,
          category: 'curriculumAndMaterials',
          provider: { number: '100001', name: 'Bright Minds Tutoring' },
          child: { firstName: 'Leo', lastName: 'Chen' },
          parent: { firstName: 'Ana', lastName: 'Chen' },
          createdAt: '2026-03-05T15:30:00.000Z',
          ageDays: 5,
          offeredActions: ['reject', 'passInternalReview'],
        }),
        buildPreApprovalForReview({ id: 15, status: 'Pending external' }),
      ],
    });
    const { user, table, dialog } = await openPreApproval(12);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      [
        'Pre-approval',
        'Student',
        'Parent/Guardian',
        'Amount',
        'Category',
        'Provider',
        'Expected purchase',
        'Asked on',
        'Age (days)',
        'Action',
      ],
      [
        '12',
        'Sofia Garcia',
        'Maria Garcia',
        '$600',
        'Tutoring',
        'Corner Tutors (outside the program)',
        '03/20/2026',
        '03/02/2026',
        '8',
        'Review',
      ],
      [
        '14',
        'Leo Chen',
        'Ana Chen',
        '$1,800',
        'Curriculum and materials',
        'Bright Minds Tutoring (100001)',
        '03/20/2026',
        '03/05/2026',
        '5',
        'Review',
      ],
    ]);
    expect(within(await queue()).getByText('Waiting: 2')).toBeVisible();
    expect(within(dialog).getByText('Algebra tutoring, ten sessions')).toBeVisible();
    expect(within(dialog).getByText('03/02/2026 (8 days ago)')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open the quote (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://corner.example.com/quote/17',
    );
    // A provider outside the program: staff approve it themselves; there is no provider to pass it to.
    expect(within(dialog).queryByRole('button', { name: 'Pass to the provider' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Pre-approval 12 is approved. The family gets an e-mail.')).toBeVisible();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/merit-cs/pre-approvals/12/decision', body: { action: 'approve' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const refreshed = await within(await queue()).findByText('Waiting: 1');
    expect(refreshed).toBeVisible();
    expect(within(await queue()).queryByRole('button', { name: 'Review pre-approval 12' })).not.toBeInTheDocument();
  });

  it('links the quote sent as a file, beside the link or instead of it', async () => {
    stubStaffApi({
      preApprovals: [
        buildPreApprovalForReview({
          quoteLink: null,
          quoteFile: { name: 'quote.pdf', url: '/api/pre-approval-files/3?signature=abc' },
        }),
      ],
    });
    const { dialog } = await openPreApproval(12);
    const file = within(dialog).getByRole('link', { name: /Quote: quote\.pdf/ });
    expect(file).toHaveAttribute('href', '/api/pre-approval-files/3?signature=abc');
    expect(within(dialog).queryByText('No quote was sent.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Open the quote/ })).not.toBeInTheDocument();
  });

  it('passes one with a program provider to that provider, who decides next', async () => {
    const { calls } = stubStaffApi({
      preApprovals: [
        buildPreApprovalForReview({
          provider: { number: '100001', name: 'Bright Minds Tutoring' },
          quoteLink: null,
          offeredActions: ['reject', 'passInternalReview'],
        }),
      ],
    });
    const { user, dialog } = await openPreApproval(12);
    expect(within(dialog).getByText('No quote was sent.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pass to the provider' }));
    expect(await screen.findByText('Pre-approval 12 is sent to its provider to decide.')).toBeVisible();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/merit-cs/pre-approvals/12/decision', body: { action: 'passInternalReview' } },
    ]);
    expect(await within(await queue()).findByText('No pre-approval is waiting.')).toBeVisible();
  });

  it('rejects one with a reason, and refuses Other without a description in the form', async () => {
    const { calls } = stubStaffApi({ preApprovals: [buildPreApprovalForReview()] });
    const { user, dialog } = await openPreApproval(12);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const form = within(dialog).getByRole('form', { name: 'Reject the pre-approval' });
    const reject = within(form).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Reason/ }), 'Other (Write in a reason)');
    const notes = within(form).getByRole('textbox', { name: /Description/ });
    expect(notes).toBeRequired();
    await user.type(notes, '   ');
    expect(within(form).getByText('Please write in a reason for the rejection')).toBeVisible();
    expect(reject).toBeDisabled();
    expect(posts(calls)).toEqual([]);

    await user.clear(notes);
    await user.type(notes, 'Ten sessions at once are more than the program covers.');
    await user.click(reject);
    expect(
      await screen.findByText('Pre-approval 12 is rejected. The family gets an e-mail with the reason.'),
    ).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/merit-cs/pre-approvals/12/decision',
        body: { action: 'reject', reason: 'other', notes: 'Ten sessions at once are more than the program covers.' },
      },
    ]);
  });

  it('sends a listed reason without notes', async () => {
    // Another id than the test before's: its toast may still be leaving.
    const { calls } = stubStaffApi({ preApprovals: [buildPreApprovalForReview({ id: 21 })] });
    const { user, dialog } = await openPreApproval(21);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason/ }),
      'Insufficient information provided',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Pre-approval 21 is rejected. The family gets an e-mail with the reason.'),
    ).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/merit-cs/pre-approvals/21/decision',
        body: { action: 'reject', reason: 'insufficientInformation' },
      },
    ]);
  });

  it('says so when another member of staff decided it first, and takes it off the list', async () => {
    const preApproval = buildPreApprovalForReview();
    stubStaffApi({ preApprovals: [preApproval] });
    const { user, dialog } = await openPreApproval(12);
    preApproval.status = 'Accepted';
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This pre-approval is already decided.');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(await within(await queue()).findByText('No pre-approval is waiting.')).toBeVisible();
  });

  it('says when none is waiting', async () => {
    stubStaffApi({ preApprovals: [buildPreApprovalForReview({ status: 'Pending external' })] });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
    const section = await queue();
    expect(within(section).getByRole('heading', { level: 2, name: 'Pre-approvals' })).toBeVisible();
    expect(await within(section).findByText('No pre-approval is waiting.')).toBeVisible();
    expect(within(section).getByText('Waiting: 0')).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    stubStaffApi({ preApprovals: [buildPreApprovalForReview()] });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard', { locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Aprobaciones previas' });
    expect(
      await within(section).findByRole('table', {
        name: 'Aprobaciones previas que esperan al personal de apoyo, las más antiguas primero',
      }),
    ).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Revisar la aprobación previa 12' })).toBeVisible();
  });
});
