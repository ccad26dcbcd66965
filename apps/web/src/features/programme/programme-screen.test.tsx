import type { AppealFigures, AuditFigures, PreApprovalFigures, ProgrammeFigures } from '@ace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import ProgrammeScreen from './programme-screen.tsx';

signedInAsStaff();

function buildFigures(overrides: Partial<ProgrammeFigures> = {}): ProgrammeFigures {
  return {
    schoolYear: 2023,
    from: null,
    to: null,
    funds: {
      awarded: 3000,
      claimed: 450.5,
      paid: 120,
      pending: 330.5,
      rolledIn: 200,
      rolledOver: 150,
      lapsed: 49.5,
      available: 2549.5,
    },
    claimsByStatus: [
      { status: 'Pending', claims: 2, amount: 240.5 },
      { status: 'Pending external', claims: 1, amount: 90 },
      { status: 'Accepted', claims: 1, amount: 120 },
      { status: 'Rejected', claims: 1, amount: 60 },
    ],
    spendingByCategory: [
      { category: 'tutoring', claims: 3, claimed: 330.5 },
      { category: 'dayCamps', claims: 1, claimed: 120 },
    ],
    spendingByMonth: [
      { month: '2023-09', claims: 2, claimed: 210 },
      { month: '2023-10', claims: 2, claimed: 240.5 },
    ],
    topProviders: [
      { providerNumber: '100001', name: 'Bright Minds Tutoring', claims: 3, claimed: 330.5 },
      { providerNumber: '100003', name: 'Camp Discovery', claims: 1, claimed: 120 },
    ],
    timeToDecision: { claims: 12, medianBusinessDays: 2, p90BusinessDays: 4.5 },
    timeToPayout: { claims: 0, medianBusinessDays: null, p90BusinessDays: null },
    rejectionsByReason: [{ reason: 'receiptMismatch', claims: 1 }],
    overdueAtProviders: [
      { date: '2023-10-30', claims: 0 },
      { date: '2023-10-31', claims: 2 },
      { date: '2023-11-01', claims: 1 },
    ],
    asOf: '2023-11-01T14:00:00.000Z',
    ...overrides,
  };
}

const noClaims = buildFigures({
  funds: { awarded: 3000, claimed: 0, paid: 0, pending: 0, rolledIn: 0, rolledOver: 0, lapsed: 0, available: 3000 },
  claimsByStatus: [],
  spendingByCategory: [],
  spendingByMonth: [],
  topProviders: [],
  timeToDecision: { claims: 0, medianBusinessDays: null, p90BusinessDays: null },
  rejectionsByReason: [],
  overdueAtProviders: [],
});

/**
 * GET /api/merit-cs/programme and its CSV, in memory: `answer` gives the figures (or a refusal) of each query, in
 * turn; `requests` records each query's parameters.
 */
/** The appeals of the year (issue 35), as GET /api/merit-cs/appeals/figures answers them. */
const appealFigures: AppealFigures = {
  schoolYear: 2023,
  lodged: 4,
  open: 1,
  overdue: 1,
  upheld: 1,
  overturned: 2,
  overturnedAmount: 75.5,
  daysToDecision: { median: 4, p90: 8.8 },
};

/** The audits of the months' paid claims (issue 34), as GET /api/merit-cs/programme/audits answers them. */
const auditRow = {
  claimsPaid: 0,
  audited: 0,
  sampled: 0,
  flagged: 0,
  open: 0,
  overdue: 0,
  findings: 0,
  misspent: 0,
  recovered: 0,
  owed: 0,
  recoveryRate: null,
};
const auditFigures: AuditFigures = {
  schoolYear: 2023,
  from: null,
  to: null,
  total: {
    claimsPaid: 120,
    audited: 9,
    sampled: 6,
    flagged: 3,
    open: 2,
    overdue: 1,
    findings: 3,
    misspent: 1250,
    recovered: 500,
    owed: 750,
    recoveryRate: 0.4,
  },
  byProvider: [
    {
      ...auditRow,
      providerNumber: '100003',
      name: 'Camp Discovery',
      claimsPaid: 20,
      audited: 2,
      sampled: 1,
      flagged: 1,
      open: 1,
      overdue: 1,
      findings: 1,
      misspent: 700,
      recovered: 250,
      owed: 450,
      recoveryRate: 250 / 700,
    },
    { ...auditRow, providerNumber: '100001', name: 'Bright Minds Tutoring', claimsPaid: 40, audited: 3, sampled: 3 },
  ],
  asOf: '2023-11-01T14:00:00.000Z',
};

/** The audit figures' queries, in turn. */
let auditRequests: Record<string, string>[] = [];

/** The pre-approvals of the year (issue 35), as GET /api/merit-cs/programme/pre-approvals answers them. */
const preApprovalFigures: PreApprovalFigures = {
  schoolYear: 2023,
  from: null,
  to: null,
  asked: 14,
  waiting: 2,
  approved: 9,
  rejected: 3,
  expired: 1,
  amounts: { approved: 4200, usedByClaims: 2750.25, held: 1349.75, releasedByExpiry: 400 },
  timeToDecision: { claims: 12, medianBusinessDays: 3, p90BusinessDays: 6.5 },
  asOf: '2023-11-01T14:00:00.000Z',
};

/** The pre-approval figures' queries, in turn. */
let preApprovalRequests: Record<string, string>[] = [];

function stubProgrammeApi(
  answer: (query: URLSearchParams) => ProgrammeFigures | { status: number; error: string },
  preApprovals: PreApprovalFigures = preApprovalFigures,
) {
  const requests: { path: string; query: Record<string, string> }[] = [];
  auditRequests = [];
  preApprovalRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const address = new URL(url, 'http://portal.test');
      const path = address.pathname.replace(/^\/api/, '');
      if (path === '/merit-cs/appeals/figures') {
        const data = { ...appealFigures, schoolYear: Number(address.searchParams.get('schoolYear')) };
        return Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200 }));
      }
      if (path === '/merit-cs/programme/audits') {
        auditRequests.push(Object.fromEntries(address.searchParams));
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: auditFigures }), { status: 200 }));
      }
      if (path === '/merit-cs/programme/pre-approvals') {
        preApprovalRequests.push(Object.fromEntries(address.searchParams));
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: preApprovals }), { status: 200 }));
      }
      requests.push({ path, query: Object.fromEntries(address.searchParams) });
      if (path === '/merit-cs/programme/csv') {
        return Promise.resolve(new Response('Figure,Value\r\nAwarded,3000.00', { status: 200 }));
      }
      const answered = answer(address.searchParams);
      const body =
        'error' in answered
          ? { success: false, error: answered.error, message: '', code: 'VALIDATION_ERROR' }
          : { success: true, data: answered };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 'error' in answered ? answered.status : 200 }),
      );
    }),
  );
  return requests;
}

/**
 * Opens a month picker and picks a month of the year it shows. jsdom lays nothing out, so the picker's dropdown may
 * count as detached from its field and stay hidden: its months are found hidden or not.
 */
async function pickMonth(user: ReturnType<typeof userEvent.setup>, picker: string, month: RegExp) {
  await user.click(screen.getByRole('button', { name: picker }));
  await user.click(await screen.findByRole('button', { name: month, hidden: true }));
}

function renderScreen(path = '/merit-cs/programme') {
  renderWithApp(<ProgrammeScreen />, path);
  return userEvent.setup();
}

describe('the Programme page', () => {
  it("shows the latest school year's funds, each figure's sentence, and a chart's figures as a table", async () => {
    const requests = stubProgrammeApi(() => buildFigures());
    const user = renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const funds = await screen.findByRole('region', { name: 'Funds' });
    expect(
      within(funds)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      '$3,000',
      'To the school year’s students',
      '$450.50',
      'Approved or waiting for review',
      '$120',
      'Payouts the bank completed',
      '$330.50',
      'Waiting for review',
      '$200',
      'Unspent in the year before',
      '$150',
      'Unspent at the close, into the next year',
      '$49.50',
      'Unspent at the close, back to the program',
      '$2,549.50',
      'Awarded and rolled in, less claims, roll-overs and lapses; installments still to come and pre-approval holds included',
    ]);
    expect(requests[0]).toEqual({ path: '/merit-cs/programme', query: { schoolYear: '2023' } });
    expect(screen.getByText(/The other figures count all of its claims\.$/)).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Claims by status' });
    expect(
      within(status).getByText(
        'Claims in all: 5 (Pending Internal Review 2, Pending External Review 1, Approved 1, Rejected 1).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Claimed in all: $450.50. The most for Tutoring: $330.50.')).toBeInTheDocument();
    expect(screen.getByText('Claimed in all: $450.50. The most in Oct 2023: $240.50.')).toBeInTheDocument();
    expect(screen.getByText('The most claimed at Bright Minds Tutoring (100001): $330.50.')).toBeInTheDocument();
    expect(screen.getByText(/^Rejected claims: 1\. The most often for: /)).toBeInTheDocument();
    expect(screen.getByText('Overdue on 11/01/2023: 1. The most: 2 on 10/31/2023.')).toBeInTheDocument();
    expect(screen.getByText('Median 2 business days, 90% within 4.5')).toBeInTheDocument();
    expect(screen.getByText('Claims counted: 12')).toBeInTheDocument();
    expect(screen.getByText('No claim of these months has been paid yet.')).toBeInTheDocument();

    expect(within(status).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(status).getByRole('radio', { name: 'Table' }));
    const table = within(status).getByRole('table', { name: 'Claims by status' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StatusClaimsAmount',
      'Pending Internal Review2$240.50',
      'Pending External Review1$90',
      'Approved1$120',
      'Rejected1$60',
    ]);
  });

  it("shows the year's appeals: how many, how many wait and past their date, the outcomes and the days to decide", async () => {
    stubProgrammeApi(() => buildFigures());
    renderWithApp(<ProgrammeScreen />, '/merit-cs/programme');
    const appeals = await screen.findByRole('region', { name: 'Appeals' });
    expect(await within(appeals).findByText('Past their date: 1')).toBeVisible();
    expect(within(appeals).getByText('Approved on appeal: $75.50')).toBeVisible();
    expect(within(appeals).getByText('Median 4 days; 90% within 8.8 days')).toBeVisible();
  });

  it("shows the months' audits in all, then by provider as a table whose last row is every claim's", async () => {
    stubProgrammeApi(() => buildFigures());
    renderScreen('/merit-cs/programme?schoolYear=2023&from=2023-09&to=2023-10');
    const audits = await screen.findByRole('region', { name: 'Audits of paid claims' });
    expect(auditRequests[0]).toEqual({ schoolYear: '2023', from: '2023-09', to: '2023-10' });
    expect(await within(audits).findByText('6 drawn at random, 3 flagged by their receipt')).toBeVisible();
    expect(within(audits).getByText('Overdue: 1')).toBeVisible();
    expect(within(audits).getByText('$1,250 misspent')).toBeVisible();
    expect(within(audits).getByText('$750 still owed')).toBeVisible();
    // The rate in all, as a figure and in the table's last row.
    expect(within(audits).getAllByText('40%')).toHaveLength(2);
    const table = within(audits).getByRole('table', { name: 'Audits by provider' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      [
        'Provider',
        'Claims paid',
        'Audited',
        'Drawn at random',
        'Flagged by their receipt',
        'Cases open',
        'Overdue',
        'Misspent findings',
        'Misspent',
        'Recovered',
        'Still owed',
        'Recovery rate',
      ],
      ['Camp Discovery (100003)', '20', '2', '1', '1', '1', '1', '1', '$700', '$250', '$450', '35.7%'],
      [
        'Bright Minds Tutoring (100001)',
        '40',
        '3',
        '3',
        '0',
        '0',
        '0',
        '0',
        '$0',
        '$0',
        '$0',
        'Nothing found misspent',
      ],
      ['All claims', '120', '9', '6', '3', '2', '1', '3', '$1,250', '$500', '$750', '40%'],
    ]);
  });

  it("shows the months' pre-approvals: where they stand, the time to decide, and their money as a table", async () => {
    stubProgrammeApi(() => buildFigures());
    renderScreen('/merit-cs/programme?schoolYear=2023&from=2023-09&to=2023-10');
    const section = await screen.findByRole('region', { name: 'Pre-approvals' });
    expect(await within(section).findByText('Waiting for a decision')).toBeVisible();
    expect(preApprovalRequests[0]).toEqual({ schoolYear: '2023', from: '2023-09', to: '2023-10' });
    expect(within(section).getByText('Median 3 business days, 90% within 6.5')).toBeVisible();
    expect(within(section).getByText('Decided: 12')).toBeVisible();
    const table = within(section).getByRole('table', { name: 'Money of the approved requests' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Money', 'Amount'],
      ['Amount approved', '$4,200'],
      ['Used by claims', '$2,750.25'],
      ['Still held (waiting requests included)', '$1,349.75'],
      ['Released by expiry', '$400'],
    ]);
  });

  it('says in Spanish when too few pre-approvals were decided to give their time', async () => {
    stubProgrammeApi(() => buildFigures(), {
      ...preApprovalFigures,
      timeToDecision: { claims: 4, medianBusinessDays: null, p90BusinessDays: null },
    });
    renderWithApp(<ProgrammeScreen />, '/merit-cs/programme', { locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Aprobaciones previas' });
    expect(
      await within(section).findByText(
        'Todavía hay muy pocas peticiones decididas para saberlo (4 hasta ahora). Los tiempos se muestran a partir de 10.',
      ),
    ).toBeVisible();
    expect(within(section).getByRole('table', { name: 'Dinero de las peticiones aprobadas' })).toBeVisible();
  });

  it('says when too few claims were decided or paid to give their times, and how many so far', async () => {
    stubProgrammeApi(() =>
      buildFigures({
        timeToDecision: { claims: 3, medianBusinessDays: null, p90BusinessDays: null },
        timeToPayout: { claims: 1, medianBusinessDays: null, p90BusinessDays: null },
      }),
    );
    renderScreen();
    const times = await screen.findByRole('region', { name: 'Time to decide and to pay' });
    expect(
      within(times).getByText('Too few decided claims to say yet (3 so far). Times show from 10.'),
    ).toBeInTheDocument();
    expect(
      within(times).getByText('Too few paid claims to say yet (1 so far). Times show from 10.'),
    ).toBeInTheDocument();
    expect(within(times).queryByText(/90% within/)).not.toBeInTheDocument();
  });

  it('asks again when the school year or the months change, and says when the months are in the wrong order', async () => {
    const requests = stubProgrammeApi((query) =>
      buildFigures({
        schoolYear: query.get('schoolYear') === '2022' ? 2022 : 2023,
        from: query.get('from'),
        to: query.get('to'),
      }),
    );
    const user = renderScreen();
    await screen.findByRole('region', { name: 'Funds' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'School year' }), '2022-2023');
    await waitFor(() => {
      expect(requests.at(-1)?.query).toEqual({ schoolYear: '2022' });
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).not.toHaveTextContent('Updating the figures…');
    });

    await pickMonth(user, 'From month', /^Mar/);
    await waitFor(() => {
      expect(requests.at(-1)?.query.from).toMatch(/^\d{4}-03$/);
    });
    expect(await screen.findByText(/submitted from Mar \d{4} to today\.$/)).toBeInTheDocument();
    // The first picker closed before the second opens.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Feb/, hidden: true })).not.toBeInTheDocument();
    });
    const sent = requests.length;
    await pickMonth(user, 'To month', /^Jan/);
    expect(await screen.findByText('The first month must not be after the last month.')).toBeInTheDocument();
    expect(requests).toHaveLength(sent);
  });

  it('opens on the school year and months of its address', async () => {
    const requests = stubProgrammeApi(() => buildFigures({ schoolYear: 2022, from: '2022-09', to: '2023-03' }));
    renderScreen('/merit-cs/programme?schoolYear=2022&from=2022-09&to=2023-03');
    expect(await screen.findByText(/submitted from Sep 2022 to Mar 2023\.$/)).toBeInTheDocument();
    expect(requests[0]?.query).toEqual({ schoolYear: '2022', from: '2022-09', to: '2023-03' });
    expect(screen.getByRole('combobox', { name: 'School year' })).toHaveValue('2022');
    expect(screen.getByRole('button', { name: 'From month' })).toHaveTextContent('Sep 2022');
  });

  it('offers N/A after the years, for the claims of children without a school year, and keeps it in the address', async () => {
    const requests = stubProgrammeApi((query) =>
      buildFigures({ schoolYear: query.get('schoolYear') === 'N/A' ? null : 2023 }),
    );
    const user = renderScreen();
    await screen.findByRole('region', { name: 'Funds' });
    const year = screen.getByRole('combobox', { name: 'School year' });
    expect(within(year).getAllByRole('option').at(-1)).toHaveTextContent('N/A');
    await user.selectOptions(year, 'N/A');
    await waitFor(() => {
      expect(requests.at(-1)?.query).toEqual({ schoolYear: 'N/A' });
    });
  });

  it('opens on N/A from its address, and downloads its CSV', async () => {
    const requests = stubProgrammeApi(() => buildFigures({ schoolYear: null }));
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:programme', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderScreen('/merit-cs/programme?schoolYear=N%2FA');
    await screen.findByRole('region', { name: 'Funds' });
    expect(requests[0]?.query).toEqual({ schoolYear: 'N/A' });
    expect(screen.getByRole('combobox', { name: 'School year' })).toHaveValue('N/A');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(saved).toEqual(['programme-no-school-year.csv']);
    });
    expect(requests.at(-1)).toEqual({ path: '/merit-cs/programme/csv', query: { schoolYear: 'N/A' } });
  });

  it('shows the funds alone when no claims were submitted in the months', async () => {
    stubProgrammeApi(() => noClaims);
    renderScreen();
    expect(
      await screen.findByText('No claims were submitted in these months. Choose other months or another school year.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Funds' })).toHaveTextContent('$3,000');
    expect(screen.queryByRole('region', { name: 'Claims by status' })).not.toBeInTheDocument();
  });

  it('says why the figures could not be read, and Try again asks again', async () => {
    let refuse = true;
    stubProgrammeApi(() => (refuse ? { status: 400, error: 'Choose a school year from the list.' } : buildFigures()));
    const user = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a school year from the list.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Funds' })).toBeInTheDocument();
  });

  it('downloads the same figures as CSV', async () => {
    const requests = stubProgrammeApi(() => buildFigures());
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:programme', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(saved).toEqual(['programme-2023-2024.csv']);
    });
    expect(requests.at(-1)).toEqual({ path: '/merit-cs/programme/csv', query: { schoolYear: '2023' } });
  });
});
