import { intlTags, translatorFor, type Translate } from '@ace/domain';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import {
  atBothWidths,
  expect,
  expectAccessible,
  signIn,
  signInThroughPopup,
  test,
  type Language,
} from '../../support/portal.ts';
import { internalReviewPath } from '../../support/review-story.ts';
import { desktop, phone } from '../../support/viewports.ts';

/**
 * Issue 18's proof: axe (WCAG 2.2 A and AA, no serious or critical violation) and the page's `lang` on every screen
 * and modal of every role, in English and in Spanish, at 1280 and 375 px: each role's walk signs in once, at 1280 px,
 * and checks each screen at both widths (a screen a phone reaches another way is walked at 375 px too). The language
 * is the browser's, as a family whose browser speaks Spanish meets the portal (nothing is chosen, so nothing is kept
 * for the account).
 * Runs after the stories, and only reads: every modal is opened and closed again, every form submitted empty is
 * refused by the screen itself. Each test prints how many screens it checked.
 */

test.describe.configure({ mode: 'parallel' });

/** One role's walk: each screen checked, and counted. */
class Walk {
  readonly page: Page;
  readonly language: Language;
  readonly testInfo: TestInfo;
  readonly t: Translate;
  #count = 0;

  constructor(page: Page, language: Language, testInfo: TestInfo) {
    this.page = page;
    this.language = language;
    this.testInfo = testInfo;
    this.t = translatorFor(language);
  }

  /** axe and the language on `page` (this walk's page unless another person's), at 1280 and at 375 px. */
  async check(screen: string, page: Page = this.page): Promise<void> {
    await atBothWidths(page, async (width) => {
      await expectAccessible(page, `${screen} (${this.language}, ${String(width)} px)`, this.language);
      this.#count += 1;
    });
  }

  /** A modal, checked and closed with Escape. */
  async checkModal(screen: string, modal: Locator): Promise<void> {
    await expect(modal).toBeVisible();
    await this.check(screen, modal.page());
    await modal.page().keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }

  /** Another person's page in this walk's language and width, in a browser of its own. */
  async otherPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: desktop,
      locale: intlTags[this.language],
    });
    return context.newPage();
  }

  report(role: string): void {
    const line = `axe: ${String(this.#count)} screens checked, ${role}, ${this.language}, 1280 and 375 px`;
    this.testInfo.annotations.push({ type: 'axe screens', description: line });
    process.stdout.write(`${line}\n`);
  }
}

/** The address of the first link `selector` finds, as a path to open. */
async function linkPath(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  if (href === null) throw new Error(`No link matches ${selector}`);
  const url = new URL(href, page.url());
  return url.pathname + url.search;
}

/** A seeded claim found through the staff's claim search (apps/api/src/cli/seed.ts), by status, child and amount. */
async function seededClaimId(page: Page, status: string, child: string, amount: number): Promise<number> {
  const tokens = await page.evaluate(() => window.localStorage.getItem('ace.tokens'));
  const { accessToken } = JSON.parse(tokens ?? '{}') as { accessToken?: string };
  const response = await page.request.get(`/api/claim/automation?status=${status}`, {
    headers: { authorization: `Bearer ${accessToken ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { id: number; amount: number; child: { firstName: string } }[];
  };
  const claim = data.find((row) => row.child.firstName === child && row.amount === amount);
  if (claim === undefined) throw new Error(`The seed's ${status} claim of ${child} ($${String(amount)}) is missing`);
  return claim.id;
}

for (const language of ['en', 'es'] as const) {
  test.describe(`every screen in ${language} at 1280 and 375 px`, () => {
    test.use({ viewport: desktop, locale: intlTags[language] });

    test('signed out: the logins, the terms, the review links and the errors', async ({ page }, testInfo) => {
      const walk = new Walk(page, language, testInfo);
      const { t } = walk;
      await page.goto('/');
      await expect(page.getByRole('button', { name: t('login.parent.button') })).toBeVisible();
      await walk.check('parent splash');
      await page.goto('/merit-cs');
      await expect(page.getByRole('heading', { name: t('login.meritCs.title') })).toBeVisible();
      await walk.check('support staff login');
      await page.goto('/service-provider/dashboard');
      await expect(page.getByRole('button', { name: t('login.provider.button') })).toBeVisible();
      await walk.check('service provider login');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: t('error.notFound.title') })).toBeVisible();
      await walk.check('page not found');
      await page.goto('/review-claim?token=this-is-not-a-review-token-at-all');
      await expect(page.getByText(t('review.linkInvalid'))).toBeVisible();
      await walk.check('review link not valid');
      for (const [path, title] of [
        ['/review-claim/approved', 'review.approved'],
        ['/review-claim/rejected', 'review.rejected'],
        ['/review-claim/sent-for-external-review', 'review.sentForExternalReview'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: t(title) })).toBeVisible();
        await walk.check(`review outcome ${title}`);
      }

      // The terms modal meets only a first sign-in, long past for every demo account: Merit's answer about this
      // account is changed to 'not accepted yet' to show it, and Cancel leaves it unaccepted.
      await page.route('**/v1/agents/*/links', async (route) => {
        const response = await route.fetch();
        const links = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...links, tosAccepted: false } });
      });
      await signInThroughPopup(page, accounts.chen, 'Parent', '/', language);
      const terms = page.getByRole('dialog', { name: t('app.productName') });
      await expect(terms).toBeVisible();
      await walk.check('terms modal');
      await terms.getByRole('button', { name: t('terms.cancel') }).click();
      await expect(page.getByRole('button', { name: t('login.parent.button') })).toBeVisible();
      walk.report('signed out');
    });

    test('a parent: dashboard, claim, claim form and its modals, bank screens', async ({ page, browser }, testInfo) => {
      const walk = new Walk(page, language, testInfo);
      const { t } = walk;
      await signIn(page, accounts.maria, { language });
      await expect(page.getByRole('heading', { name: t('dashboard.title') })).toBeVisible();
      await walk.check('parent dashboard');
      const lucia = page.getByRole('region', { name: 'Lucia Garcia' });
      await lucia.getByRole('button', { name: t('dashboard.history.seeMore') }).click();
      await expect(lucia.getByRole('button', { name: t('dashboard.history.collapse') })).toBeVisible();
      await walk.check('parent dashboard, history open');

      await page.goto(await linkPath(page, 'a[href^="/claims/"]'));
      await expect(page.getByRole('heading', { level: 1, name: /\d+$/ })).toBeVisible();
      await walk.check('claim details');

      await page.goto('/dashboard');
      await page.getByRole('link', { name: t('dashboard.newClaimFor', { name: 'Lucia Garcia' }) }).click();
      await expect(page.getByRole('heading', { name: t('claimForm.title') })).toBeVisible();
      await walk.check('claim form');
      await page.getByRole('button', { name: new RegExp(t('claimForm.dateOfService.label')) }).click();
      await expect(page.getByRole('button', { name: t('picker.previousMonth') })).toBeVisible();
      await walk.check('claim form, date picker');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: t('picker.previousMonth') })).toHaveCount(0);
      await page.getByRole('checkbox', { name: t('claimForm.attestation') }).check();
      await page.getByRole('button', { name: t('claimForm.submit') }).click();
      await expect(page.getByText(t('claim.amount.required'))).toBeVisible();
      await walk.check('claim form, every field refused');

      // At a desk the provider outside the programme is entered in a modal over the form; on a phone, on a screen of
      // its own (both below).
      await page.getByRole('button', { name: t('claimForm.provider.nonAceLink') }).click();
      const providerModal = page.getByRole('dialog', { name: t('nonAceForm.title') });
      await expect(providerModal.getByRole('button', { name: t('nonAceForm.save') })).toBeVisible();
      await walk.check('non-programme provider modal');
      await providerModal.getByRole('button', { name: t('nonAceForm.save') }).click();
      await expect(providerModal.getByText(t('nonAce.name.required'))).toBeVisible();
      await walk.check('non-programme provider modal, refused');
      for (const [label, value] of [
        ['nonAceForm.name', 'Mr. Okafor, chess coach'],
        ['nonAceForm.address', '12 Elm Street, Columbus, OH 43215'],
        ['nonAceForm.phoneNumber', '(614) 555-0199'],
        ['nonAceForm.email', 'coach@okafor-chess.example.com'],
        ['nonAceForm.website', 'okafor-chess.example.com'],
      ] as const) {
        await providerModal.getByRole('textbox', { name: t(label), exact: true }).fill(value);
      }
      await providerModal.getByRole('button', { name: t('nonAceForm.save') }).click();
      await expect(page.getByText('Mr. Okafor, chess coach')).toBeVisible();
      await page.getByRole('button', { name: t('claimForm.provider.remove') }).click();
      await walk.checkModal(
        'remove provider confirmation',
        page.getByRole('dialog', { name: t('claimForm.provider.removeTitle') }),
      );
      await page.setViewportSize(phone);
      await page.goto('/dashboard');
      await page.getByRole('link', { name: t('dashboard.newClaimFor', { name: 'Lucia Garcia' }) }).click();
      await page.getByRole('button', { name: t('claimForm.provider.nonAceLink') }).click();
      const providerScreen = page.getByRole('main');
      await expect(providerScreen.getByRole('button', { name: t('nonAceForm.save') })).toBeVisible();
      await walk.check('non-programme provider screen');
      await providerScreen.getByRole('button', { name: t('nonAceForm.save') }).click();
      await expect(providerScreen.getByText(t('nonAce.name.required'))).toBeVisible();
      await walk.check('non-programme provider screen, refused');
      await page.setViewportSize(desktop);

      // The waiting notice: its logout countdown ticks, and the check is done before its 10 seconds are up.
      await page.goto('/bank-already-linked');
      await expect(page.getByText(new RegExp(t('app.logoutCountdown', { seconds: '\\d+' })))).toBeVisible();
      await expect(page.getByRole('button', { name: t('app.logoutNow') })).toBeVisible();
      await walk.check('bank already linked, logout countdown');
      await page.goto('/service-provider-connect-bank/success');
      await expect(page.getByRole('main')).toBeVisible();
      await walk.check('/service-provider-connect-bank/success');
      await page.goto('/service-provider-connect-bank/failure');
      await expect(page.getByText(t('bank.error'))).toBeVisible();
      await walk.check('bank failure');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: t('error.notFound.title') })).toBeVisible();
      await walk.check('page not found, signed in');

      // A parent without a bank: the banner and the bank form (runs before the bank stories link James's).
      const james = await walk.otherPage(browser);
      await signIn(james, accounts.james, { language });
      await expect(james.getByText(t('dashboard.bankBanner.neverProvided'))).toBeVisible();
      await walk.check('parent dashboard, no bank', james);
      await james.getByRole('link', { name: t('dashboard.bankBanner.link') }).click();
      await expect(james.getByRole('heading', { name: t('bank.form.title') })).toBeVisible();
      await walk.check('bank form', james);
      await james.getByRole('button', { name: t('bank.form.submit') }).click();
      await expect(james.getByText(t('bank.accountNumber.required'))).toBeVisible();
      await walk.check('bank form, refused', james);
      await james.getByRole('button', { name: t('app.close'), exact: true }).click();
      const leave = james.getByRole('dialog');
      await expect(leave.getByText(t('bank.form.closeConfirm'))).toBeVisible();
      await walk.check('bank form, leave confirmation', james);
      await leave.getByRole('button', { name: t('bankForm.stay') }).click();
      await james.context().close();

      const chen = await walk.otherPage(browser);
      await signIn(chen, accounts.chen, { language });
      await expect(chen.getByText(t('login.parent.notEligible'))).toBeVisible();
      await walk.check('not eligible', chen);
      await chen.context().close();
      walk.report('parent');
    });

    test('a service provider, and a reviewer with its review link', async ({ page, browser }, testInfo) => {
      const walk = new Walk(page, language, testInfo);
      const { t } = walk;
      await signInThroughPopup(page, accounts.david, 'ServiceProvider', '/service-provider', language);
      const chooser = page.getByRole('dialog', { name: t('login.selectOrg.title') });
      // Run alone (--no-deps), this is David's first sign-in: the terms come first.
      const terms = page.getByRole('dialog', { name: t('app.productName') });
      await expect(chooser.or(terms)).toBeVisible({ timeout: 20_000 });
      if (await terms.isVisible()) {
        await terms.getByRole('checkbox', { name: t('terms.accept') }).check();
        await terms.getByRole('button', { name: t('terms.allow') }).click();
      }
      await expect(chooser).toBeVisible({ timeout: 20_000 });
      await walk.check('select organisation');
      await chooser.getByRole('button', { name: t('login.selectOrg.continue') }).click();
      await expect(page.getByText(t('login.selectOrg.required')).first()).toBeVisible();
      await walk.check('select organisation, refused');
      await chooser.getByRole('combobox', { name: t('login.selectOrg.label') }).click();
      await page.getByRole('option', { name: 'Buckeye Music Academy' }).click();
      await chooser.getByRole('button', { name: t('login.selectOrg.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Buckeye Music Academy' })).toBeVisible();
      await expect(page.getByText(t('login.selectOrg.required'))).toBeHidden();

      const tabs = page.getByRole('tab');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const tabCount = await tabs.count();
      for (let index = 0; index < tabCount; index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await walk.check(`provider dashboard, tab ${String(index + 1)}`);
      }
      // The last tab is Buckeye's broken bank.
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: t('providerScreen.bank.connect') })
        .click();
      const bankForm = page.getByRole('dialog', { name: t('bank.form.title') });
      await expect(bankForm).toBeVisible();
      await walk.check('provider bank form');
      await bankForm.getByRole('button', { name: t('bank.form.submit') }).click();
      await expect(bankForm.getByText(t('bank.accountNumber.required'))).toBeVisible();
      await walk.checkModal('provider bank form, refused', bankForm);

      await tabs.first().click();
      await page.getByRole('button', { name: new RegExp(`^${t('provider.filter')}`) }).click();
      const filters = page.getByRole('dialog', { name: t('providerScreen.filter.title') });
      await expect(filters).toBeVisible();
      await walk.check('filter panel');
      await filters.getByLabel(t('providerScreen.filter.claimId')).fill('12a');
      await filters.getByRole('button', { name: t('provider.filter.apply') }).click();
      await expect(filters.getByText(t('provider.filter.claimId.invalid'))).toBeVisible();
      await walk.checkModal('filter panel, refused', filters);

      const reviewLink = await linkPath(page, 'a[href*="/review-claim?token="]');
      await page.goto(await linkPath(page, 'a[href*="/service-provider/claim?claimId="]'));
      await expect(page.getByRole('heading', { level: 1, name: /\d+$/ })).toBeVisible();
      await walk.check('provider claim view');
      await page.goto('/service-provider/claim?claimId=99999999');
      await expect(page.getByRole('heading', { name: t('provider.invalidClaim') })).toBeVisible();
      await walk.check('provider claim not found');

      const emma = await walk.otherPage(browser);
      await signIn(emma, accounts.emma, { role: 'ServiceProvider', language });
      await expect(emma.getByText(t('login.provider.notRegistered'))).toBeVisible();
      await walk.check('provider not registered', emma);
      await emma.context().close();

      // Whoever has the provider's review link, signed out: the review, its refusals and its two modals.
      const reviewer = await walk.otherPage(browser);
      await reviewer.goto(reviewLink);
      await expect(reviewer.getByRole('heading', { level: 1, name: t('review.title') })).toBeVisible();
      await walk.check('provider review', reviewer);
      await reviewer.getByRole('button', { name: t('review.action.reject') }).click();
      await expect(reviewer.getByText(t('review.reviewerName.required'))).toBeVisible();
      await walk.check('provider review, reviewer name refused', reviewer);
      await reviewer.getByRole('textbox', { name: new RegExp(t('reviewScreen.reviewerName.label')) }).fill('Ana');
      await reviewer.getByRole('button', { name: t('review.action.approve') }).click();
      await walk.checkModal(
        'approve confirmation',
        reviewer.getByRole('dialog', { name: t('reviewScreen.approve.title') }),
      );
      await reviewer.getByRole('button', { name: t('review.action.reject') }).click();
      const reject = reviewer.getByRole('dialog', { name: t('reviewScreen.reject.title') });
      await expect(reject).toBeVisible();
      await walk.check('reject modal', reviewer);
      await reject.getByRole('combobox', { name: new RegExp(t('reviewScreen.reject.reason')) }).selectOption('other');
      // The description is asked for once the reviewer has been in it and left it empty.
      const notes = reject.getByRole('textbox', { name: new RegExp(t('reviewScreen.reject.notes')) });
      await notes.focus();
      await notes.blur();
      await expect(reject.getByText(t('review.reject.notes.required'))).toBeVisible();
      await walk.checkModal('reject modal, description asked for', reject);
      // A link whose step is decided: only open links are given out, and deciding this one would change what the
      // stories rely on, so the review's answer is changed to 'decided', all the API then says of a link (as
      // Merit's answer is changed for the terms modal).
      await reviewer.route('**/api/review-claim/*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { reviewType: string } };
        const decision = { at: new Date().toISOString(), reviewerName: 'Olivia Brown' };
        const data = { reviewType: body.data.reviewType, reviewed: true, decision };
        await route.fulfill({ response, json: { ...body, data } });
      });
      await reviewer.reload();
      await expect(reviewer.getByText(t('review.alreadyReviewed'))).toBeVisible();
      await expect(reviewer.getByRole('button', { name: t('review.action.approve') })).toHaveCount(0);
      await walk.check('provider review, already reviewed', reviewer);
      await reviewer.context().close();

      // An organisation whose bank is connected: Olivia's Bright Minds Tutoring.
      const olivia = await walk.otherPage(browser);
      await signIn(olivia, accounts.olivia, { role: 'ServiceProvider', language });
      await olivia.getByRole('tab', { name: t('provider.tab.bank'), exact: true }).click();
      await expect(olivia.getByRole('heading', { name: t('providerScreen.bank.linkedTitle') })).toBeVisible();
      await walk.check('provider dashboard, bank connected', olivia);
      await olivia.context().close();
      walk.report('service provider and reviewer');
    });

    test('support staff: the dashboard, a claim and its changes, a provider, reviews, the programme', async ({
      page,
      browser,
    }, testInfo) => {
      const walk = new Walk(page, language, testInfo);
      const { t } = walk;
      await signIn(page, accounts.riley, { role: 'MeritCS', language });
      for (const name of ['meritCsScreen.tab.queue', 'meritCs.tab.claims', 'meritCs.tab.providers'] as const) {
        const tab = page.getByRole('tab', { name: t(name) });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await walk.check(`staff dashboard, tab ${name}`);
      }

      // Lucia's Approved claim from the seed: both of its changes, confirmed and then not.
      const approved = await seededClaimId(page, 'Accepted', 'Lucia', 200);
      await page.goto(`/merit-cs/dashboard?claimId=${String(approved)}`);
      const claim = page.getByRole('region', { name: t('meritCsScreen.claim.heading', { id: approved }) });
      await expect(claim).toBeVisible();
      await walk.check('staff claim');
      await claim.getByRole('radio', { name: t('meritCs.mode.status') }).check();
      await claim.getByRole('button', { name: t('meritCsScreen.claim.statusSubmit'), exact: true }).click();
      await expect(claim.getByText(t('meritCs.status.required'))).toBeVisible();
      await walk.check('staff claim status change, refused');
      await claim.getByRole('combobox', { name: t('meritCsScreen.claim.newStatus') }).selectOption({ index: 1 });
      await claim.getByRole('textbox', { name: t('meritCsScreen.claim.statusReason') }).fill('Checked twice');
      await claim.getByRole('button', { name: t('meritCsScreen.claim.statusSubmit'), exact: true }).click();
      await walk.checkModal('status change confirmation', page.getByRole('dialog'));
      await claim.getByRole('radio', { name: t('meritCs.mode.amount') }).check();
      await claim.getByRole('button', { name: t('meritCsScreen.claim.amountSubmit'), exact: true }).click();
      await expect(claim.getByText(t('meritCs.amount.invalid'))).toBeVisible();
      await walk.check('staff claim amount change, refused');
      await claim.getByRole('textbox', { name: t('meritCsScreen.claim.newAmount') }).fill('150');
      await claim.getByRole('textbox', { name: t('meritCsScreen.claim.amountReason') }).fill('One week only');
      await claim.getByRole('button', { name: t('meritCsScreen.claim.amountSubmit'), exact: true }).click();
      await walk.checkModal('amount change confirmation', page.getByRole('dialog'));
      await claim.getByRole('button', { name: /Garcia/ }).click();
      await expect(page.getByRole('button', { name: t('accessRecord.family.download') })).toBeVisible();
      await walk.check('family of a claim');

      await page.getByRole('tab', { name: t('meritCs.tab.providers') }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('textbox', { name: t('meritCsScreen.providers.label') }).fill('100004');
      await panel.getByRole('button', { name: t('meritCs.search') }).click();
      const provider = panel.getByRole('region', { name: 'Columbus Language School' });
      await expect(provider).toBeVisible();
      await walk.check('staff provider');
      await provider.getByRole('combobox', { name: t('meritCsScreen.provider.newStatus') }).selectOption({ index: 1 });
      await provider.getByRole('button', { name: t('meritCsScreen.provider.submit') }).click();
      await walk.checkModal('provider status confirmation', page.getByRole('dialog'));

      // The seed's claims are in its first three years; the newest years have none yet.
      await page.goto('/merit-cs/programme?schoolYear=2023');
      await expect(page.getByRole('region').first()).toBeVisible();
      await walk.check('programme');
      await page.getByRole('button', { name: t('programme.filter.from') }).click();
      await expect(page.getByRole('button', { name: t('picker.previousYear') })).toBeVisible();
      await walk.check('programme, month picker');
      await page.keyboard.press('Escape');
      await page.getByRole('radiogroup').first().getByText(t('programme.view.table')).click();
      await expect(page.getByRole('table').first()).toBeVisible();
      await walk.check('programme, a figure as a table');

      // The programme's years, and the confirmation of opening the next one (cancelled).
      await page.goto('/merit-cs/school-years');
      await expect(page.getByRole('heading', { level: 1, name: t('schoolYears.title') })).toBeVisible();
      await walk.check('school years');
      const opening = page.getByRole('region', { name: t('schoolYears.form.title') });
      const [before, after] = t('schoolYears.form.submit', { schoolYear: '#' }).split('#');
      await opening.getByRole('button', { name: new RegExp(`^${before ?? ''}\\d{4}-\\d{4}${after ?? ''}$`) }).click();
      await walk.checkModal('open a school year, confirmation', page.getByRole('dialog'));

      // Internal reviews: of a programme provider's claim (passes on, or rejected), and of a non-programme one.
      const pending = await seededClaimId(page, 'Pending', 'Sofia', 45.5);
      const internal = await internalReviewPath(page, pending);
      await page.goto(internal);
      await expect(page.getByRole('heading', { level: 1, name: t('review.title') })).toBeVisible();
      await walk.check('internal review');
      await page.getByRole('textbox', { name: new RegExp(t('reviewScreen.reviewerName.label')) }).fill('Riley');
      await page.getByRole('button', { name: t('review.action.passInternalReview') }).click();
      await walk.checkModal('pass internal review confirmation', page.getByRole('dialog'));
      const nonProgramme = await seededClaimId(page, 'Pending', 'Lucia', 90);
      await page.goto(await internalReviewPath(page, nonProgramme));
      await expect(page.getByRole('heading', { level: 1, name: t('review.title') })).toBeVisible();
      await walk.check('internal review, provider outside the programme');

      const signedOut = await walk.otherPage(browser);
      await signedOut.goto(internal);
      await expect(signedOut.getByText(t('review.signInAsMeritCs'))).toBeVisible();
      await walk.check('internal review, signed out', signedOut);
      await signedOut.context().close();

      const notStaff = await walk.otherPage(browser);
      await signIn(notStaff, accounts.notStaff, { role: 'MeritCS', language });
      await expect(notStaff.getByText(t('login.meritCs.notRegistered'))).toBeVisible();
      await walk.check('staff not registered', notStaff);
      await notStaff.context().close();
      walk.report('support staff');
    });
  });
}
