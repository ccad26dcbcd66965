import { accounts } from '../support/accounts.ts';
import { checkScreen, expect, signInThroughPopup, test } from '../support/portal.ts';

/**
 * Runs before every other story: these accounts meet the terms modal only on their very first sign-in.
 * Spec section 4, 'Login and terms flow'.
 */
for (const [label, viewport, email] of [
  ['at 1280 px', { width: 1280, height: 900 }, accounts.maria],
  ['at 375 px', { width: 375, height: 812 }, accounts.aisha],
] as const) {
  test.describe(`a first-time parent ${label}`, () => {
    test.use({ viewport });

    test('signs in through the identity popup and accepts the terms', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to the Ohio ACE Program' })).toBeVisible();
      await expect(page.getByText('Login to manage your account')).toBeVisible();
      await expect(page.getByRole('link', { name: /Didn't receive an e-mail from Merit\?/ })).toBeVisible();
      await checkScreen(page, 'splash');

      await signInThroughPopup(page, email);
      const terms = page.getByRole('dialog', { name: 'Ohio ACE Portal' });
      await expect(terms).toBeVisible();
      await expect(terms.getByText(`Ohio ACE Portal requests access to the Merit account of ${email}`)).toBeVisible();
      await expect(terms.getByText('view name and primary email')).toBeVisible();
      await expect(terms.getByText('view all merits')).toBeVisible();
      await expect(terms.getByRole('link', { name: /Terms of Service/ })).toBeVisible();
      await expect(terms.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
      const allow = terms.getByRole('button', { name: 'Allow' });
      await expect(allow).toBeDisabled();
      await checkScreen(page, 'terms-modal');

      await terms.getByRole('button', { name: 'This includes all accepted and pending merits' }).hover();
      await expect(page.getByRole('tooltip')).toHaveText('This includes all accepted and pending merits');

      await terms.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
      await expect(allow).toBeEnabled();
      await allow.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Your students' })).toBeVisible();
    });
  });
}

test('Cancel in the terms modal logs out and returns to the login screen', async ({ page }) => {
  await signInThroughPopup(page, accounts.unknown);
  const terms = page.getByRole('dialog', { name: 'Ohio ACE Portal' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Cancel' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ace.tokens'))).toBeNull();
});

test("the browser's back button in the terms modal logs out too", async ({ page }) => {
  await signInThroughPopup(page, accounts.unknown);
  const terms = page.getByRole('dialog', { name: 'Ohio ACE Portal' });
  await expect(terms).toBeVisible();
  await page.goBack();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ace.tokens'))).toBeNull();
});
