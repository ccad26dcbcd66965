import type { Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { pngFile } from '../../support/files.ts';
import { checkScreen, expect, screenshot, signInWithButton, test } from '../../support/portal.ts';

/**
 * The native app's parent flow, run in Chromium through the app's web build (react-native-web, served at
 * /mobile): sign in through Merit's window, submit a claim with a file, see it Pending, and open its details (issue
 * 15) from the link after submission and from the history row.
 */

async function signInToApp(page: Page, email: string): Promise<void> {
  await page.goto('/mobile/');
  await expect(page.getByText('Welcome to the Ohio ACE Program')).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'mobile-splash');
  const login = page.getByRole('button', { name: 'Login with Merit' });
  await expect(login).toBeEnabled();
  await signInWithButton(page, login, email);
  const allow = page.getByRole('button', { name: 'Allow' });
  const students = page.getByRole('heading', { name: 'Your students' });
  await expect(allow.or(students).first()).toBeVisible({ timeout: 20_000 });
  if (await allow.isVisible()) {
    await expect(page.getByRole('dialog', { name: 'Ohio ACE Portal' })).toBeVisible();
    await checkScreen(page, 'mobile-terms');
    await page.getByRole('checkbox', { name: 'I accept the Terms of Service' }).click();
    await allow.click();
  }
  await expect(students).toBeVisible({ timeout: 20_000 });
}

/** Today as the date input takes it (the claim's date of service). */
function today(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
}

test('a parent signs in to the app, submits a claim with a photo, sees it Pending and opens its details', async ({
  page,
}) => {
  const amount = '3.21';
  await signInToApp(page, accounts.maria);
  await checkScreen(page, 'mobile-dashboard');

  await page.getByRole('button', { name: 'New claim for Sofia Garcia' }).click();
  await expect(page.getByText('Submit a new claim')).toBeVisible();
  await page.getByRole('textbox', { name: 'Claim amount' }).fill(amount);
  await page.getByRole('radio', { name: 'Tutoring', exact: true }).click();
  await page.locator('input[type="date"]').fill(today());
  await page
    .getByRole('textbox', { name: 'Educational benefits' })
    .fill('Phonics: she now sounds out new words on her own.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a document' }).click();
  const photo = pngFile('receipt.png', `app claim ${amount}`);
  await (await chooser).setFiles(photo);
  await expect(page.getByText('receipt.png', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Service provider number' }).fill('100001');
  await expect(page.getByText('Service provider: Bright Minds Tutoring')).toBeVisible();
  await page.getByRole('radio', { name: 'Me', exact: true }).click();
  const submit = page.getByRole('button', { name: 'Submit claim' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I confirm that this claim/ }).click();
  await checkScreen(page, 'mobile-claim-form');
  await submit.click();

  // The toast, and the notice that stays on the dashboard, both say it.
  await expect(page.getByText('Your claim has been submitted').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/mobile\/dashboard(\?|$)/);
  const seeClaim = page.getByRole('link', { name: /^See your claim \d+$/ });
  const claimId = Number(/\d+$/.exec((await seeClaim.textContent()) ?? '')?.[0]);
  expect(Number.isSafeInteger(claimId)).toBe(true);
  const dollars = `\\$${amount.replace('.', '\\.')}`;
  const historyRow = page.getByRole('link', {
    name: new RegExp(`^Open claim ${String(claimId)} of ${dollars}, Date [\\d/]+, ${dollars}, Pending$`),
  });
  await expect(historyRow).toBeVisible();
  await checkScreen(page, 'mobile-dashboard-after-claim');

  await seeClaim.click();
  await expectClaimDetails(page, claimId, 'receipt.png');
  await checkScreen(page, 'mobile-parent-claim');
  // The app scrolls inside its own view, so a full-page picture stops at the window: the rest, scrolled to.
  const toDashboard = page.getByRole('button', { name: 'Go to dashboard' });
  await toDashboard.scrollIntoViewIfNeeded();
  await screenshot(page, 'mobile-parent-claim-end');
  await toDashboard.click();
  await expect(page.getByRole('heading', { name: 'Your students' })).toBeVisible();
  await historyRow.click();
  await expectClaimDetails(page, claimId, 'receipt.png');

  // The same photo on a new claim: the app says it was sent already before anything is sent (issue 36, blocker 3).
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await page.getByRole('button', { name: 'New claim for Sofia Garcia' }).click();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a document' }).click();
  await (await again).setFiles(photo);
  await expect(
    page.getByText(new RegExp(`This receipt was already sent with claim ${String(claimId)} on `)),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Why are you sending it again\?/ })).toBeVisible();
  await checkScreen(page, 'mobile-claim-form-receipt-already-sent');
});

/** The new claim's details screen: its id and status, the first step of its progress, and its file shown. */
async function expectClaimDetails(page: Page, claimId: number, filename: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/mobile/claims/${String(claimId)}$`));
  await expect(page.getByRole('heading', { name: `Claim ${String(claimId)}` })).toBeVisible();
  await expect(page.getByLabel(`Claim ID, ${String(claimId)}`, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Status, Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toHaveAccessibleName(/^1\. We received your claim, /);
  await expect(page.getByText(filename, { exact: true })).toBeVisible();
  const thumbnail = page.getByRole('link', { name: `Open ${filename} in full size, Opens in your browser` });
  await expect(thumbnail).toBeVisible();
  // The picture itself, fetched from the portal's signed address: a broken address would leave an empty box.
  await expect
    .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}
