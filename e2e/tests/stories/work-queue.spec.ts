import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { checkScreen, expect, signIn, test } from '../../support/portal.ts';

/**
 * Support staff's work (issue 14): the queue the dashboard opens on, the search by name and its CSV, and review
 * links that fail politely. Read-only: the queue's claims are opened, never decided, so both widths share them.
 */

/** The text of a download, without the byte order mark that tells spreadsheets it is UTF-8. */
async function csvLines(download: Download): Promise<string[]> {
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  return text.trim().split('\r\n');
}

async function signInStaff(page: Page): Promise<void> {
  await signIn(page, accounts.riley, { role: 'MeritCS' });
  await expect(page).toHaveURL(/\/merit-cs\/dashboard$/);
}

test.describe('the staff work queue', () => {
  test('opens on the claims waiting for staff, oldest first, and View claim opens the review', async ({ page }) => {
    await signInStaff(page);
    await expect(page.getByRole('tab', { name: 'Work queue' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Waiting for support staff \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: /^Overdue at providers \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Failed payouts \(\d+\)$/ })).toBeVisible();
    const waiting = page.getByRole('table', { name: 'Claims waiting for support staff' });
    // The seed's Mateo's workbooks, 20 days ago, at the faux provider: among the oldest, so on the first page.
    const mateo = waiting.locator('tbody tr').filter({ hasText: 'Mateo Garcia' }).filter({ hasText: '$250' });
    await expect(mateo).toHaveCount(1);
    await expect(mateo).toContainText('ACE Marketplace');
    await checkScreen(page, 'merit-cs-queue');

    await page.getByRole('tab', { name: /^Overdue at providers/ }).click();
    const overdue = page.getByRole('table', { name: 'Claims overdue at service providers' });
    // The seed's violin lessons at Buckeye Music: twelve business days with the provider, ten allowed.
    await expect(
      overdue.locator('tbody tr').filter({ hasText: 'Mateo Garcia' }).filter({ hasText: '$80' }),
    ).toHaveCount(1);
    await expect(overdue.getByRole('columnheader', { name: 'Due date' })).toBeVisible();
    await checkScreen(page, 'merit-cs-queue-overdue');

    await page.getByRole('tab', { name: /^Waiting for support staff/ }).click();
    await mateo.getByRole('button', { name: /^View claim \d+$/ }).click();
    await expect(page).toHaveURL(/\/review-claim\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review claim' })).toBeVisible();
    await expect(page.getByText('Maths workbooks and a microscope')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Work queue' })).toHaveAttribute('aria-selected', 'true');
  });

  test("finds a claim by the student's name, and downloads what it found as CSV", async ({ page }) => {
    await signInStaff(page);
    await page.getByRole('tab', { name: 'Manage claims' }).click();
    await page.getByRole('textbox', { name: 'Search claims' }).fill('zara');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('table', { name: 'Claims found for “zara”' });
    const zara = found.locator('tbody tr').filter({ hasText: 'Zara Khan' });
    await expect(zara).toHaveCount(1);
    await expect(zara).toContainText('Aisha Khan');
    await expect(zara).toContainText('Rejected');
    await checkScreen(page, 'merit-cs-search');

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('claims.csv');
    const [header, ...rows] = await csvLines(download);
    expect(header).toBe(
      'Claim ID,Status,Claim amount,Student,Parent/Guardian,Parent e-mail,Service provider number,Service provider,Submit date',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^\d+,Rejected,30\.00,Zara Khan,Aisha Khan,aisha\.khan@example\.com,100004,/);

    await zara.getByRole('button', { name: /^Open claim \d+$/ }).click();
    await expect(page.getByRole('region', { name: /^Claim \d+$/ })).toContainText('Rejected');
  });
});

test.describe('review links that fail', () => {
  test('a link cut short says so in plain words and offers the way back', async ({ page }) => {
    await page.goto('/review-claim?token=Kq3vX9');
    await expect(page.getByRole('heading', { name: 'This claim cannot be opened' })).toBeVisible();
    await expect(page.getByText('This review link is not valid or has expired')).toBeVisible();
    await expect(page.getByText(/Open the link from the e-mail again, the whole of it/)).toBeVisible();
    await expect(page.getByText(/expected string|Too small/)).toHaveCount(0);
    await checkScreen(page, 'review-link-cut');
    await page.getByRole('link', { name: 'Service provider sign-in' }).click();
    await expect(page).toHaveURL(/\/service-provider$/);
    await expect(page.getByRole('button', { name: 'Link with Merit' })).toBeVisible();
  });
});
