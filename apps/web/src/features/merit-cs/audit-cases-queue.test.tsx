import type { AuditCase } from '@ace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { buildAuditCase } from './fake-audits-api.test-support.ts';
import { buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

const answered: AuditCase['questions'][number] = {
  id: 1,
  question: 'Please send the receipt of the tutoring sessions.',
  askedAt: '2026-03-02T15:30:00.000Z',
  dueDate: '2026-03-16',
  overdue: false,
  answer: 'Here is the receipt.',
  answeredAt: '2026-03-04T10:00:00.000Z',
  files: [{ id: 8, filename: 'receipt.pdf', url: 'http://localhost:8080/api/audit-files/8?reader=5&sig=1' }],
};

async function openCase(claimId: number) {
  const user = userEvent.setup();
  renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
  const queue = await screen.findByRole('region', { name: 'Audits of paid claims' });
  const table = await within(queue).findByRole('table', { name: 'Audit cases, the newest first' });
  await user.click(within(table).getByRole('button', { name: `Open case of claim ${String(claimId)}` }));
  return {
    user,
    queue,
    table,
    dialog: await screen.findByRole('dialog', { name: `Audit of claim ${String(claimId)}` }),
  };
}

describe('audits of paid claims in the work queue', () => {
  it('lists the open cases with the overdue marked, and the other lists by filter', async () => {
    const { calls } = stubStaffApi({
      audits: [
        buildAuditCase({
          id: 3,
          claimId: 57,
          state: 'asked',
          overdue: true,
          questions: [{ ...answered, answer: null, answeredAt: null, files: [], overdue: true }],
        }),
        buildAuditCase({ id: 4, claimId: 58, state: 'closed', flagged: true, sampled: false }),
      ],
    });
    const user = userEvent.setup();
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
    const queue = await screen.findByRole('region', { name: 'Audits of paid claims' });
    const table = await within(queue).findByRole('table', { name: 'Audit cases, the newest first' });
    expect(within(queue).getByText('Overdue: 1')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([['57', 'Weekly sample', 'Waiting for the family', '03/02/2026', '03/16/2026Overdue', 'Open case']]);

    await user.click(within(queue).getByRole('radio', { name: 'Closed' }));
    expect(await within(queue).findByRole('cell', { name: 'Receipt flag' })).toBeVisible();
    expect(within(queue).queryByText('57')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/merit-cs/audits?filter=open', '/merit-cs/audits?filter=closed']),
    );
  });

  it("shows the claim, why it is audited and the family's answer with its file, and asks another question", async () => {
    const { calls } = stubStaffApi({
      audits: [
        buildAuditCase({
          state: 'answered',
          flagged: true,
          openedBy: 'Jordan Lee',
          openReason: 'The invoice looks altered.',
          questions: [answered],
          answerBusinessDays: 15,
        }),
      ],
    });
    const { user, dialog } = await openCase(57);
    // The programme's own time to answer, not the default's.
    expect(within(dialog).getByText('Leave it empty for the usual 15 business days.')).toBeVisible();
    expect(within(dialog).getByText('Sofia Garcia')).toBeVisible();
    expect(within(dialog).getByText('$300')).toBeVisible();
    expect(within(dialog).getByText('Drawn in the sample of the week of 02/23/2026.')).toBeVisible();
    expect(within(dialog).getByText('Its receipts were flagged.')).toBeVisible();
    expect(within(dialog).getByText('Added by Jordan Lee on 03/02/2026: The invoice looks altered.')).toBeVisible();
    expect(within(dialog).getByText('Here is the receipt.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'receipt.pdf' })).toHaveAttribute(
      'href',
      'http://localhost:8080/api/audit-files/8?reader=5&sig=1',
    );

    // Empty: the domain's message by the field, which takes the focus; nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ask the family' }));
    const question = within(dialog).getByRole('textbox', { name: /^Question/ });
    expect(within(dialog).getByText('Write the question for the family.')).toBeVisible();
    expect(question).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(question, 'Which sessions does page two cover?');
    await user.click(within(dialog).getByRole('button', { name: 'Ask the family' }));
    const status = await within(dialog).findByRole('status');
    await waitFor(() => {
      expect(status).toHaveTextContent('The question was sent to the family.');
    });
    expect(status).toHaveFocus();
    expect(
      within(dialog).getByText('A question waits for the family’s answer. You can still record a finding.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/merit-cs/audits/3/questions',
        body: { question: 'Which sessions does page two cover?', dueDate: null },
      },
    ]);
  });

  it('records a misspent amount up to the claim’s, shows what it recovered, and records a repayment', async () => {
    const { calls } = stubStaffApi({ audits: [buildAuditCase({ state: 'answered', questions: [answered] })] });
    const { user, dialog } = await openCase(57);
    await user.click(within(dialog).getByRole('radio', { name: 'Misspent' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Misspent amount/ });
    await user.type(amount, '350');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Why the money was misspent/ }),
      'notReceived',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Explanation/ }), 'Two sessions were not held.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Evidence/ }), 'The tutor’s calendar.');
    await user.click(within(dialog).getByRole('button', { name: 'Record the finding' }));
    expect(within(dialog).getByText('The misspent amount can be at most the claim’s, $300.')).toBeVisible();
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Record the finding' }));
    expect(
      await within(dialog).findByText('$150 misspent (Not received), recorded by Riley Moore on 03/10/2026.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Taken from the child’s available funds: $100')).toBeVisible();
    expect(within(dialog).getByText('Still owed by the family: $50')).toBeVisible();
    expect(calls.find((call) => call.path === '/merit-cs/audits/3/finding')?.body).toEqual({
      outcome: 'misspent',
      amount: 150,
      reason: 'notReceived',
      explanation: 'Two sessions were not held.',
      evidence: 'The tutor’s calendar.',
    });

    const repaid = within(dialog).getByRole('textbox', { name: /^Amount repaid/ });
    await user.type(repaid, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Record the repayment' }));
    expect(within(dialog).getByText('The repayment can be at most what is owed, $50.')).toBeVisible();
    await user.clear(repaid);
    await user.type(repaid, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record the repayment' }));
    expect(await within(dialog).findByText('Still owed by the family: $0')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The repayment was recorded.');
    expect(within(dialog).queryByRole('button', { name: 'Record the repayment' })).not.toBeInTheDocument();
  });

  it('waits for a second person above $500: the one who recorded it is told so, another confirms it', async () => {
    const big = buildAuditCase({ claim: { ...buildAuditCase().claim, amount: 900 } });
    stubStaffApi({
      audits: [
        big,
        buildAuditCase({
          id: 5,
          claimId: 60,
          state: 'toConfirm',
          finding: {
            outcome: 'misspent',
            amount: 700,
            reason: 'paidTwice',
            explanation: 'Claimed twice.',
            evidence: 'Claim 44.',
            foundBy: 'Jordan Lee',
            foundAt: '2026-03-09T10:00:00.000Z',
            confirmedBy: null,
            confirmedAt: null,
            recordedByYou: false,
          },
        }),
      ],
    });
    const { user, dialog } = await openCase(57);
    await user.click(within(dialog).getByRole('radio', { name: 'Misspent' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Misspent amount/ }), '600');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Why the money was misspent/ }), 'other');
    await user.type(within(dialog).getByRole('textbox', { name: /^Explanation/ }), 'Not for Sofia.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Evidence/ }), 'The invoice.');
    await user.click(within(dialog).getByRole('button', { name: 'Record the finding' }));
    expect(
      await within(dialog).findByText('You recorded this finding: another staff member must confirm it.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The finding was recorded. A second staff member must confirm it.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Confirm the finding' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const queue = screen.getByRole('region', { name: 'Audits of paid claims' });
    await user.click(within(queue).getByRole('button', { name: 'Open case of claim 60' }));
    const other = await screen.findByRole('dialog', { name: 'Audit of claim 60' });
    expect(within(other).getByText('$700 misspent (Paid twice), recorded by Jordan Lee on 03/09/2026.')).toBeVisible();
    await user.click(within(other).getByRole('button', { name: 'Confirm the finding' }));
    expect(await within(other).findByText('Confirmed by Riley Moore on 03/10/2026.')).toBeVisible();
    expect(within(other).getByText('Closed')).toBeVisible();
  });
});

describe("'Audit this claim' on a claim's staff view", () => {
  it('opens a case with the reason, and shows it without reading it again', async () => {
    const { calls } = stubStaffApi({
      claims: [buildStaffClaim({ id: 1, status: 'Accepted' })],
    });
    const user = userEvent.setup();
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?tab=claims&claimId=1');
    await user.click(await screen.findByRole('button', { name: 'Audit this claim' }));
    const reason = screen.getByRole('textbox', { name: /^Why audit this claim/ });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open the audit case' }));
    expect(screen.getByText('Say why this claim is audited.')).toBeVisible();
    await user.type(reason, 'The parent called about a second invoice.');
    await user.click(screen.getByRole('button', { name: 'Open the audit case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit of claim 1' });
    expect(
      within(dialog).getByText('Added by Riley Moore on 03/10/2026: The parent called about a second invoice.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.path === '/merit-cs/audits' && call.method === 'POST')).toHaveLength(1);
    // The case the API answered with is not read again.
    expect(calls.filter((call) => /^\/merit-cs\/audits\/\d+$/.test(call.path))).toEqual([]);
    // Closed, the dialog leaves the case to open again, not a second case to ask for.
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('button', { name: 'Audit this claim' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open its audit case' }));
    expect(await screen.findByRole('dialog', { name: 'Audit of claim 1' })).toBeVisible();
  });

  it('offers the case of a claim audited already, instead of another', async () => {
    const { calls } = stubStaffApi({
      claims: [buildStaffClaim({ id: 4, status: 'Accepted', auditCaseId: 9 })],
      audits: [buildAuditCase({ id: 9, claimId: 4 })],
    });
    const user = userEvent.setup();
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?tab=claims&claimId=4');
    await user.click(await screen.findByRole('button', { name: 'Open its audit case' }));
    expect(screen.queryByRole('button', { name: 'Audit this claim' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Audit of claim 4' })).toBeVisible();
    expect(calls.filter((call) => call.path === '/merit-cs/audits/9')).toHaveLength(1);
  });

  it('says why the API refused it above the button: the claim is audited already', async () => {
    stubStaffApi({
      claims: [buildStaffClaim({ id: 2, status: 'Accepted' })],
      audits: [buildAuditCase({ claimId: 2 })],
    });
    const user = userEvent.setup();
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard?tab=claims&claimId=2');
    await user.click(await screen.findByRole('button', { name: 'Audit this claim' }));
    await user.type(screen.getByRole('textbox', { name: /^Why audit this claim/ }), 'Check it.');
    await user.click(screen.getByRole('button', { name: 'Open the audit case' }));
    expect(await screen.findByText('Claim 2 is already audited: open its case.')).toBeVisible();
  });
});
