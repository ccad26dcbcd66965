import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { checkScreen, expect, signIn, test } from '../support/portal.ts';

/** Runs last: linking changes a parent's bank for good. */

async function fillBankForm(page: Page, account: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Routing number', exact: true }).fill('011000015');
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Confirm account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Bank account name', exact: true }).fill('Family checking');
  await page.getByRole('combobox', { name: 'Bank account type' }).selectOption({ label: 'Checking' });
}

test.describe('linking a bank account at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a parent links a bank end to end, and a stale second window meets bank-already-linked', async ({
    page,
    browser,
  }) => {
    // A second window signed in before the bank is linked: it still offers the form afterwards.
    const staleContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const stale = await staleContext.newPage();
    await signIn(stale, accounts.james);

    await signIn(page, accounts.james);
    await page.getByRole('link', { name: 'Connect bank account' }).click();
    await expect(page).toHaveURL(/\/parent\/bank-account$/);
    await expect(page.getByRole('heading', { name: 'Submit bank account details' })).toBeVisible();
    await checkScreen(page, 'bank-form');

    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      "Routing number must be 9 digits. If your routing number starts with '0', enter that first",
      'Please enter the account number',
      'Please enter the name',
      'Please select the bank account type',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('12');
    await page.getByRole('textbox', { name: 'Confirm account number', exact: true }).fill('13');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Please enter valid account number. It is a numeric string of 4-17 digits'),
    ).toBeVisible();
    await expect(page.getByText('Please enter the same account number')).toBeVisible();
    await checkScreen(page, 'bank-form-errors');

    await page.getByRole('button', { name: 'Close' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit bank account details' });
    await expect(confirm.getByText('If you exit before submitting, your progress will be lost')).toBeVisible();
    await checkScreen(page, 'bank-form-close-confirm');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();

    await fillBankForm(page, '123456789');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your bank details has been submitted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect bank account' })).toBeHidden();
    await page.goto('/parent/bank-account');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await stale.goto('/parent/bank-account');
    await fillBankForm(stale, '987654321');
    await stale.getByRole('button', { name: 'Submit' }).click();
    await expect(stale).toHaveURL(/\/bank-already-linked$/);
    await expect(stale.getByText('Your bank account is already connected.')).toBeVisible();
    await expect(stale.getByText('Please refresh the page')).toBeVisible();
    await checkScreen(stale, 'bank-already-linked');
    await expect(stale.getByRole('button', { name: 'Login with Merit' })).toBeVisible({ timeout: 15_000 });
    await staleContext.close();

    await page.goto('/service-provider-connect-bank/success');
    await expect(page.getByText(/Your bank account has successfully been connected!/)).toBeVisible();
    await checkScreen(page, 'bank-success');
  });
});

test.describe('linking a bank account at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a failed bank call shows the failure screen, and trying again links the bank', async ({ page }) => {
    await signIn(page, accounts.aisha);
    await page.getByRole('link', { name: 'Connect bank account' }).click();
    await checkScreen(page, 'bank-form');
    await fillBankForm(page, '55554444');
    await page.route('**/bank/funding-sources', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/vnd.dwolla.v1.hal+json',
        body: JSON.stringify({ code: 'ValidationError', message: 'Validation error(s) present.' }),
      }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/service-provider-connect-bank\/failure$/);
    await expect(
      page.getByText(
        'Uh oh. It looks like something went wrong. Please try again or contact the help address for assistance.',
      ),
    ).toBeVisible();
    await checkScreen(page, 'bank-failure');
    await page.unroute('**/bank/funding-sources');

    await page.getByRole('link', { name: 'Try again' }).click();
    await fillBankForm(page, '55554444');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your bank details has been submitted')).toBeVisible();
    await expect(page.getByText(/Your bank account is disconnected/)).toBeHidden();
  });
});
