import { readFile } from 'node:fs/promises';
import { intlTags, translatorFor } from '@ace/domain';
import type { Download, Locator, Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import {
  atBothWidths,
  checkScreen,
  expect,
  openAndRead,
  openUntilSettled,
  signIn,
  test,
} from '../../support/portal.ts';

/**
 * The Programme page (issue 21): support staff open it from the dashboard, choose the 2022-2023 school year, and see
 * its figures as charts, as tables and as a CSV, each checked against figures recomputed here from the year's
 * claims as the staff's claim search lists them; then (issue 30) what a closed year rolled over, and N/A. Read-only, so both widths share the data; other stories add claims
 * for Mateo meanwhile, so the page is read again until it and the claims it is checked against agree.
 */

/** The children of school year 2022 in the demo data (packages/demo-data): Mateo Garcia and Zara Khan. */
const CHILDREN_OF_2022 = ['Mateo', 'Zara'];

const STATUSES = ['Pending', 'Pending external', 'Accepted', 'Rejected'] as const;
type Status = (typeof STATUSES)[number];

/** How support staff read each status, on the page and in its CSV. */
const STATUS_LABELS: Readonly<Record<Status, string>> = {
  Pending: 'Pending Internal Review',
  'Pending external': 'Pending External Review',
  Accepted: 'Approved',
  Rejected: 'Rejected',
};

interface ClaimRow {
  id: number;
  status: Status;
  amount: number;
  child: { firstName: string };
}

/** Whole cents, so that sums of dollars do not gather a float's stray fractions. */
const centsOf = (dollars: number) => Math.round(dollars * 100);

/** Dollars as the app writes them: whole dollars when whole, else two decimals, thousands grouped. */
function money(cents: number): string {
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents % 100 === 0 ? `$${grouped}` : `$${grouped}.${String(cents % 100).padStart(2, '0')}`;
}

/** The children's claims, from the staff's claim search (GET /api/claim/automation) with the page's own token. */
async function claimsOf(page: Page, children: readonly string[]): Promise<ClaimRow[]> {
  const stored = await page.evaluate(() => window.localStorage.getItem('ace.tokens'));
  const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken?: string };
  const rows: ClaimRow[] = [];
  for (const childName of children) {
    const response = await page.request.get(`/api/claim/automation?childName=${childName}&limit=1000`, {
      headers: { authorization: `Bearer ${accessToken ?? ''}` },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: ClaimRow[] };
    rows.push(...data.filter((row) => row.child.firstName === childName));
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** The line that says the figures are read: whole-year figures, as the stories ask for them. */
const figuresRead = (page: Page) =>
  page.getByText(/^Funds are the whole school year’s, as of .+ The other figures count all of its claims\.$/);

/** Reads the page again and waits until its figures are read (openAndRead). */
const reloadFigures = (page: Page) => openAndRead(() => page.reload(), figuresRead(page));

/** What the page must show for these claims: each status's count and amount, and what is claimed and pending. */
function recompute(rows: readonly ClaimRow[]) {
  const of = (statuses: readonly Status[]) => rows.filter((row) => statuses.includes(row.status));
  const cents = (some: readonly ClaimRow[]) => some.reduce((total, row) => total + centsOf(row.amount), 0);
  const claimed = of(['Pending', 'Pending external', 'Accepted']);
  return {
    byStatus: STATUSES.map((status) => ({ status, claims: of([status]).length, cents: cents(of([status])) })),
    claimedClaims: claimed.length,
    claimedCents: cents(claimed),
    pendingCents: cents(of(['Pending', 'Pending external'])),
  };
}

/** A table's body, each row its cells' texts. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.locator('td, th').allInnerTexts());
  return texts;
}

/** Cents of a dollar amount as the page writes it ('$1,250.50'). */
const centsOfText = (text: string) => centsOf(Number(text.replace(/[$,]/g, '')));

/** The lines of a download, without the byte order mark that tells spreadsheets it is UTF-8. */
async function csvLines(download: Download): Promise<string[]> {
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return text.trim().split('\r\n');
}

/** Shows a figure's table instead of its chart, and answers the table. */
async function tableOf(page: Page, figure: string): Promise<Locator> {
  const region = page.getByRole('region', { name: figure, exact: true });
  await region.getByText('Table', { exact: true }).click();
  const table = region.getByRole('table', { name: figure });
  await expect(table).toBeVisible();
  return table;
}

test('staff see a school year’s figures as charts, tables and a CSV, the same as its claims add up to', async ({
  page,
}) => {
  await signIn(page, accounts.riley, { role: 'MeritCS' });
  await expect(page).toHaveURL(/\/merit-cs\/dashboard$/);
  await page.getByRole('link', { name: 'Program figures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
  await page.getByRole('combobox', { name: 'School year' }).selectOption({ label: '2022-2023' });
  await expect(page).toHaveURL(/\/merit-cs\/programme\?schoolYear=2022$/);
  const scope = figuresRead(page);
  await expect(scope).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claims by status' }).locator('svg').first()).toBeVisible();
  // The audits of the year's paid claims (issue 34), their table's last row every claim's.
  const audits = page.getByRole('region', { name: 'Audits of paid claims' });
  await expect(audits.getByRole('table', { name: 'Audits by provider' }).locator('tfoot th')).toHaveText('All claims');
  await checkScreen(page, 'programme');

  await expect(async () => {
    const rows = await claimsOf(page, CHILDREN_OF_2022);
    const expected = recompute(rows);
    await reloadFigures(page);

    const funds = page.getByRole('region', { name: 'Funds' });
    await expect(funds.locator('[data-fund="claimed"]')).toHaveText(money(expected.claimedCents), { timeout: 1_000 });
    await expect(funds.locator('[data-fund="pending"]')).toHaveText(money(expected.pendingCents), { timeout: 1_000 });

    const byStatus = await tableRows(await tableOf(page, 'Claims by status'));
    expect(byStatus).toEqual(
      expected.byStatus
        .filter((row) => row.claims > 0)
        .map((row) => [STATUS_LABELS[row.status], String(row.claims), money(row.cents)]),
    );
    // Categories are not in the claim search's rows: their table must add up to what is claimed.
    const byCategory = await tableRows(await tableOf(page, 'Spending by category'));
    expect(byCategory.reduce((total, cells) => total + Number(cells[1]), 0)).toBe(expected.claimedClaims);
    expect(byCategory.reduce((total, cells) => total + centsOfText(cells[2] ?? ''), 0)).toBe(expected.claimedCents);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('programme-2022-2023.csv');
    const [header, ...lines] = await csvLines(download);
    expect(header).toBe('Figure,Item,Claims,Amount,Business days,Rate (%)');
    const wanted = [
      `Funds,Claimed,,${(expected.claimedCents / 100).toFixed(2)},,`,
      `Funds,Pending,,${(expected.pendingCents / 100).toFixed(2)},,`,
      ...expected.byStatus.map(
        (row) =>
          `Claims by status,${STATUS_LABELS[row.status]},${String(row.claims)},${(row.cents / 100).toFixed(2)},,`,
      ),
    ];
    for (const line of wanted) expect(lines).toContain(line);
    // Nobody added a claim of the year while the page was read.
    expect(await claimsOf(page, CHILDREN_OF_2022)).toEqual(rows);
  }).toPass({ timeout: 60_000 });
  await checkScreen(page, 'programme-tables');
});

/** The child without a school year in the demo data (N/A): Omar Khan. */
const CHILDREN_WITHOUT_A_YEAR = ['Omar'];

test('staff see what a closed year rolled over, and the claims of children without a school year under N/A', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.riley, { role: 'MeritCS' });
  await page.goto('/merit-cs/programme?schoolYear=2025');
  const funds = page.getByRole('region', { name: 'Funds' });
  const fund = (name: string) => funds.locator(`[data-fund="${name}"]`);
  // The stack's closing job closed 2025-2026 as it started (its last claim day, 8/31/2026, is past) and rolled Ella
  // Wilson's unspent award into 2026-2027: the page is read again until it has.
  await openUntilSettled(
    () => page.reload(),
    figuresRead(page),
    () => expect(fund('rolledOver')).toHaveText('$1,000', { timeout: 1_000 }),
  );
  await expect(fund('awarded')).toHaveText('$1,000');
  await expect(fund('lapsed')).toHaveText('$0');
  await expect(fund('available')).toHaveText('$0');
  await atBothWidths(page, () => checkScreen(page, 'programme-rolled-over'));
  await page.getByRole('combobox', { name: 'School year' }).selectOption({ label: '2026-2027' });
  await expect(page).toHaveURL(/schoolYear=2026$/);
  await expect(fund('rolledIn')).toHaveText('$1,000');

  await page.getByRole('combobox', { name: 'School year' }).selectOption({ label: 'N/A' });
  await expect(page).toHaveURL(/schoolYear=N%2FA$/);
  await expect(async () => {
    const expected = recompute(await claimsOf(page, CHILDREN_WITHOUT_A_YEAR));
    await reloadFigures(page);
    await expect(fund('claimed')).toHaveText(money(expected.claimedCents), { timeout: 1_000 });
    await expect(fund('pending')).toHaveText(money(expected.pendingCents), { timeout: 1_000 });
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('programme-no-school-year.csv');
    expect(await csvLines(download)).toContain(`Funds,Claimed,,${(expected.claimedCents / 100).toFixed(2)},,`);
  }).toPass({ timeout: 60_000 });
  await atBothWidths(page, () => checkScreen(page, 'programme-no-school-year'));

  // In Spanish: N/A from the page's address, its year selector saying so.
  const es = translatorFor('es');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: page.viewportSize(),
    locale: intlTags.es,
  });
  const spanish = await context.newPage();
  await signIn(spanish, accounts.riley, { role: 'MeritCS', language: 'es' });
  await spanish.goto('/merit-cs/programme?schoolYear=N%2FA');
  await expect(spanish.getByRole('combobox', { name: es('programme.filter.schoolYear') })).toHaveValue('N/A');
  await expect(spanish.getByRole('region', { name: es('programme.funds.title'), exact: true })).toBeVisible();
  await expect(spanish.getByRole('table', { name: es('auditFigures.byProvider') })).toBeVisible();
  await atBothWidths(spanish, () => checkScreen(spanish, 'programme-no-school-year-es', 'es'));
  await context.close();
});
