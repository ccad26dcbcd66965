import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClaimView } from '../../test/factories.ts';
import { clearSession, setProviderUser } from '../../lib/session-store.ts';
import {
  buildDecidedReview,
  buildRelevantClaim,
  buildReview,
  decided,
  ok,
  refused,
  stubApi,
} from './review-api.test-support.ts';
import { renderReview, TOKEN } from './review-test-routes.test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own, beyond the rendered tree.
  notifications.clean();
  clearSession();
});

/** The value shown for a field of the claim. */
function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const actionButtons = () =>
  screen
    .queryAllByRole('button', { name: /^(Reject|Approve|Passes internal review)$/ })
    .map((button) => button.textContent);

function signInProvider() {
  setProviderUser(
    {
      type: 'ServiceProvider',
      id: 9,
      email: 'olivia.brown@brightminds.example.com',
      firstName: 'Olivia',
      lastName: 'Brown',
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
      selectedOrg: { id: 'org-bright-minds', name: 'Bright Minds Tutoring', providerNumber: '100001' },
    },
    { id: 'org-bright-minds', name: 'Bright Minds Tutoring' },
  );
}

describe('the review claim screen', () => {
  it('shows the claim, its status, the remaining funds and the date rule, with the internal review actions', async () => {
    stubApi(() => ok(buildReview()));
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review claim' })).toBeInTheDocument();
    expect(screen.getByText('Internal review')).toBeInTheDocument();
    expect(valueOf('Student')).toBe('Sofia Garcia');
    expect(valueOf('Claim status')).toBe('Pending Internal Review');
    expect(valueOf("Student's available funds")).toBe('$800');
    expect(valueOf("Student's pending funds")).toBe('$125.50');
    expect(valueOf('Earliest date of service for this claim year')).toBe('2023-2024 from 7/1/2023');
    expect(actionButtons()).toEqual(['Reject', 'Passes internal review']);
    expect(screen.getByRole('heading', { name: 'All relevant claims' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assign Service Provider' })).toBeInTheDocument();
  });

  it('offers Approve, not Passes internal review, for a non-programme provider', async () => {
    const claim = buildClaimView({
      status: 'Pending',
      serviceProvider: null,
      nonAceServiceProvider: {
        name: 'Mr. Okafor, chess coach',
        address: '12 Elm Street',
        phoneNumber: '(614) 555-0199',
        email: 'coach@okafor.example',
        website: 'okafor.example',
      },
    });
    stubApi(() => ok(buildReview({ claim })));
    renderReview();
    await screen.findByText('Mr. Okafor, chess coach');
    expect(actionButtons()).toEqual(['Reject', 'Approve']);
  });

  it('shows a provider Reject and Approve, the plain status, and no staff parts', async () => {
    stubApi(() => ok(buildReview({ reviewType: 'external', claim: buildClaimView() })));
    renderReview();
    expect(await screen.findByText('Service provider review')).toBeInTheDocument();
    expect(valueOf('Claim status')).toBe('Pending');
    expect(actionButtons()).toEqual(['Reject', 'Approve']);
    expect(screen.queryByRole('heading', { name: 'All relevant claims' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assign Service Provider' })).not.toBeInTheDocument();
  });

  it('sorts the relevant claims by amount, largest first, and by any other column', async () => {
    const relevantClaims = [
      buildRelevantClaim({
        uuid: '00000000-0000-4000-8000-000000000001',
        amount: 40,
        child: { firstName: 'Sofia', lastName: 'Garcia' },
      }),
      buildRelevantClaim({
        uuid: '00000000-0000-4000-8000-000000000002',
        amount: 300,
        child: { firstName: 'Mateo', lastName: 'Garcia' },
        status: 'Pending',
        internalReviewLink: `${window.location.origin}/review-claim?token=other-token-0123456789`,
      }),
      buildRelevantClaim({
        uuid: '00000000-0000-4000-8000-000000000003',
        amount: 75.25,
        child: { firstName: 'Zara', lastName: 'Khan' },
      }),
    ];
    stubApi(() => ok(buildReview({ relevantClaims })));
    const user = renderReview();
    const table = await screen.findByRole('table');
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name });

    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Student Name')).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['Mateo Garcia', 'Zara Khan', 'Sofia Garcia']);
    const link = within(table).getByRole('link', { name: /^Review the claim of \$300/ });
    expect(link).toHaveAttribute('href', '/review-claim?token=other-token-0123456789');
    expect(within(table).getAllByText('No open review')).toHaveLength(2);

    await user.click(within(table).getByRole('button', { name: 'Student Name' }));
    expect(header('Student Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Amount')).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['Mateo Garcia', 'Sofia Garcia', 'Zara Khan']);

    await user.click(within(table).getByRole('button', { name: 'Amount' }));
    await user.click(within(table).getByRole('button', { name: 'Amount' }));
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Sofia Garcia', 'Zara Khan', 'Mateo Garcia']);
  });

  it('asks for the reviewer name before any action, and a blank name is no name', async () => {
    const calls = stubApi(() => ok(buildReview()));
    const user = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Passes internal review' }));
    expect(await screen.findByText('You must fill out the reviewer name field')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reviewer name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('You must fill out the reviewer name field')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("rejects with 'Other' only once a description is written, and shows Claim rejected", async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? decided('Rejected') : ok(buildReview())));
    const user = renderReview();
    await user.type(await screen.findByRole('textbox', { name: /Reviewer name/ }), '  Sam Taylor ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject claim' }));
    const reject = dialog.getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    const reasons = dialog.getByRole('combobox', { name: /Reason/ });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Claim does not meet the program requirements',
      'Incorrect service provider',
      'Insufficient information provided',
      'Receipt/Invoice does not match claim',
      'Other (Write in a reason)',
    ]);
    await user.selectOptions(reasons, 'Other (Write in a reason)');
    const description = dialog.getByRole('textbox', { name: /Description/ });
    await waitFor(() => {
      expect(description).toBeRequired();
    });
    // Nothing is wrong yet: the description is asked for in red only once the reviewer has been in it.
    expect(dialog.queryByText('Please write in a reason for the rejection')).not.toBeInTheDocument();
    expect(reject).toBeDisabled();
    await user.click(description);
    await user.tab();
    expect(await dialog.findByText('Please write in a reason for the rejection')).toBeInTheDocument();
    await user.type(description, '  The receipt is for another student  ');
    await waitFor(() => {
      expect(reject).toBeEnabled();
    });
    await user.click(reject);
    expect(await screen.findByRole('heading', { name: 'Claim rejected' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `/review-claim/${TOKEN}/reject`,
      body: { reason: 'other', notes: 'The receipt is for another student', reviewerName: 'Sam Taylor' },
    });
  });

  it('passes internal review after the confirmation and says the claim is ready for external review', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? decided('Pending external') : ok(buildReview())));
    const user = renderReview();
    await user.type(await screen.findByRole('textbox', { name: /Reviewer name/ }), 'Sam Taylor');
    await user.click(screen.getByRole('button', { name: 'Passes internal review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send for external review' }));
    expect(
      dialog.getByText(
        'The claim of $125.50 for Sofia Garcia passes internal review and goes to Bright Minds Tutoring for their review.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Passes internal review' }));
    expect(await screen.findByRole('heading', { name: 'Claim marked ready for external review' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: `/review-claim/${TOKEN}/send-for-external-review`,
      body: { reviewerName: 'Sam Taylor' },
    });
  });

  it('sends a signed-in provider back to the dashboard with Claim approved', async () => {
    signInProvider();
    stubApi((call) =>
      call.method === 'POST'
        ? decided('Accepted')
        : ok(buildReview({ reviewType: 'external', claim: buildClaimView() })),
    );
    const user = renderReview();
    expect(await screen.findByRole('textbox', { name: /Reviewer name/ })).toHaveValue('Olivia Brown');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve claim' }));
    expect(dialog.getByText('Approve the claim of $125.50 for Sofia Garcia?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Provider dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Claim approved')).toBeInTheDocument();
  });

  it('disables the actions and says why while a rule forbids acting, with the Inactive warning for staff', async () => {
    const claim = buildClaimView({
      status: 'Pending',
      amount: 900,
      serviceProvider: {
        number: '100003',
        name: 'Lakeside Science Camps',
        status: 'Inactive',
        isFauxServiceProvider: false,
      },
    });
    stubApi(() => ok(buildReview({ claim, amountInfo: { available: 100, pending: 900 } })));
    renderReview();
    expect(
      await screen.findByText(
        'This service provider is Inactive in the Marketplace. Assign an active service provider to act on this claim.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("This claim's service provider is Inactive.")).toBeInTheDocument();
    expect(screen.queryByText("The claim amount exceeds the student's remaining funds.")).not.toBeInTheDocument();
    for (const name of ['Reject', 'Passes internal review']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/This claim's service provider is Inactive\./);
    }
  });

  it('says when the claim amount exceeds what is left', async () => {
    const claim = buildClaimView({ status: 'Pending', amount: 900 });
    stubApi(() => ok(buildReview({ claim, amountInfo: { available: -50, pending: 600 } })));
    renderReview();
    expect(await screen.findByText("The student's available funds are negative.")).toBeInTheDocument();
    expect(screen.getByText("The claim amount exceeds the student's remaining funds.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('warns a provider whose organisation is Inactive, with the support address', async () => {
    const claim = buildClaimView({
      serviceProvider: {
        number: '100003',
        name: 'Lakeside Science Camps',
        status: 'Inactive',
        isFauxServiceProvider: false,
      },
    });
    stubApi(() => ok(buildReview({ reviewType: 'external', claim })));
    renderReview();
    const warning = await screen.findByText(/Your organisation is Inactive in the Marketplace/);
    expect(warning).toHaveTextContent(
      'Your organisation is Inactive in the Marketplace, so this claim cannot be acted on. Please contact support@aceohio.example.org.',
    );
    expect(within(warning).getByRole('link', { name: 'support@aceohio.example.org' })).toHaveAttribute(
      'href',
      'mailto:support@aceohio.example.org',
    );
  });

  it('shows of a reviewed claim only that it is reviewed: no claim, no actions, no assign form', async () => {
    stubApi(() => ok(buildDecidedReview()));
    renderReview();
    expect(await screen.findByText('This claim is already reviewed')).toBeInTheDocument();
    expect(screen.queryByText('Claim status', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All relevant claims' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
    expect(screen.queryByRole('textbox', { name: /Reviewer name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assign Service Provider' })).not.toBeInTheDocument();
  });

  it('says when and by whom a reviewed claim was decided, and leads a signed-in reviewer back', async () => {
    signInProvider();
    stubApi(() =>
      ok(
        buildDecidedReview({
          reviewType: 'external',
          decision: { at: '2026-03-10T14:05:00.000Z', reviewerName: 'Olivia Brown' },
        }),
      ),
    );
    const user = renderReview();
    expect(await screen.findByText('It was decided on 03/10/2026 by Olivia Brown.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Provider dashboard' })).toBeInTheDocument();
  });

  it('loads the claim again when someone else decided first, and shows it as reviewed', async () => {
    let decided = false;
    stubApi((call) => {
      if (call.method === 'POST') {
        decided = true;
        return refused(409, 'ALREADY_REVIEWED', 'This claim is already reviewed');
      }
      return ok(decided ? buildDecidedReview() : buildReview());
    });
    const user = renderReview();
    await user.type(await screen.findByRole('textbox', { name: /Reviewer name/ }), 'Sam Taylor');
    await user.click(screen.getByRole('button', { name: 'Passes internal review' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Passes internal review' }));
    await waitFor(() => {
      expect(actionButtons()).toEqual([]);
    });
    expect(screen.getAllByText('This claim is already reviewed').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when the link cannot be opened, what to do, and the sign-in pages", async () => {
    stubApi(() => refused(404, 'REVIEW_LINK_NOT_VALID', 'This review link is not valid or has expired'));
    renderReview();
    expect(await screen.findByRole('heading', { name: 'This claim cannot be opened' })).toBeInTheDocument();
    expect(screen.getByText('This review link is not valid or has expired')).toBeInTheDocument();
    expect(screen.getByText(/Open the link from the e-mail again, the whole of it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service provider sign-in' })).toHaveAttribute('href', '/service-provider');
    expect(screen.getByRole('link', { name: 'Support staff sign-in' })).toHaveAttribute('href', '/merit-cs');
    expect(screen.queryByRole('link', { name: 'Sign in as Merit CS' })).not.toBeInTheDocument();
  });

  it.each([
    ['cut short', 'internal-tok'],
    ['garbled', 'internal-token-0123456789abcdef%3E%20'],
  ])('says a link %s is not valid, without asking the server', async (_case, token) => {
    const calls = stubApi(() => ok(buildReview()));
    renderReview(`/review-claim?token=${token}`);
    expect(await screen.findByText('This review link is not valid or has expired')).toBeInTheDocument();
    expect(screen.queryByText(/Too small|expected string/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a signed-in reviewer whose link fails back to their dashboard', async () => {
    signInProvider();
    stubApi(() => refused(404, 'REVIEW_LINK_NOT_VALID', 'This review link is not valid or has expired'));
    const user = renderReview();
    await user.click(await screen.findByRole('link', { name: 'Back to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Provider dashboard' })).toBeInTheDocument();
  });

  it('shows any other refusal without the advice about broken links', async () => {
    stubApi(() => refused(403, 'NOT_YOUR_ORGANISATION', 'This claim belongs to another organisation'));
    renderReview();
    expect(await screen.findByText('This claim belongs to another organisation')).toBeInTheDocument();
    expect(screen.queryByText(/Open the link from the e-mail again/)).not.toBeInTheDocument();
  });

  it('offers the support staff login to someone signed out who opens an internal link', async () => {
    stubApi(() => refused(401, 'UNAUTHORIZED', 'Please sign in as Merit CS to review this claim'));
    renderReview();
    expect(await screen.findByText('Please sign in as Merit CS to review this claim')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as Merit CS' })).toHaveAttribute(
      'href',
      `/merit-cs?returnTo=${encodeURIComponent(`/review-claim?token=${TOKEN}`)}`,
    );
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const calls = stubApi(() => ok(buildReview()));
    renderReview('/review-claim');
    expect(await screen.findByText('This review link is not valid or has expired')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
