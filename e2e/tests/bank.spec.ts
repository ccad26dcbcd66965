import { intlTags, translatorFor } from '@ace/domain';
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { checkScreen, expect, openUntilSettled, signIn, test, type Language } from '../support/portal.ts';
import { internalReviewPath, personPage, submitClaim } from '../support/review-story.ts';
import { desktop } from '../support/viewports.ts';

const en = translatorFor('en');
const es = translatorFor('es');
/** Aisha's bank once linked: a name of its own, for the bank's page to remove it by. */
const AISHAS_BANK = 'Khan family checking';

/** Runs last: linking changes a parent's bank for good. */

async function fillBankForm(page: Page, account: string, name = 'Family checking'): Promise<void> {
  await page.getByRole('textbox', { name: 'Routing number', exact: true }).fill('011000015');
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Confirm account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Bank account name', exact: true }).fill(name);
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
    await fillBankForm(page, '55554444', AISHAS_BANK);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your bank details has been submitted')).toBeVisible();
    await expect(page.getByText(/Your bank account is disconnected/)).toBeHidden();
  });

  test('a reimbursement approved while the bank is removed waits, says so, and is paid once the bank is reconnected (issue 36, blocker 2)', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, accounts.aisha);
    const claimId = await submitClaim(page, {
      student: 'Zara Khan',
      amount: '23.45',
      provider: {
        name: 'Riverside Reading Club',
        address: '12 River Road, Columbus, OH 43004',
        phoneNumber: '6145550199',
        email: 'hello@riverside-reading.example.org',
        website: 'https://riverside-reading.example.org',
      },
      description: 'Reading club, four sessions: she reads a chapter book on her own.',
    });

    // The bank removes her account: the portal hears it, and her dashboard says so.
    const bankPage = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await bankPage.goto('/bank/dev');
    await bankPage.getByRole('button', { name: `Remove ${AISHAS_BANK}` }).click();
    await expect(bankPage.getByText('The funding source was removed.', { exact: false })).toBeVisible();
    // The bank's webhook reaches the portal, which asks the bank again: a matter of seconds, longer on busy cores.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/Your bank account is disconnected/)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });

    // Support staff approve her claim: the outcome says the payment waits for her bank.
    const sam = await personPage(browser, testInfo);
    await signIn(sam, accounts.sam, { role: 'MeritCS' });
    await sam.goto(await internalReviewPath(sam, claimId));
    await sam.getByRole('textbox', { name: /Reviewer name/ }).fill('Sam Taylor');
    await sam.getByRole('button', { name: 'Approve' }).click();
    await sam.getByRole('dialog', { name: 'Approve claim' }).getByRole('button', { name: 'Approve' }).click();
    await expect(sam.getByText(en('reviewScreen.outcome.approvedWaitingForParentBank'))).toBeVisible();

    // She is told on her claim's page, on the dashboard and by e-mail, in English and in Spanish: once the payout's job
    // has found her bank gone, a matter of seconds after the approval, longer on busy cores.
    const claimPage = page.getByRole('heading', { level: 1, name: `Claim ${String(claimId)}` });
    await openUntilSettled(
      () => page.goto(`/claims/${String(claimId)}`),
      claimPage,
      () =>
        expect(page.getByText(en('parentClaim.payout.waitingForYourBank'), { exact: true })).toBeVisible({
          timeout: 2_000,
        }),
    );
    await checkScreenAtBothWidths(page, 'parent-claim-waiting-for-bank');
    await page.goto('/dashboard');
    await expect(page.getByText(en('dashboard.bankBanner.paymentsWaiting'))).toBeVisible();
    await expect(page.getByText(en('dashboard.history.waitingForBank')).first()).toBeVisible();
    await checkScreenAtBothWidths(page, 'dashboard-payment-waiting');
    const subject = en('mail.payoutWaiting.subject', { id: claimId });
    await expect
      .poll(async () => (await mailTo(page, accounts.aisha)).some((mail) => mail.subject === subject), {
        timeout: 30_000,
      })
      .toBe(true);
    const spanish = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize(),
      locale: intlTags.es,
      hasTouch: true,
    });
    const aishaEs = await spanish.newPage();
    await signIn(aishaEs, accounts.aisha, { language: 'es' });
    await aishaEs.goto(`/claims/${String(claimId)}`);
    await expect(aishaEs.getByText(es('parentClaim.payout.waitingForYourBank'), { exact: true })).toBeVisible();
    await checkScreenAtBothWidths(aishaEs, 'parent-claim-waiting-for-bank-es', 'es');
    await spanish.close();

    // She reconnects from the claim's page; the payment goes by itself, once.
    await page.goto(`/claims/${String(claimId)}`);
    await page.getByRole('link', { name: en('parentClaim.payout.reconnect') }).click();
    await fillBankForm(page, '66667777', 'Khan family savings');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openUntilSettled(
      () => page.goto(`/claims/${String(claimId)}`),
      claimPage,
      () => expect(page.getByText(en('parentClaim.payout.pending'))).toBeVisible({ timeout: 2_000 }),
    );
    await expect(page.getByText(en('parentClaim.payout.waitingForYourBank'), { exact: true })).toBeHidden();
    await sam.goto('/merit-cs/dashboard');
    await sam.getByRole('tab', { name: 'Manage claims' }).click();
    await sam.getByRole('textbox', { name: 'Search claims' }).fill(String(claimId));
    await sam.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true }).click();
    const payments = sam.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payments).toHaveCount(1);
    await expect(payments).toContainText('$23.45');
    await sam.context().close();
    await bankPage.close();
  });
});

/** The mail the portal sent to someone, from the mail catcher's API. */
async function mailTo(page: Page, email: string): Promise<{ subject: string }[]> {
  const response = await page.request.get(`/mail/api/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: { subject: string }[] }).messages;
}

/** axe and a picture at this width and at 1280 px. */
async function checkScreenAtBothWidths(page: Page, name: string, language: Language = 'en'): Promise<void> {
  const width = page.viewportSize();
  for (const viewport of [width, desktop]) {
    if (viewport === null) continue;
    await page.setViewportSize(viewport);
    await checkScreen(page, name, language);
  }
  if (width !== null) await page.setViewportSize(width);
}
