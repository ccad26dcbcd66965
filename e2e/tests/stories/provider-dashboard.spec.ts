import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { checkScreen, expect, signIn, signInThroughPopup, test } from '../../support/portal.ts';
import { isWide } from '../../support/review-story.ts';

/**
 * The service provider dashboard (spec section 2). Read-only stories: David's organisations are only looked at
 * (other stories review claims of Bright Minds, so no exact count is asserted for it), no bank is linked.
 */

/** Signs David in at /service-provider up to the Select Organisation modal (the terms first, on a first sign-in). */
async function openOrganisationChooser(page: Page): Promise<Locator> {
  await signInThroughPopup(page, accounts.david, 'ServiceProvider');
  const terms = page.getByRole('dialog', { name: 'Ohio ACE Portal' });
  const chooser = page.getByRole('dialog', { name: 'Select organisation' });
  await expect(terms.or(chooser).first()).toBeVisible({ timeout: 20_000 });
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
    await terms.getByRole('button', { name: 'Allow' }).click();
  }
  await expect(chooser).toBeVisible({ timeout: 20_000 });
  return chooser;
}

const claimTable = (page: Page) => page.getByRole('main').getByRole('table');
const dataRows = (page: Page) => claimTable(page).locator('tbody tr');

async function openTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks a day of the month before the one a date picker opens at (always a day before today). */
async function pickPreviousMonthDay(page: Page, panel: Locator, field: string, day: number): Promise<void> {
  await panel.getByRole('button', { name: field, exact: true }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  // The button between the arrows shows the month and year, 'October 2026', and is named by them.
  const month = (await page.getByRole('button', { name: /^[A-Za-z]+ \d{4}$/ }).textContent()) ?? '';
  await page.getByRole('button', { name: `${day} ${month}`, exact: true }).click();
  // The calendar closes with a short fade; the next picker must not open while this one is still there.
  await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
}

test.describe('a provider user of several organisations', () => {
  test('chooses an organisation and sees only its claims, its counts and its bank', async ({ page }) => {
    const chooser = await openOrganisationChooser(page);
    await checkScreen(page, 'provider-select-organisation');
    await chooser.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select org to proceed')).toBeVisible();
    await chooser.getByLabel('Please select organisation').click();
    await expect(page.getByRole('option', { name: 'Lakeside Science Camps' })).toBeVisible();
    await page.getByRole('option', { name: 'Buckeye Music Academy' }).click();
    await chooser.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/service-provider\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buckeye Music Academy' })).toBeVisible();
    await expect(page.getByText('Service provider number 100002')).toBeVisible();
    // The toast's close button has no name yet (lib/toasts.ts): the dashboard is checked once it has gone.
    await expect(page.getByText('Please select org to proceed')).toBeHidden();
    // Buckeye's one seeded claim waits for its review; nothing of the other organisations shows.
    await expect(page.getByRole('tab', { name: /^Pending provider review \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Pending merit review', exact: true })).toBeVisible();
    const violin = dataRows(page).filter({ hasText: 'Mateo Garcia' }).filter({ hasText: '$80' });
    await expect(violin).toHaveCount(1);
    await expect(violin).toContainText('Parent/Guardian');
    await expect(violin.getByRole('link', { name: /^Review claim \d+$/ })).toHaveAttribute(
      'href',
      /\/review-claim\?token=/,
    );
    await expect(claimTable(page)).not.toContainText('Lucia Garcia');
    await expect(claimTable(page)).not.toContainText('Noah');
    // On a phone what identifies and decides a claim comes first; the spec's order on a wider screen.
    const whoAndWhen = ['Student name', 'Parent name', 'Submit date'];
    const idAndAmount = ['Claim ID', 'Claim amount'];
    await expect(claimTable(page).getByRole('columnheader')).toHaveText([
      ...(isWide(page) ? [...whoAndWhen, ...idAndAmount] : [...idAndAmount, 'Review by', ...whoAndWhen]),
      'Claim year',
      'Deliver funds to',
      'Sent for your review',
      ...(isWide(page) ? ['Review by'] : []),
      'Review link',
    ]);
    // Twelve business days with Buckeye, ten allowed: overdue.
    await expect(violin).toContainText('Overdue');
    await checkScreen(page, 'provider-dashboard');

    // The tab as a spreadsheet, as listed.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('pending-vendor-approval-claims.csv');
    const [header, ...rows] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Claim ID,Student,Parent/Guardian,Claim amount,Submit date,Claim year,Deliver funds to,Sent for your review,Due date',
    );
    expect(rows.filter((row) => row.includes(',Mateo Garcia,Maria Garcia,80.00,'))).toHaveLength(1);

    // The bank of Buckeye Music is broken: a warning on its tab, the explanation, the bank form on demand.
    const bankTab = page.getByRole('tab', { name: 'Connect bank account Your bank connection needs attention' });
    await bankTab.click();
    await expect(page).toHaveURL(/tab=bank/);
    const bankPanel = page.getByRole('tabpanel');
    await expect(bankPanel.getByText('Your bank connection needs attention', { exact: true })).toBeVisible();
    await expect(
      bankPanel.getByText(/Payments can no longer reach the bank account of Buckeye Music Academy/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeDisabled();
    await checkScreen(page, 'provider-dashboard-bank');
    await page.getByRole('button', { name: 'Connect bank account' }).click();
    const bankForm = page.getByRole('dialog', { name: 'Submit bank account details' });
    await expect(bankForm.getByRole('textbox', { name: 'Routing number', exact: true })).toBeVisible();
    await expect(bankForm.getByText(/Payments for the approved claims of Buckeye Music Academy/)).toBeVisible();
    await bankForm.getByRole('button', { name: 'Submit' }).click();
    await expect(bankForm.getByText('Please enter the account number')).toBeVisible();
    await checkScreen(page, 'provider-bank-form');
    await bankForm.getByRole('button', { name: 'Close' }).click();
    await expect(bankForm).toBeHidden();

    // The tab stays in the address: a reload shows the same tab.
    await page.reload();
    await expect(bankTab).toHaveAttribute('aria-selected', 'true');

    await openTab(page, /^History/);
    await expect(page.getByText('No claims have been approved or rejected yet.')).toBeVisible();
    await checkScreen(page, 'provider-dashboard-history-empty');
  });

  test("opens a claim's details with its files, and an unknown claim is invalid", async ({ page }) => {
    await signIn(page, accounts.david, { role: 'ServiceProvider', organisation: 'Buckeye Music Academy' });
    const violin = dataRows(page).filter({ hasText: 'Mateo Garcia' }).filter({ hasText: '$80' });
    const claimLink = violin.getByRole('link', { name: /^View claim \d+$/ });
    const claimId = (await claimLink.textContent()) ?? '';
    await claimLink.click();

    await expect(page).toHaveURL(new RegExp(`/service-provider/claim\\?claimId=${claimId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${claimId}` })).toBeVisible();
    await expect(page.getByText('Violin lessons, October')).toBeVisible();
    await expect(page.getByText('Instrument lessons')).toBeVisible();
    await expect(page.getByText('100002 · Buckeye Music Academy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download invoice.pdf' })).toBeVisible();
    await expect(page.getByText(/Receipt number: INV\d+/)).toBeVisible();
    await expect(page.getByText("Student's grant account", { exact: true })).toBeVisible();
    await expect(page.getByText('Claim reference', { exact: true })).toBeVisible();
    // It waits for Buckeye's review: the page offers it.
    await expect(page.getByRole('link', { name: `Review claim ${claimId}` })).toHaveAttribute(
      'href',
      /\/review-claim\?token=/,
    );
    // Nothing is paid before a decision (issue 36, confusion 5).
    await expect(page.getByRole('region', { name: 'Payment' })).toHaveCount(0);
    await checkScreen(page, 'provider-claim');
    const rules = page.getByRole('button', { name: /The earliest date of service for each school year/ });
    await rules.hover();
    await expect(page.getByRole('tooltip')).toContainText('2022-2023 from 7/1/2022');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buckeye Music Academy' })).toBeVisible();

    // A claim of another organisation, or none at all: the Invalid claim screen with the server's message.
    await page.goto('/service-provider/claim?claimId=99999999');
    await expect(page.getByRole('heading', { name: 'Invalid claim' })).toBeVisible();
    await expect(page.getByText("This claim could not be found among your organisation's claims")).toBeVisible();
    await checkScreen(page, 'provider-claim-invalid');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/service-provider\/dashboard$/);
  });

  test('sorts and filters a list; the filters are checked, and a changed tab clears them', async ({ page }) => {
    await signIn(page, accounts.david, { role: 'ServiceProvider', organisation: 'Lakeside Science Camps' });
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Science Camps' })).toBeVisible();
    await openTab(page, /^Pending merit review/);
    await expect(dataRows(page).filter({ hasText: 'Lucia Garcia' }).first()).toBeVisible();
    await expect(claimTable(page)).not.toContainText('Mateo Garcia');

    // Oldest first on a work queue; a header sorts, a second press turns the order around.
    const submitted = claimTable(page).getByRole('columnheader', { name: 'Submit date' });
    await expect(submitted).toHaveAttribute('aria-sort', 'ascending');
    await claimTable(page).getByRole('button', { name: 'Claim amount' }).click();
    const amount = claimTable(page).getByRole('columnheader', { name: 'Claim amount' });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=amount&order=desc/);
    await claimTable(page).getByRole('button', { name: 'Claim amount' }).click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(submitted).toHaveAttribute('aria-sort', 'none');

    // The panel checks what it is given.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter claims' });
    await expect(panel.getByLabel('Status')).toHaveCount(0);
    await panel.getByLabel('Claim ID').fill('12a');
    await pickPreviousMonthDay(page, panel, 'Submitted from', 2);
    await pickPreviousMonthDay(page, panel, 'Submitted until', 1);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByText('Please enter a valid claimId')).toBeVisible();
    await expect(panel.getByText('End date must be after start date')).toBeVisible();
    await checkScreen(page, 'provider-filter-invalid');

    // A name narrows the list to its claims; a name nobody has empties it.
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await panel.getByLabel('Student first name').fill('luc');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/childFirstName=luc/);
    await expect(page.getByRole('button', { name: 'Filter 1 active' })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    for (const row of await dataRows(page).all()) await expect(row).toContainText('Lucia');
    const lucia = dataRows(page).first();
    const claimId = (await lucia.getByRole('link', { name: /^View claim \d+$/ }).textContent()) ?? '';

    await page.getByRole('button', { name: 'Filter 1 active' }).click();
    await panel.getByLabel('Claim ID').fill(claimId);
    await panel.getByLabel('Deliver funds to').selectOption({ label: 'Parent/Guardian' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(claimId);
    await expect(page.getByText('Filters applied: 3')).toBeVisible();
    await checkScreen(page, 'provider-dashboard-filtered');

    await page.getByRole('button', { name: 'Filter 3 active' }).click();
    await panel.getByLabel('Student first name').fill('Zzyzx');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No claims match these filters.')).toBeVisible();

    // Filters belong to their tab: another tab starts without them.
    await openTab(page, /^History/);
    await expect(page).not.toHaveURL(/childFirstName/);
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(panel.getByLabel('Student first name')).toHaveValue('');
    await expect(panel.getByLabel('Status')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    // Checked once the panel has finished closing: while it fades out, its text is too faint for axe.
    await expect(panel).toBeHidden();
    await expect(claimTable(page).getByRole('columnheader', { name: 'Submit date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await checkScreen(page, 'provider-dashboard-history');
  });

  test('Close in the Select Organisation modal logs out', async ({ page }) => {
    const chooser = await openOrganisationChooser(page);
    // The modal's own Close button (its corner button closes it the same way).
    await chooser.getByRole('button', { name: 'Close' }).last().click();
    await expect(chooser).toBeHidden();
    await expect(page.getByRole('button', { name: 'Link with Merit' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('ace.tokens'))).toBeNull();
  });
});

test.describe('a provider user of one organisation', () => {
  test('lands on the dashboard of that organisation, whose bank is connected', async ({ page }) => {
    await signIn(page, accounts.olivia, { role: 'ServiceProvider' });
    await expect(page.getByRole('dialog', { name: 'Select organisation' })).toBeHidden();
    await expect(page).toHaveURL(/\/service-provider\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bright Minds Tutoring' })).toBeVisible();
    await expect(claimTable(page).or(page.getByText('No claims are waiting for your review.'))).toBeVisible();
    await openTab(page, /^Connect bank account$/);
    // Congratulations come right after linking only; on a visit, the account and how to change it.
    await expect(page.getByRole('heading', { name: 'Your bank account is connected' })).toBeVisible();
    await expect(page.getByText('SANDBOX TEST BANK')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change bank account' })).toBeVisible();
    await checkScreen(page, 'provider-dashboard-bank-connected');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Link with Merit' })).toBeVisible();
  });
});

test.describe('a member of an organisation that is not a registered provider', () => {
  test('sees the not-registered screen', async ({ page }) => {
    await signIn(page, accounts.emma, { role: 'ServiceProvider' });
    await expect(page).toHaveURL(/\/service-provider\/not-eligible$/);
    await expect(
      page.getByText("It looks like you aren't registered as a service provider in the Ohio ACE Program"),
    ).toBeVisible();
    await checkScreen(page, 'provider-not-registered');
  });
});
