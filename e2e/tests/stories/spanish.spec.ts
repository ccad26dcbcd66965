import { translatorFor } from '@ace/domain';
import type { Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { englishIn, englishTextsOn } from '../../support/english-text.ts';
import { pdfFile } from '../../support/files.ts';
import {
  atBothWidths,
  checkScreen,
  expect,
  expectAccessible,
  signIn,
  signInThroughPopup,
  test,
} from '../../support/portal.ts';
import { personPage } from '../../support/review-story.ts';

/**
 * Issue 18, done when: a parent chooses Español on the splash and submits a claim, the claim's provider approves
 * it, and support staff change its status, each in Spanish, and no page they pass through shows an English text of
 * the catalogue (support/english-text.ts) or an English month or day; names, numbers and the programme's proper
 * nouns are all the English there is. Carmen Rodríguez, Andrés Ruiz (Bright Minds Tutoring) and Rosa Méndez are
 * this story's own accounts: the API keeps their language, so no other story signs in as them. It runs once, in
 * the desktop project, and checks and pictures every screen at 1280 and at 375 px. The identity stand-in's sign-in
 * window (a stand-in of Merit, an outside service, in English) and the mail catcher's pages are not the portal's,
 * so they are not checked; the e-mails the portal sent are, through the catcher's API.
 */

const es = translatorFor('es');
const en = translatorFor('en');

const STUDENT = 'Diego Rodríguez';
const AMOUNT = '15.25';
const PROVIDER = 'Bright Minds Tutoring';

/** The page is in Spanish: `lang` is es and none of the English catalogue's texts shows, at this width and 375 px. */
async function expectSpanishAtBothWidths(page: Page, screen: string): Promise<void> {
  await atBothWidths(page, async (viewportWidth) => {
    await expectSpanish(page, screen);
    // Spanish runs longer than English: at 375 px the screen still fits its width, with nothing to scroll sideways.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `width of ${screen} at ${String(viewportWidth)} px`).toBeLessThanOrEqual(viewportWidth);
    await checkScreen(page, `spanish-${screen}`, 'es');
  });
}

/**
 * `lang` is es and no English text of the catalogue shows. Alone for a screen of a moment: a toast, gone in 4 s,
 * is read but neither pictured nor given to axe, which could meet it half faded. Soft: the story goes on, so one
 * run names every page that shows English.
 */
async function expectSpanish(page: Page, screen: string): Promise<void> {
  const { lang, english } = await englishTextsOn(page);
  expect.soft(lang, `lang of ${screen}`).toBe('es');
  expect.soft(english, `English on ${screen}`).toEqual([]);
}

/** Chooses Español on the language switch of the page, as a person does, and sees the page turn Spanish. */
async function chooseSpanish(page: Page): Promise<void> {
  const group = page.getByRole('group', { name: en('app.language.label') }).first();
  await group.getByRole('button', { name: es('app.language.es') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByRole('group', { name: es('app.language.label') })
      .first()
      .getByRole('button', { name: es('app.language.es') }),
  ).toHaveAttribute('aria-pressed', 'true');
}

/** A signed-in page's own access token, to ask the API what its screens ask. */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('ace.tokens'));
  const { accessToken: token } = JSON.parse(stored ?? '{}') as { accessToken?: unknown };
  if (typeof token !== 'string') throw new Error('Not signed in');
  return token;
}

/** The language the API keeps for the person signed in on the page. */
async function keptLanguage(page: Page): Promise<unknown> {
  const response = await page.request.get('/api/user/language', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { language?: unknown } };
  return body.data?.language;
}

interface CaughtMail {
  subject: string;
  text: string;
}

/** The mail the portal sent to someone, from the mail catcher's API. */
async function mailTo(page: Page, email: string): Promise<CaughtMail[]> {
  const response = await page.request.get(`/mail/api/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  return messages;
}

test('a parent, a provider and support staff use the portal in Spanish, and no page shows English', async ({
  page: carmen,
  browser,
}, testInfo) => {
  test.setTimeout(900_000);

  // The splash, in the browser's English, then in Spanish by the switch.
  await carmen.goto('/');
  const programme = en('app.programmeName');
  await expect(carmen.getByRole('heading', { name: en('login.parent.title', { programme }) })).toBeVisible();
  // The check sees English where there is English: the splash before the switch.
  expect((await englishTextsOn(carmen)).english.map(({ id }) => id)).toContain('login.parent.button');
  await chooseSpanish(carmen);
  await expect(carmen.getByRole('button', { name: es('login.parent.button') })).toBeVisible();
  await expectSpanishAtBothWidths(carmen, 'splash');

  // Her first sign-in: the terms, then her dashboard. The sign-in window is the identity stand-in's (English).
  await signInThroughPopup(carmen, accounts.carmen, 'Parent', '/', 'es');
  const terms = carmen.getByRole('dialog', { name: es('app.productName') });
  await expect(terms).toBeVisible({ timeout: 20_000 });
  await expectSpanishAtBothWidths(carmen, 'terms');
  await terms.getByRole('checkbox', { name: es('terms.accept') }).check();
  await terms.getByRole('button', { name: es('terms.allow') }).click();
  await expect(carmen.getByRole('heading', { name: es('dashboard.title') })).toBeVisible({ timeout: 20_000 });
  await expectSpanishAtBothWidths(carmen, 'dashboard');
  // The choice made on the splash is kept by the API, for her e-mails and her other devices.
  await expect.soft.poll(() => keptLanguage(carmen)).toBe('es');

  // The claim form: empty, with every message of a claim sent empty, then filled and submitted.
  await carmen.getByRole('link', { name: es('dashboard.newClaimFor', { name: STUDENT }) }).click();
  await expect(carmen.getByRole('heading', { name: es('claimForm.title') })).toBeVisible();
  await expectSpanishAtBothWidths(carmen, 'claim-form');
  const attest = carmen.getByRole('checkbox', { name: es('claimForm.attestation') });
  const submit = carmen.getByRole('button', { name: es('claimForm.submit') });
  await attest.check();
  await submit.click();
  await expect(carmen.getByText(es('claim.amount.required'), { exact: true })).toBeVisible();
  await expectSpanishAtBothWidths(carmen, 'claim-form-errors');

  await carmen.getByLabel(es('claimForm.amount.label')).fill(AMOUNT);
  await carmen.getByLabel(es('claimForm.provider.label')).fill('100001');
  await expect(carmen.getByText(es('claimForm.provider.found', { name: PROVIDER }))).toBeVisible();
  await carmen.getByRole('radio', { name: es('payTo.vendor') }).check();
  await carmen.getByLabel(es('claimForm.category.label')).selectOption({ label: es('category.tutoring') });
  await carmen.getByRole('button', { name: new RegExp(es('claimForm.dateOfService.label')) }).click();
  const days = carmen.locator('table button:not([disabled]):not([data-outside])');
  await expect(days.last()).toBeVisible();
  await expectSpanish(carmen, 'date picker');
  await expectAccessible(carmen, 'date picker', 'es');
  await days.last().click();
  await carmen
    .getByLabel(es('claimForm.description.label'))
    .fill('Clases de lectura: ya lee solo libros por capítulos.');
  await carmen.locator('input[type="file"]').setInputFiles([pdfFile('factura.pdf', 'Spanish story invoice')]);
  await expectSpanishAtBothWidths(carmen, 'claim-form-filled');
  const submitted = carmen.waitForResponse(
    (response) => response.url().endsWith('/api/user/claim') && response.request().method() === 'POST',
  );
  await submit.click();
  const response = await submitted;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  const claimId = data.id;
  await expect(carmen).toHaveURL(/\/dashboard$/);
  await expect(carmen.getByText(es('claim.submitted')).first()).toBeVisible();
  await expectSpanishAtBothWidths(carmen, 'claim-submitted');

  // Support staff: the Merit CS login in Spanish, the dashboard, the claim found, its internal review passed.
  const rosa = await personPage(browser, testInfo);
  await rosa.goto('/merit-cs');
  await chooseSpanish(rosa);
  await expectSpanishAtBothWidths(rosa, 'merit-cs-login');
  await signIn(rosa, accounts.rosa, { role: 'MeritCS', language: 'es' });
  await expect(rosa).toHaveURL(/\/merit-cs\/dashboard$/);
  await expectSpanishAtBothWidths(rosa, 'merit-cs-dashboard');
  await rosa.getByRole('tab', { name: new RegExp(`^${es('meritCsScreen.queue.tab.overdue')}`) }).click();
  await expect(rosa.getByRole('table', { name: es('meritCsScreen.queue.caption.overdue') })).toBeVisible();
  await expectSpanishAtBothWidths(rosa, 'merit-cs-queue-overdue');
  const claim = await findClaim(rosa, claimId);
  await expectSpanishAtBothWidths(rosa, 'merit-cs-claim-pending');
  const review = await claim.getByRole('link', { name: es('meritCs.viewClaim') }).getAttribute('href');
  if (review === null) throw new Error(`Claim ${String(claimId)} has no internal review link`);
  await rosa.goto(review);
  await expect(rosa.getByRole('heading', { level: 1, name: es('review.title') })).toBeVisible();
  await expect(rosa.getByText(es('reviewScreen.type.internal'), { exact: true })).toBeVisible();
  await expectSpanishAtBothWidths(rosa, 'review-internal');
  await rosa.getByRole('textbox', { name: new RegExp(es('reviewScreen.reviewerName.label')) }).fill('Rosa Méndez');
  await rosa.getByRole('button', { name: es('review.action.passInternalReview') }).click();
  const send = rosa.getByRole('dialog', { name: es('reviewScreen.pass.title') });
  await expect(send).toBeVisible();
  await expectSpanishAtBothWidths(rosa, 'review-send-modal');
  await send.getByRole('button', { name: es('review.action.passInternalReview') }).click();
  await expect(rosa.getByRole('heading', { name: es('review.sentForExternalReview') })).toBeVisible();
  await expectSpanishAtBothWidths(rosa, 'review-sent-for-external-review');

  // The provider: the provider login in Spanish, the dashboard, the claim's review, approved.
  const andres = await personPage(browser, testInfo);
  await andres.goto('/service-provider');
  await chooseSpanish(andres);
  await expectSpanishAtBothWidths(andres, 'provider-login');
  await signIn(andres, accounts.andres, { role: 'ServiceProvider', language: 'es' });
  await expect(andres).toHaveURL(/\/service-provider\/dashboard/);
  const reviewLink = andres.getByRole('link', { name: es('providerScreen.reviewClaim', { id: claimId }) });
  await expect(reviewLink).toBeVisible();
  await expectSpanishAtBothWidths(andres, 'provider-dashboard');
  await reviewLink.click();
  await expect(andres.getByRole('heading', { level: 1, name: es('review.title') })).toBeVisible();
  await expect(andres.getByText(es('reviewScreen.type.external'), { exact: true })).toBeVisible();
  await expectSpanishAtBothWidths(andres, 'review-external');
  await andres.getByRole('textbox', { name: new RegExp(es('reviewScreen.reviewerName.label')) }).fill('Andrés Ruiz');
  await andres.getByRole('button', { name: es('review.action.approve') }).click();
  const approve = andres.getByRole('dialog', { name: es('reviewScreen.approve.title') });
  await expect(approve).toContainText(es('reviewScreen.approve.confirm', { amount: `$${AMOUNT}`, student: STUDENT }));
  await expectSpanishAtBothWidths(andres, 'review-approve-modal');
  await approve.getByRole('button', { name: es('review.action.approve') }).click();
  await expect(andres).toHaveURL(/\/service-provider\/dashboard$/);
  await expect(andres.getByText(es('review.approved')).first()).toBeVisible();
  await expectSpanish(andres, 'provider dashboard with its toast');
  await andres.getByRole('tab', { name: new RegExp(`^${es('provider.tab.history')}`) }).click();
  await expect(andres.locator(`tr[data-claim-id="${String(claimId)}"]`)).toContainText(STUDENT);
  await expectSpanishAtBothWidths(andres, 'provider-history');

  // The parent sees her claim approved, on her dashboard and on the claim's own page.
  await carmen.reload();
  const row = carmen.getByRole('region', { name: STUDENT }).locator(`tr[data-claim-id="${String(claimId)}"]`);
  await expect(row).toContainText(es('status.approved'));
  await expectSpanishAtBothWidths(carmen, 'dashboard-approved');
  await row
    .getByRole('link', { name: es('parentClaim.openFromHistory', { id: claimId, amount: `$${AMOUNT}` }) })
    .click();
  await expect(carmen.getByRole('heading', { level: 1, name: es('parentClaim.title', { id: claimId }) })).toBeVisible();
  await expectSpanishAtBothWidths(carmen, 'parent-claim');

  // Support staff send the approved claim back to internal review.
  await rosa.goto('/merit-cs/dashboard');
  const approved = await findClaim(rosa, claimId);
  await expect(approved.getByText(es('status.approved'), { exact: true })).toBeVisible();
  await expect(approved.getByRole('radio', { name: es('meritCs.mode.status') })).toBeChecked();
  await expectSpanishAtBothWidths(rosa, 'merit-cs-claim-approved');
  await approved
    .getByRole('combobox', { name: es('meritCsScreen.claim.newStatus') })
    .selectOption({ label: es('status.staff.pendingInternal') });
  await approved
    .getByRole('textbox', { name: es('meritCsScreen.claim.statusReason') })
    .fill('La factura se pagó dos veces');
  await approved.getByRole('button', { name: es('meritCsScreen.claim.statusSubmit') }).click();
  const confirm = rosa.getByRole('dialog', { name: es('meritCsScreen.confirm.title') });
  await expect(confirm).toBeVisible();
  await expectSpanishAtBothWidths(rosa, 'merit-cs-confirm-status');
  await confirm.getByRole('button', { name: es('meritCsScreen.confirm.proceed') }).click();
  const toast = rosa.getByRole('status').filter({ hasText: es('meritCs.statusChange.success') });
  await expect(toast).toBeVisible();
  await expectSpanish(rosa, 'claim reopened, with its toast');
  await expect(toast).toBeHidden({ timeout: 10_000 });
  await expect(approved.getByText(es('status.staff.pendingInternal'), { exact: true })).toBeVisible();
  await expectSpanishAtBothWidths(rosa, 'merit-cs-claim-reopened');

  // Her e-mails were written in Spanish: the claim received and the claim approved.
  await expect
    .poll(async () => (await mailTo(carmen, accounts.carmen)).map((mail) => mail.subject).sort(), {
      timeout: 30_000,
    })
    .toEqual(
      expect.arrayContaining([
        es('mail.received.subject', { id: claimId }),
        es('mail.approved.subject', { id: claimId }),
      ]),
    );
  for (const mail of await mailTo(carmen, accounts.carmen)) {
    expect(englishIn([mail.subject, ...mail.text.split('\n')]), `English in the mail '${mail.subject}'`).toEqual([]);
  }

  // Another browser, in English: once she signs in, the portal speaks the language the API keeps for her.
  const elsewhere = await personPage(browser, testInfo);
  await signInThroughPopup(elsewhere, accounts.carmen, 'Parent', '/', 'en');
  await expect(elsewhere.getByRole('heading', { name: es('dashboard.title') })).toBeVisible({ timeout: 20_000 });
  await expectSpanish(elsewhere, 'dashboard in a second browser');

  await Promise.all([rosa, andres, elsewhere].map((page) => page.context().close()));
});

/** Support staff's Manage claims tab, a claim searched by its id: its region. */
async function findClaim(page: Page, claimId: number) {
  await page.getByRole('tab', { name: es('meritCs.tab.claims') }).click();
  await page.getByRole('textbox', { name: es('meritCsScreen.search.label') }).fill(String(claimId));
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: es('meritCs.search') })
    .click();
  const claim = page.getByRole('region', { name: es('meritCsScreen.claim.heading', { id: claimId }) });
  await expect(claim).toBeVisible();
  return claim;
}
