import { emptyClaimForm, type ClaimFormState } from '@ace/app-core/claim-form-state';
import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import {
  addDays,
  formatListDate,
  programmeDate,
  startOfProgrammeDay,
  type Child,
  type PreApprovalView,
} from '@ace/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setUser } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { ClaimDraft } from './claim-draft.ts';
import { ClaimForm } from './claim-form.tsx';
import SubmitClaimScreen from './submit-claim-screen.tsx';

afterEach(() => {
  // The page leaves before its parent does: a parent page without one signed in is an error.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const today = programmeDate(new Date());
const askedOn = addDays(today, -10);
const lastDay = addDays(today, 60);

/** An approved pre-approval of Sofia (child 7): $300 of tutoring at Bright Minds, asked 10 days ago. */
function preApproval(overrides: Partial<PreApprovalView> = {}): PreApprovalView {
  return {
    id: 5,
    childId: 7,
    status: 'Accepted',
    amount: 300,
    used: 0,
    held: 300,
    category: 'tutoring',
    description: 'Geometry tutoring for the autumn term',
    expectedDate: today,
    provider: { number: '100001', name: 'Bright Minds Tutoring' },
    quoteLink: null,
    createdAt: startOfProgrammeDay(askedOn).toISOString(),
    decidedAt: startOfProgrammeDay(addDays(askedOn, 2)).toISOString(),
    rejectionReason: null,
    rejectionNotes: null,
    lastDay,
    ...overrides,
  };
}

interface Answer {
  status: number;
  body: unknown;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

const providers: Record<string, { name: string; canReceivePayments: boolean }> = {
  '100001': { name: 'Bright Minds Tutoring', canReceivePayments: true },
  '100002': { name: 'Buckeye Music Academy', canReceivePayments: false },
};

/**
 * The Base API as the claim form calls it: the provider lookup, the parent and their pre-approvals (`mine`), and the
 * claim submission, which goes through XMLHttpRequest (for its progress), answered with `submitAnswer` or taken.
 */
function stubApi(mine: PreApprovalView[], submitAnswer?: Answer) {
  const submissions: FormData[] = [];
  const asked: string[] = [];
  const answer = (url: string): Answer => {
    const { pathname } = new URL(url, 'http://localhost');
    asked.push(pathname);
    const number = /^\/api\/service-provider\/number\/(\d+)$/.exec(pathname)?.[1] ?? '';
    const provider = providers[number];
    if (provider !== undefined) return ok({ number, status: 'Active', ...provider });
    if (pathname === '/api/user/pre-approvals') return ok({ preApprovals: mine });
    if (pathname === '/api/user/parent') return ok(buildParent());
    return { status: 404, body: { success: false, error: 'Not found', message: '', code: 'NOT_FOUND' } };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { status, body } = answer(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      responseText = '';
      upload: { onprogress: null | (() => void); onload: null | (() => void) } = { onprogress: null, onload: null };
      onload: null | (() => void) = null;
      open() {
        return undefined;
      }
      setRequestHeader() {
        return undefined;
      }
      getResponseHeader() {
        return 'application/json';
      }
      send(body: FormData) {
        submissions.push(body);
        const next = submitAnswer ?? ok({ id: 99, uuid: '6f1c1f55-4d0e-4b8a-9a57-1f2d3c4b5a70', status: 'Pending' });
        setTimeout(() => {
          this.status = next.status;
          this.responseText = JSON.stringify(next.body);
          this.onload?.();
        }, 0);
      }
    },
  );
  return { submissions, asked };
}

/** A claim of $300 for Sofia, paid to the parent, with its receipt and attested: `values` say what differs. */
function claimDraft(values: Partial<ClaimFormState> = {}): ClaimDraft {
  const receipt = new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' });
  const file = { name: 'receipt.pdf', size: receipt.size, mimeType: 'application/pdf', fingerprint: 'fp-receipt' };
  return {
    values: {
      ...emptyClaimForm,
      amount: '300',
      category: 'tutoring',
      dateOfService: today,
      description: 'Geometry: proofs and constructions',
      payTo: 'User',
      serviceProviderNumber: '100001',
      files: [{ ...file, receiptNumber: '' }],
      ...values,
    },
    files: new Map([['fp-receipt', receipt]]),
    attested: true,
  };
}

function renderForm(options: { child?: Partial<Child>; draft?: ClaimDraft } = {}) {
  const child = buildChild(options.child);
  renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={buildParent({ children: [child] })}
      child={child}
      draft={options.draft}
      nonAceFromRoute={null}
    />,
  );
  return userEvent.setup();
}

const choice = () => screen.findByRole('group', { name: 'Use a pre-approval' });
const tutoringAtBrightMinds = '$300 left for Tutoring with Bright Minds Tutoring';
const submit = () => screen.getByRole('button', { name: 'Submit claim' });
const rules = `The claim must be for the same provider and category, with a date of service from ${formatListDate(askedOn)} to ${formatListDate(lastDay)}.`;

describe('a claim against a pre-approval', () => {
  it('offers only the approved pre-approvals of the child with something left, none chosen at first', async () => {
    stubApi([
      preApproval(),
      preApproval({ id: 6, status: 'Pending', lastDay: null }),
      preApproval({ id: 7, used: 300, held: 0 }),
      preApproval({ id: 8, lastDay: addDays(today, -1) }),
      preApproval({ id: 9, childId: 8 }),
    ]);
    renderForm();
    const group = within(await choice());
    expect(group.getAllByRole('radio')).toHaveLength(2);
    expect(group.getByRole('radio', { name: "Don't use a pre-approval" })).toBeChecked();
    const offered = group.getByRole('radio', { name: tutoringAtBrightMinds });
    expect(offered).not.toBeChecked();
    expect(offered).toHaveAccessibleDescription(
      `Until ${formatListDate(lastDay)}: Geometry tutoring for the autumn term`,
    );
  });

  it('offers no choice when the child has no pre-approval to use', async () => {
    const api = stubApi([preApproval({ id: 7, used: 300, held: 0 }), preApproval({ id: 9, childId: 8 })]);
    renderForm();
    await waitFor(() => {
      expect(api.asked).toContain('/api/user/pre-approvals');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group', { name: 'Use a pre-approval' })).not.toBeInTheDocument();
    expect(screen.getByText('Available: $500')).toBeVisible();
  });

  it('fills the category and provider from the one chosen, says what happens, and sends its id', async () => {
    const api = stubApi([preApproval()]);
    const user = renderForm({ draft: claimDraft({ category: '', serviceProviderNumber: '' }) });
    await user.click(within(await choice()).getByRole('radio', { name: tutoringAtBrightMinds }));

    expect(screen.getByRole('combobox', { name: /Service category/ })).toHaveValue('tutoring');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeVisible();
    const group = await choice();
    expect(group).toHaveAccessibleDescription(
      `${rules} Covered in full: paid once the receipt is read, without review.`,
    );
    await user.click(submit());
    await waitFor(() => {
      expect(api.submissions).toHaveLength(1);
    });
    expect(api.submissions[0]?.get('preApprovalId')).toBe('5');
    expect(api.submissions[0]?.get('category')).toBe('tutoring');
    expect(await screen.findByText('Your claim has been submitted')).toBeVisible();
  });

  it('sends no pre-approval when none is chosen', async () => {
    const api = stubApi([preApproval()]);
    const user = renderForm({ draft: claimDraft() });
    await choice();
    await user.click(submit());
    await waitFor(() => {
      expect(api.submissions).toHaveLength(1);
    });
    expect(api.submissions[0]?.get('preApprovalId')).toBeNull();
  });

  it('says a larger claim is reviewed for the difference', async () => {
    stubApi([preApproval()]);
    const user = renderForm({ draft: claimDraft({ amount: '450' }) });
    await user.click(within(await choice()).getByRole('radio', { name: tutoringAtBrightMinds }));
    expect(
      await screen.findByText('The pre-approval covers $300. The claim is reviewed for the difference of $150.'),
    ).toBeVisible();
    expect(screen.queryByText(/Covered in full/)).not.toBeInTheDocument();
  });

  it('counts what the chosen pre-approval holds as available, so money all held can still be claimed', async () => {
    stubApi([preApproval()]);
    const user = renderForm({ child: { dollars: { available: 0, pending: 0, spent: 700, held: 300 } } });
    expect(screen.getByText('Available: $0')).toBeVisible();
    const amount = screen.getByLabelText(/Claim amount/);
    await user.type(amount, '250');
    await user.tab();
    expect(await screen.findByText('There are no funds available')).toBeVisible();

    await user.click(within(await choice()).getByRole('radio', { name: tutoringAtBrightMinds }));
    expect(screen.getByText('Available for this claim: $300, with the $300 your pre-approval holds.')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText('There are no funds available')).not.toBeInTheDocument();
    });
    await user.clear(amount);
    await user.type(amount, '320');
    await user.tab();
    expect(await screen.findByText('Please enter an amount between $0.01 and $300')).toBeVisible();
  });

  it('tells before sending a claim of another provider or category, in the words the server uses', async () => {
    const api = stubApi([preApproval()]);
    const user = renderForm({ draft: claimDraft({ serviceProviderNumber: '100002' }) });
    const different =
      'This claim is not for the student, provider and kind of purchase that were pre-approved. Submit it without the pre-approval.';
    const offered = within(await choice()).getByRole('radio', { name: tutoringAtBrightMinds });
    await user.click(offered);
    expect(await screen.findByText(different)).toBeVisible();
    await user.click(submit());
    await waitFor(() => {
      expect(offered).toHaveFocus();
    });
    expect(api.submissions).toEqual([]);

    const number = screen.getByLabelText(/Service provider number/);
    await user.clear(number);
    await user.type(number, '100001');
    await waitFor(() => {
      expect(screen.queryByText(different)).not.toBeInTheDocument();
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /Service category/ }), 'dayCamps');
    expect(await screen.findByText(different)).toBeVisible();
  });

  it('tells before sending a date of service outside its window', async () => {
    const api = stubApi([preApproval()]);
    const user = renderForm({ draft: claimDraft({ dateOfService: addDays(askedOn, -1) }) });
    const offered = within(await choice()).getByRole('radio', { name: tutoringAtBrightMinds });
    await user.click(offered);
    const outside = `The pre-approval covers dates from ${formatListDate(askedOn)} to ${formatListDate(lastDay)}. Check the date of service.`;
    expect(await screen.findByText(outside)).toBeVisible();
    await user.click(submit());
    await waitFor(() => {
      expect(offered).toHaveFocus();
    });
    expect(api.submissions).toEqual([]);
  });

  it("shows the server's refusal on the choice", async () => {
    const usedUp = 'This pre-approval is used up. Submit the claim without it.';
    stubApi([preApproval()], {
      status: 422,
      body: {
        success: false,
        code: 'PRE_APPROVAL_NOT_USABLE',
        error: usedUp,
        message: usedUp,
        issues: [{ path: 'preApprovalId', message: usedUp }],
      },
    });
    const user = renderForm({ draft: claimDraft() });
    const group = await choice();
    await user.click(within(group).getByRole('radio', { name: tutoringAtBrightMinds }));
    await user.click(submit());
    await waitFor(() => {
      expect(group).toHaveAccessibleDescription(expect.stringContaining(usedUp));
    });
    await user.click(within(group).getByRole('radio', { name: "Don't use a pre-approval" }));
    expect(group).not.toHaveAccessibleDescription(expect.stringContaining(usedUp));
  });

  it('opens with the pre-approval it is claimed against chosen, and its category and provider filled', async () => {
    stubApi([preApproval({ id: 12 }), preApproval()]);
    setUser(buildParent());
    renderWithApp(<SubmitClaimScreen />, '/submit-new-claim?childId=7&preApprovalId=5');
    const [first, second] = within(await choice()).getAllByRole('radio', { name: tutoringAtBrightMinds });
    expect(first).not.toBeChecked();
    expect(second).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Service category/ })).toHaveValue('tutoring');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeVisible();
    expect(screen.getByText('Available for this claim: $800, with the $300 your pre-approval holds.')).toBeVisible();
  });
});
