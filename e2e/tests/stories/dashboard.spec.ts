import { accounts } from '../../support/accounts.ts';
import { checkScreen, expect, signIn, test } from '../../support/portal.ts';

test.describe('the parent dashboard', () => {
  test('a returning parent sees each student with funds and claim history', async ({ page }) => {
    await signIn(page, accounts.maria);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    const lucia = page.getByRole('region', { name: 'Lucia Garcia' });
    await expect(lucia.getByText('2023-2024 | Y3')).toBeVisible();
    await expect(lucia.getByText('Available')).toBeVisible();
    await expect(lucia.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(lucia.getByText('Spent')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sofia Garcia' }).getByText('2021-2022 | Y1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mateo Garcia' }).getByText('2022-2023 | Y2')).toBeVisible();
    // Healthy bank: no banner.
    await expect(page.getByRole('link', { name: 'Connect bank account' })).toBeHidden();

    const history = lucia.getByRole('table');
    await expect(history.getByRole('columnheader')).toHaveText(['Date', 'Claim Amount', 'Status']);
    await expect(history.getByRole('row')).toHaveCount(1 + 2);
    await lucia.getByRole('button', { name: 'See more history' }).click();
    // Lucia has three claims from the seed, and more once other stories claim for her.
    await expect.poll(() => history.getByRole('row').count()).toBeGreaterThanOrEqual(1 + 3);
    await expect(history.getByText('Approved')).toBeVisible();
    await checkScreen(page, 'dashboard');
    await lucia.getByRole('button', { name: 'Collapse history' }).click();
    await expect(history.getByRole('row')).toHaveCount(1 + 2);
  });

  test('the bank banner says when a bank was never connected', async ({ page }) => {
    await signIn(page, accounts.james);
    await expect(page.getByText('Connect your bank account to receive reimbursements')).toBeVisible();
    await expect(
      page.getByText(
        'Without a bank account you can only submit invoices that are paid directly to a service provider.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect bank account' })).toBeVisible();
    await checkScreen(page, 'dashboard-no-bank');
  });

  test('the bank banner says when the bank is disconnected', async ({ page }) => {
    await signIn(page, accounts.aisha);
    await expect(page.getByText(/Your bank account is disconnected/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Omar Khan' }).getByText('N/A')).toBeVisible();
    await checkScreen(page, 'dashboard-bank-disconnected');
  });
});

test.describe('parents the programme has no students for', () => {
  test('a parent with no children sees only NotEligible', async ({ page }) => {
    await signIn(page, accounts.chen);
    await expect(page).toHaveURL(/\/not-eligible$/);
    await expect(page.getByText("It looks like you don't have any students in the Ohio ACE Program")).toBeVisible();
    await expect(page.getByRole('img', { name: 'A closed padlock' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@aceohio.example.org' })).toBeVisible();
    await checkScreen(page, 'not-eligible');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/not-eligible$/);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
  });

  test('a person with no parent record sees only NotEligible', async ({ page }) => {
    await signIn(page, accounts.unknown);
    await expect(page).toHaveURL(/\/not-eligible$/);
    await expect(page.getByText("It looks like you don't have any students in the Ohio ACE Program")).toBeVisible();
  });
});
