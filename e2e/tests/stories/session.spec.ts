import { MONITORING_PATH } from '../../support/stack.ts';
import { accounts } from '../../support/accounts.ts';
import { checkScreen, expect, signIn, test } from '../../support/portal.ts';

test.describe('the session and the shared screens', () => {
  test('an expired session logs out', async ({ page }) => {
    await signIn(page, accounts.maria);
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('ace.tokens') ?? '{}') as Record<string, unknown>;
      // A token the API no longer accepts, and no way to refresh it: as after a long absence.
      window.localStorage.setItem(
        'ace.tokens',
        JSON.stringify({ ...stored, accessToken: 'eyJhbGciOiJub25lIn0.eyJleHAiOjF9.', refreshToken: null }),
      );
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
    await expect(page.getByText('Please sign in again')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('ace.tokens'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('ace.session'))).toBeNull();
  });

  test('deep links work after a reload, and an unknown address is a 404', async ({ page }) => {
    await signIn(page, accounts.maria);
    await page
      .getByRole('region', { name: 'Sofia Garcia' })
      .getByRole('link', { name: 'New claim for Sofia Garcia' })
      .click();
    await expect(page).toHaveURL(/\/submit-new-claim\?childId=\d+$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Submit a new claim' })).toBeVisible();
    await expect(page.getByText('For Sofia Garcia, 2021-2022 | Y1')).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await checkScreen(page, 'not-found');
  });

  test('a signed-out visitor of a parent page lands on the splash', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
  });

  test('an unexpected server failure shows the generic error page, which starts again', async ({ page }) => {
    await signIn(page, accounts.maria);
    await page.route('**/api/user/parent', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Boom', message: 'Boom', code: 'INTERNAL' }),
      }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'We could not finish that' })).toBeVisible();
    await checkScreen(page, 'error-generic');
    await page.unroute('**/api/user/parent');
    await page.getByRole('link', { name: 'Start again from homepage' }).click();
    await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('ace.tokens'))).toBeNull();
  });

  test('an uncaught error shows its screen and is reported with the user type and id', async ({ page }) => {
    await signIn(page, accounts.maria);
    const reports: unknown[] = [];
    await page.route(`**${MONITORING_PATH}`, async (route) => {
      reports.push(route.request().postDataJSON());
      await route.fulfill({ status: 204 });
    });
    // The dashboard's code cannot be loaded (a deploy replaced it, a network cut it): a failure no screen handles.
    await page.route('**/assets/dashboard-screen-*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("That's all we know")).toBeVisible();
    await checkScreen(page, 'error-uncaught');
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]).toMatchObject({ userType: 'Parent', name: 'TypeError' });
    expect(typeof (reports[0] as { userId: unknown }).userId).toBe('number');
  });
});
