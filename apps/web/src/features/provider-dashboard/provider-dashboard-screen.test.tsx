import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clearSession, sessionStore } from '../../lib/session-store.ts';
import { Route, Routes } from 'react-router';
import BankSuccessScreen from '../bank/bank-success-screen.tsx';
import ProviderDashboardScreen from './provider-dashboard-screen.tsx';
import {
  buildClaimRow,
  buildProviderUser,
  countRoute,
  failure,
  listRoute,
  ok,
  signInProvider,
  stubProviderApi,
} from './provider-api.test-support.ts';

afterEach(() => {
  // Unmounted first: a provider screen throws without a provider signed in.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDashboard(query = '') {
  renderWithApp(<ProviderDashboardScreen />, `/service-provider/dashboard${query}`);
  return userEvent.setup();
}

const table = () => screen.findByRole('table');
const columnHeaders = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the provider dashboard', () => {
  it("names the organisation and shows each tab's count when above 0", async () => {
    signInProvider();
    stubProviderApi({
      stats: { pendingVendorApprovalCount: 3, pendingInternalReviewCount: 0, historyCount: 12 },
      routes: [listRoute('/pending-vendor-approval-claims', [[]])],
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Buckeye Music Academy' })).toBeInTheDocument();
    expect(screen.getByText('Service provider number 100002')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending provider review (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending merit review' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Connect bank account' })).toBeInTheDocument();
    expect(screen.queryByText('Your bank connection needs attention')).not.toBeInTheDocument();
    expect(screen.queryByText('Your organisation is Inactive')).not.toBeInTheDocument();
  });

  it('says when the organisation is Inactive, what that means and whom to ask', async () => {
    signInProvider();
    stubProviderApi({ providerStatus: 'Inactive', routes: [listRoute('/pending-vendor-approval-claims', [[]])] });
    renderDashboard();
    expect(await screen.findByText('Your organisation is Inactive')).toBeInTheDocument();
    expect(
      screen.getByText(/Parents cannot send new claims to Buckeye Music Academy while it is Inactive/),
    ).toBeInTheDocument();
  });

  it('shows what checks of claims paid to the organisation ask it to repay: which claim, why, and what is owed', async () => {
    signInProvider();
    const { requestsTo } = stubProviderApi({
      routes: [listRoute('/pending-vendor-approval-claims', [[]])],
      auditDebts: [
        {
          caseId: 7,
          claimId: 41,
          reason: 'notReceived',
          explanation: 'The lessons were not given.',
          misspent: 300,
          repaid: 100.5,
          owed: 199.5,
          foundAt: '2023-10-25T14:00:00.000Z',
        },
        {
          caseId: 9,
          claimId: 57,
          reason: 'paidTwice',
          explanation: 'The same invoice was paid on claim 41.',
          misspent: 80,
          repaid: 0,
          owed: 80,
          foundAt: '2023-11-02T15:00:00.000Z',
        },
      ],
    });
    renderDashboard();
    const debts = await screen.findByRole('region', { name: 'Money to repay after checks of paid claims' });
    expect(requestsTo('/service-provider/org-buckeye-music/audit-debts')).toHaveLength(1);
    expect(within(debts).getByText('Still owed in all: $279.50')).toBeVisible();
    const rows = within(within(debts).getByRole('table', { name: 'Findings to repay, by claim' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Claim', 'Why', 'Found on', 'Misspent', 'Repaid', 'Still owed'],
      ['41', 'Not receivedThe lessons were not given.', '10/25/2023', '$300', '$100.50', '$199.50'],
      ['57', 'Paid twiceThe same invoice was paid on claim 41.', '11/02/2023', '$80', '$0', '$80'],
    ]);
    expect(within(debts).getByRole('link', { name: '41' })).toHaveAttribute(
      'href',
      '/service-provider/claim?claimId=41',
    );
  });

  it('warns on the bank tab when the bank connection is not healthy', async () => {
    const user = buildProviderUser({ hasHealthyBankConnection: false });
    signInProvider(user);
    stubProviderApi({ user, routes: [listRoute('/pending-vendor-approval-claims', [[]])] });
    renderDashboard();
    expect(
      await screen.findByRole('tab', { name: 'Connect bank account Your bank connection needs attention' }),
    ).toBeInTheDocument();
  });

  it('lists History with the columns of spec section 9, newest first', async () => {
    signInProvider();
    const api = stubProviderApi({
      routes: [
        listRoute('/history-claims', [
          [
            buildClaimRow({ id: 42, amount: 1250.5, status: 'Rejected', payTo: 'User', schoolYear: null }),
            buildClaimRow(),
          ],
        ]),
      ],
    });
    renderDashboard('?tab=history');
    expect(await columnHeaders()).toEqual([
      'Student name',
      'Parent name',
      'Submit date',
      'Claim ID',
      'Claim amount',
      'Claim year',
      'Deliver funds to',
      'Status',
      'Date approved/rejected',
      'Reviewer',
      'Review link',
    ]);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, rejected, approved] = rows.map((row) => within(row));
    expect(rows[1]).toHaveTextContent(
      /Mateo GarciaMaria Garcia09\/01\/202342\$1,250\.50N\/AParent\/GuardianRejected09\/04\/2023David Miller—/,
    );
    expect(rows[2]).toHaveTextContent(/\$80.*2022-2023Service ProviderApproved/);
    expect(rejected?.getByRole('link', { name: 'View claim 42' })).toBeInTheDocument();
    expect(approved?.getByRole('link', { name: 'View claim 41' })).toHaveAttribute(
      'href',
      '/service-provider/claim?claimId=41',
    );
    const [request] = api.requestsTo('/history-claims');
    expect(request?.searchParams.get('sort')).toBe('createdAt');
    expect(request?.searchParams.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: 'Submit date' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('puts the claim id, the amount and the status first on a phone, the who and when after them', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    signInProvider();
    stubProviderApi({ routes: [listRoute('/history-claims', [[buildClaimRow()]])] });
    renderDashboard('?tab=history');
    expect(await columnHeaders()).toEqual([
      'Claim ID',
      'Claim amount',
      'Status',
      'Student name',
      'Parent name',
      'Submit date',
      'Claim year',
      'Deliver funds to',
      'Date approved/rejected',
      'Reviewer',
      'Review link',
    ]);
  });

  it('sorts by a column header, and turns the order around on a second press', async () => {
    signInProvider();
    const api = stubProviderApi({ routes: [listRoute('/history-claims', [[buildClaimRow()]])] });
    const user = renderDashboard('?tab=history');
    await table();
    await user.click(screen.getByRole('button', { name: 'Claim amount' }));
    await waitFor(() => {
      expect(api.requestsTo('/history-claims').at(-1)?.searchParams.get('sort')).toBe('amount');
    });
    expect(api.requestsTo('/history-claims').at(-1)?.searchParams.get('order')).toBe('desc');
    expect(await screen.findByRole('columnheader', { name: 'Claim amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Submit date' })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Claim amount' }));
    await waitFor(() => {
      expect(screen.getByRole('columnheader', { name: 'Claim amount' })).toHaveAttribute('aria-sort', 'ascending');
    });
    expect(api.requestsTo('/history-claims').at(-1)?.searchParams.get('order')).toBe('asc');
  });

  it('loads the next page with the cursor the API gave, until there is none', async () => {
    signInProvider();
    const api = stubProviderApi({
      routes: [
        listRoute('/history-claims', [
          [buildClaimRow({ id: 1 }), buildClaimRow({ id: 2 })],
          [buildClaimRow({ id: 3 })],
        ]),
      ],
    });
    const user = renderDashboard('?tab=history');
    expect(await screen.findByText('Claims shown: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more claims' }));
    expect(await screen.findByText('Claims shown: 3')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(api.requestsTo('/history-claims').at(-1)?.searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more claims' })).not.toBeInTheDocument();
  });

  it('says when a list is empty', async () => {
    signInProvider();
    stubProviderApi({ routes: [listRoute('/pending-internal-review-claims', [[]])] });
    renderDashboard('?tab=pendingMerit');
    expect(
      await screen.findByText("No claims are waiting for review by the program's support staff."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("names the programme's support staff, not Merit (the sign-in service), as who checks claims first", async () => {
    signInProvider();
    stubProviderApi({ routes: [listRoute('/pending-internal-review-claims', [[]])] });
    renderDashboard('?tab=pendingMerit');
    expect(
      await screen.findByText(
        "The program's support staff are checking these claims. Once they pass, they move to Pending provider review. Nothing to do yet.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Merit (is|has)/)).not.toBeInTheDocument();
  });

  it("shows the server's message when a list cannot be loaded, and tries again", async () => {
    signInProvider();
    let refusals = 1;
    stubProviderApi({
      routes: [
        (url) => {
          if (!url.pathname.endsWith('/history-claims') || refusals === 0) return undefined;
          refusals -= 1;
          return failure(400, 'VALIDATION', 'This page of the list cannot be loaded. Please reload the list.');
        },
        listRoute('/history-claims', [[buildClaimRow()]]),
      ],
    });
    const user = renderDashboard('?tab=history');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page of the list cannot be loaded. Please reload the list.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('gives Pending provider review the review link to act on, and Pending merit review no action', async () => {
    signInProvider();
    stubProviderApi({
      routes: [
        listRoute('/pending-vendor-approval-claims', [
          [
            buildClaimRow({
              status: 'Pending external',
              reviewerName: 'Sam Taylor',
              externalReviewLink: 'http://portal.test/review-claim?token=abc',
            }),
          ],
        ]),
        listRoute('/pending-internal-review-claims', [[buildClaimRow({ status: 'Pending', reviewedAt: null })]]),
      ],
    });
    const user = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Review claim 41' })).toHaveAttribute(
      'href',
      'http://portal.test/review-claim?token=abc',
    );
    expect(await columnHeaders()).toContain('Sent for your review');

    await user.click(screen.getByRole('tab', { name: 'Pending merit review' }));
    await waitFor(async () => {
      expect(await columnHeaders()).toEqual([
        'Student name',
        'Parent name',
        'Submit date',
        'Claim ID',
        'Claim amount',
        'Claim year',
        'Deliver funds to',
      ]);
    });
    expect(screen.queryByRole('link', { name: /Review claim/ })).not.toBeInTheDocument();
  });
});

describe('the work of the provider', () => {
  it('shows the day to review each waiting claim by, and marks an overdue one', async () => {
    signInProvider();
    stubProviderApi({
      routes: [
        listRoute('/pending-vendor-approval-claims', [
          [
            buildClaimRow({ id: 41, status: 'Pending external', dueAt: '2026-03-16', overdue: true }),
            buildClaimRow({ id: 42, status: 'Pending external', dueAt: '2026-03-30', overdue: false }),
          ],
        ]),
      ],
    });
    renderDashboard();
    expect(await columnHeaders()).toContain('Review by');
    const [, overdue, onTime] = within(await table()).getAllByRole('row');
    expect(overdue).toHaveTextContent('03/16/2026Overdue');
    expect(onTime).toHaveTextContent('03/30/2026');
    expect(onTime).not.toHaveTextContent('Overdue');
  });

  it('downloads the list shown as CSV, with its filters and order', async () => {
    signInProvider();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:claims', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = stubProviderApi({
      routes: [
        listRoute('/history-claims', [[buildClaimRow()]]),
        (url) => (url.pathname.endsWith('/history-claims/csv') ? { body: 'Claim ID\r\n41\r\n' } : undefined),
      ],
    });
    const user = renderDashboard('?tab=history&claimYear=2022&sort=amount&order=asc');
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(saved).toEqual(['history-claims.csv']);
    });
    const [request] = api.requestsTo('/history-claims/csv');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      claimYear: '2022',
      sort: 'amount',
      order: 'asc',
    });
  });
});

describe('the Filter panel', () => {
  it('checks the claim id, then asks the list for the filters applied', async () => {
    signInProvider();
    const api = stubProviderApi({ routes: [listRoute('/history-claims', [[buildClaimRow()]])] });
    const user = renderDashboard('?tab=history');
    await table();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter claims' });
    await user.type(within(panel).getByLabelText('Claim ID'), '4x');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByText('Please enter a valid claimId')).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText('Claim ID'));
    await user.type(within(panel).getByLabelText('Claim ID'), '41');
    await user.type(within(panel).getByLabelText('Student first name'), ' Mat ');
    await user.selectOptions(within(panel).getByLabelText('Claim year'), '2022-2023');
    await user.selectOptions(within(panel).getByLabelText('Deliver funds to'), 'Service Provider');
    await user.selectOptions(within(panel).getByLabelText('Status'), 'Approved');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Filter claims' })).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(Object.fromEntries(api.requestsTo('/history-claims').at(-1)?.searchParams ?? [])).toEqual({
        claimId: '41',
        childFirstName: 'Mat',
        claimYear: '2022',
        payTo: 'Vendor',
        status: 'Accepted',
        sort: 'createdAt',
        order: 'desc',
      });
    });
    expect(screen.getByRole('button', { name: 'Filter 5 active' })).toBeInTheDocument();
    expect(screen.getByText('Filters applied: 5')).toBeInTheDocument();
  });

  it('counts on the tab shown the claims its filters select, and on the other tabs all of theirs', async () => {
    signInProvider();
    const api = stubProviderApi({
      stats: { pendingVendorApprovalCount: 3, pendingInternalReviewCount: 2, historyCount: 1204 },
      routes: [
        listRoute('/history-claims', [[buildClaimRow()]]),
        countRoute('/history-claims', (filters) => (filters.get('parentLastName') === 'Gar' ? 7 : 0)),
      ],
    });
    const user = renderDashboard('?tab=history&parentLastName=Gar');
    expect(await screen.findByRole('tab', { name: 'History (7 match the filters)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending provider review (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending merit review (2)' })).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/history-claims/count')[0]?.searchParams ?? [])).toEqual({
      parentLastName: 'Gar',
    });

    await user.click(screen.getByRole('button', { name: 'Filter 1 active' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filter claims' })).getByRole('button', { name: 'Reset' }),
    );
    expect(await screen.findByRole('tab', { name: 'History (1204)' })).toBeInTheDocument();
  });

  it('keeps the filters of the address, and Reset clears them', async () => {
    signInProvider();
    const api = stubProviderApi({ routes: [listRoute('/history-claims', [[buildClaimRow()]])] });
    const user = renderDashboard('?tab=history&parentLastName=Gar&submittedStartDate=2023-09-01');
    await table();
    expect(api.requestsTo('/history-claims')[0]?.searchParams.get('parentLastName')).toBe('Gar');
    await user.click(screen.getByRole('button', { name: 'Filter 2 active' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter claims' });
    expect(within(panel).getByLabelText('Parent last name')).toHaveValue('Gar');
    expect(within(panel).getByRole('button', { name: 'Submitted from' })).toHaveTextContent('09 / 01 / 2023');
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(api.requestsTo('/history-claims').at(-1)?.searchParams.get('parentLastName')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('offers the status filter on History only, and a changed tab drops the filters', async () => {
    signInProvider();
    const api = stubProviderApi({
      routes: [listRoute('/pending-vendor-approval-claims', [[]]), listRoute('/history-claims', [[]])],
    });
    const user = renderDashboard('?tab=pendingProvider&childFirstName=Zed');
    expect(await screen.findByText('No claims match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter 1 active' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter claims' });
    expect(within(panel).queryByLabelText('Status')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => {
      expect(api.requestsTo('/history-claims')).toHaveLength(1);
    });
    expect(api.requestsTo('/history-claims')[0]?.searchParams.get('childFirstName')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});

describe('the bank tab', () => {
  const bankAccountRoute = (url: URL) =>
    url.pathname === '/api/service-provider/org-buckeye-music/bank-account'
      ? ok({ account: { bankName: 'SANDBOX TEST BANK', name: 'Buckeye Music Academy', type: 'checking' } })
      : undefined;

  it('shows a connected organisation the account its payments go to and how to change it, with no congratulations', async () => {
    signInProvider();
    stubProviderApi({ routes: [bankAccountRoute] });
    renderDashboard('?tab=bank');
    expect(await screen.findByRole('heading', { name: 'Your bank account is connected' })).toBeInTheDocument();
    expect(
      screen.getByText('Payments for the approved claims of Buckeye Music Academy go to this account.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('SANDBOX TEST BANK')).toBeInTheDocument();
    expect(
      screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`),
    ).toEqual(['Bank: SANDBOX TEST BANK', 'Bank account name: Buckeye Music Academy', 'Bank account type: Checking']);
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect bank account' })).not.toBeInTheDocument();
  });

  it('congratulates the organisation right after linking: the success screen leads to the bank tab', async () => {
    signInProvider();
    stubProviderApi({ routes: [bankAccountRoute] });
    renderWithApp(
      <Routes>
        <Route path="/service-provider-connect-bank/success" element={<BankSuccessScreen />} />
        <Route path="/service-provider/dashboard" element={<ProviderDashboardScreen />} />
      </Routes>,
      '/service-provider-connect-bank/success',
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Go to dashboard' }));
    expect(
      await screen.findByRole('heading', { name: 'Congratulations! Your bank account is connected' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('SANDBOX TEST BANK')).toBeInTheDocument();
  });

  it("changes the organisation's account: a change token, the bank, the flag", async () => {
    const provider = signInProvider();
    const api = stubProviderApi({
      routes: [
        bankAccountRoute,
        (url) =>
          url.pathname.endsWith('/ach/service-provider/org-buckeye-music/change-bank-token')
            ? ok({ token: 't' })
            : undefined,
        (url) => (url.pathname === '/bank/funding-sources' ? { status: 201, body: {} } : undefined),
        (url) =>
          url.pathname.endsWith('/user/service-provider/org-buckeye-music/set-bank-flag') ? ok(provider) : undefined,
      ],
    });
    const user = renderDashboard('?tab=bank');
    await user.click(await screen.findByRole('button', { name: 'Change bank account' }));
    const form = await screen.findByRole('dialog', { name: 'Submit bank account details' });
    expect(
      within(form).getByText(
        'Payments for the approved claims of Buckeye Music Academy will go to this account from now on. The account they go to now will be removed.',
      ),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Routing number/), '011000015');
    await user.selectOptions(within(form).getByLabelText(/Bank account type/), 'Savings');
    await user.type(within(form).getByLabelText(/^Account number/), '55556666');
    await user.type(within(form).getByLabelText(/Confirm account number/), '55556666');
    await user.type(within(form).getByLabelText(/Bank account name/), 'Buckeye savings');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(api.requestsTo('/set-bank-flag')).toHaveLength(1);
    });
    expect(api.requestsTo('/change-bank-token')).toHaveLength(1);
    expect(api.requestsTo('/get-bank-token')).toHaveLength(0);
    expect(api.requestsTo('/funding-sources')).toHaveLength(1);
  });

  it('explains a broken connection and opens the bank form for the organisation', async () => {
    const provider = buildProviderUser({ hasHealthyBankConnection: false });
    signInProvider(provider);
    stubProviderApi({ user: provider });
    const user = renderDashboard('?tab=bank');
    const explanation = await screen.findByRole('alert');
    expect(within(explanation).getByText('Your bank connection needs attention')).toBeInTheDocument();
    expect(
      within(explanation).getByText(/Payments can no longer reach the bank account of Buckeye Music/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect bank account' }));
    const form = await screen.findByRole('dialog', { name: 'Submit bank account details' });
    expect(within(form).getByLabelText(/Routing number/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Please enter the account number')).toBeInTheDocument();
  });

  it("links the organisation's bank: token, bank, flag; the updated user is kept with the organisation", async () => {
    const provider = buildProviderUser({ hasHealthyBankConnection: false });
    signInProvider(provider);
    const linked = { ...provider, hasHealthyBankConnection: true };
    const api = stubProviderApi({
      user: provider,
      routes: [
        (url) =>
          url.pathname.endsWith('/ach/service-provider/org-buckeye-music/get-bank-token')
            ? ok({ token: 't' })
            : undefined,
        (url) => (url.pathname === '/bank/funding-sources' ? { status: 201, body: {} } : undefined),
        (url) =>
          url.pathname.endsWith('/user/service-provider/org-buckeye-music/set-bank-flag') ? ok(linked) : undefined,
        listRoute('/pending-vendor-approval-claims', [[]]),
      ],
    });
    const user = renderDashboard('?tab=bank');
    await user.click(await screen.findByRole('button', { name: 'Connect bank account' }));
    const form = await screen.findByRole('dialog', { name: 'Submit bank account details' });
    await user.type(within(form).getByLabelText(/Routing number/), '011000015');
    await user.selectOptions(within(form).getByLabelText(/Bank account type/), 'Checking');
    await user.type(within(form).getByLabelText(/^Account number/), '12345678');
    await user.type(within(form).getByLabelText(/Confirm account number/), '12345678');
    await user.type(within(form).getByLabelText(/Bank account name/), 'Buckeye Music Academy');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(sessionStore.get().user).toEqual(linked);
    });
    expect(sessionStore.get().selectedOrg).toEqual({ id: 'org-buckeye-music', name: 'Buckeye Music Academy' });
    expect(api.requestsTo('/funding-sources')).toHaveLength(1);
  });

  it('asks an organisation that never gave bank details to connect them', async () => {
    const provider = buildProviderUser({ hasProvidedBankDetails: false, hasHealthyBankConnection: false });
    signInProvider(provider);
    stubProviderApi({ user: provider });
    renderDashboard('?tab=bank');
    expect(
      within(await screen.findByRole('alert')).getByText('Connect your bank account to receive payments'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect bank account' })).toBeInTheDocument();
  });
});
