import { intlTags, translatorFor } from '@ace/domain';
import type { Page, TestInfo } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { atBothWidths, expect, expectAccessible, signInWithButton, test, type Language } from '../../support/portal.ts';
import { phone } from '../../support/viewports.ts';

/**
 * Issue 18's proof for the native app's web build (served at /mobile): axe (WCAG 2.2 A and AA, no serious or
 * critical violation) and the page's `lang` on each of its screens and its terms modal, in English and in Spanish
 * (the browser's language, as a phone's), at 375 and 1280 px: one walk at 375 px checks each screen at both widths.
 * Only reads: the claim form is refused empty and left.
 */

test.describe.configure({ mode: 'parallel' });

/** Signs in to the app through Merit's window; the terms are shown (Merit is answered 'not accepted yet'). */
async function signInShowingTerms(page: Page, email: string, language: Language): Promise<void> {
  const t = translatorFor(language);
  await page.route('**/v1/agents/*/links', async (route) => {
    const response = await route.fetch();
    const links = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...links, tosAccepted: false } });
  });
  const login = page.getByRole('button', { name: t('login.parent.button') });
  await expect(login).toBeEnabled();
  await signInWithButton(page, login, email);
  await expect(page.getByRole('dialog', { name: t('app.productName') })).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/v1/agents/*/links');
}

/** Counts the screens checked, and says how many. */
function walk(page: Page, language: Language, testInfo: TestInfo) {
  let count = 0;
  return {
    check: async (screen: string, on: Page = page) => {
      await atBothWidths(on, async (width) => {
        await expectAccessible(on, `app: ${screen} (${language}, ${String(width)} px)`, language);
        count += 1;
      });
    },
    report: () => {
      const line = `axe: ${String(count)} screens checked, native app's web build, ${language}, 375 and 1280 px`;
      testInfo.annotations.push({ type: 'axe screens', description: line });
      process.stdout.write(`${line}\n`);
    },
  };
}

for (const language of ['en', 'es'] as const) {
  test.describe(`the app in ${language} at 375 and 1280 px`, () => {
    test.use({ viewport: phone, locale: intlTags[language], hasTouch: true });

    test('every screen, the terms modal and the claim form refused', async ({ page, browser, baseURL }, testInfo) => {
      const t = translatorFor(language);
      const screens = walk(page, language, testInfo);

      await page.goto('/mobile/');
      await expect(page.getByRole('button', { name: t('login.parent.button') })).toBeVisible({ timeout: 30_000 });
      await screens.check('splash');
      await signInShowingTerms(page, accounts.maria, language);
      await screens.check('terms');
      await page.getByRole('checkbox', { name: t('terms.accept') }).click();
      await page.getByRole('button', { name: t('terms.allow') }).click();
      await expect(page.getByRole('heading', { name: t('dashboard.title') })).toBeVisible({ timeout: 20_000 });
      await screens.check('dashboard');

      // A row of the claim history opens its claim: its name begins 'Open claim ' and the claim's id.
      const opens = t('parentClaim.openFromHistory', { id: '#', amount: '' }).split('#')[0] ?? '';
      await page
        .getByRole('link', { name: new RegExp(`^${opens}\\d`) })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: /\d+$/ })).toBeVisible();
      await screens.check('claim details');

      await page.goto('/mobile/dashboard');
      await page.getByRole('button', { name: t('dashboard.newClaimFor', { name: 'Lucia Garcia' }) }).click();
      await expect(page.getByText(t('claimForm.title')).first()).toBeVisible();
      await screens.check('claim form');
      await page.getByRole('checkbox', { name: t('claimForm.attestation') }).click();
      await page.getByRole('button', { name: t('claimForm.submit') }).click();
      await expect(page.getByText(t('claim.amount.required'))).toBeVisible();
      await screens.check('claim form, every field refused');
      await page.getByRole('link', { name: t('claimForm.provider.nonAceLink') }).click();
      await expect(page).toHaveURL(/\/mobile\/non-ace-service-provider/);
      await screens.check('non-programme provider');
      await page.getByRole('button', { name: t('nonAceForm.save') }).click();
      await expect(page.getByText(t('nonAce.name.required'))).toBeVisible();
      await screens.check('non-programme provider, refused');

      for (const [path, text] of [
        ['/mobile/bank-already-linked', t('bank.alreadyConnected')],
        ['/mobile/service-provider-connect-bank/success', t('bank.success')],
        ['/mobile/service-provider-connect-bank/failure', t('bank.error')],
        ['/mobile/no-such-page', t('error.notFound.title')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(text).first()).toBeVisible({ timeout: 20_000 });
        await screens.check(path);
      }

      const chen = await browser.newContext({
        baseURL,
        viewport: phone,
        hasTouch: true,
        locale: intlTags[language],
      });
      const chenPage = await chen.newPage();
      await chenPage.goto('/mobile/');
      await signInShowingTerms(chenPage, accounts.chen, language);
      await chenPage.getByRole('checkbox', { name: t('terms.accept') }).click();
      await chenPage.getByRole('button', { name: t('terms.allow') }).click();
      await expect(chenPage.getByText(t('login.parent.notEligible'))).toBeVisible({ timeout: 20_000 });
      await screens.check('not eligible', chenPage);
      await chen.close();

      // A parent without a bank: the banner and the bank form, opened and left, never submitted. Carmen keeps
      // Spanish (the Spanish story's choice): the API's answer is 'none kept', so the app speaks the browser's.
      const carmen = await browser.newContext({
        baseURL,
        viewport: phone,
        hasTouch: true,
        locale: intlTags[language],
      });
      const carmenPage = await carmen.newPage();
      await carmenPage.route('**/api/user/language', async (route) => {
        if (route.request().method() !== 'GET') {
          await route.continue();
          return;
        }
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, data: { language: null } } });
      });
      await carmenPage.goto('/mobile/');
      await signInShowingTerms(carmenPage, accounts.carmen, language);
      await carmenPage.getByRole('checkbox', { name: t('terms.accept') }).click();
      await carmenPage.getByRole('button', { name: t('terms.allow') }).click();
      await expect(carmenPage.getByText(t('dashboard.bankBanner.neverProvided'))).toBeVisible({ timeout: 20_000 });
      await screens.check('dashboard, no bank', carmenPage);
      await carmenPage.getByRole('link', { name: t('dashboard.bankBanner.link') }).click();
      await expect(carmenPage.getByText(t('bank.form.title')).first()).toBeVisible();
      await screens.check('bank form', carmenPage);
      await carmenPage.getByRole('button', { name: t('app.close'), exact: true }).click();
      await expect(carmenPage.getByText(t('bank.form.closeConfirm'))).toBeVisible();
      await screens.check('bank form, leave confirmation', carmenPage);
      await carmenPage.getByRole('button', { name: t('bankForm.stay') }).click();
      await expect(carmenPage.getByText(t('bank.form.closeConfirm'))).toBeHidden();
      await carmen.close();
      screens.report();
    });
  });
}
