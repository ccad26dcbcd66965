import { translatorFor, type Locale } from '@ace/domain';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { pdfFile } from '../../support/files.ts';
import { atBothWidths, checkScreen, expect, signIn, test } from '../../support/portal.ts';
import { internalReviewPath, personPage, submitClaim } from '../../support/review-story.ts';

/**
 * Issue 35, done when: a parent appeals a rejection and sees it overturned, at 1280 and 375 px, axe clean, in English
 * and in Spanish. Sam rejects (the review stories' support staff); someone else decides the appeal, as the rule says:
 * Riley in English, Rosa in Spanish. James appeals a claim for Noah of an amount no other story uses; Carmen, whose
 * kept language is Spanish (the Spanish story's parent), one for Diego. Every screen of the appeal is checked at both
 * widths.
 */

/** Sam, in a browser of his own, rejects the claim through its internal review link with `notes` as the reason. */
async function rejectAsSam(browser: Browser, testInfo: TestInfo, claimId: number, notes: string): Promise<void> {
  const sam = await personPage(browser, testInfo);
  await signIn(sam, accounts.sam, { role: 'MeritCS' });
  await sam.goto(await internalReviewPath(sam, claimId));
  await sam.getByRole('textbox', { name: /Reviewer name/ }).fill('Sam Taylor');
  await sam.getByRole('button', { name: 'Reject' }).click();
  const modal = sam.getByRole('dialog', { name: 'Reject claim' });
  await modal.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Other (Write in a reason)' });
  await modal.getByRole('textbox', { name: /Description/ }).fill(notes);
  await modal.getByRole('button', { name: 'Reject' }).click();
  await expect(sam).toHaveURL(/\/review-claim\/rejected$/);
  await sam.context().close();
}

/**
 * The parent appeals from the claim's page, with a statement and a letter; the page then shows the appeal, and the
 * dashboard's history the claim as under review.
 */
async function appeal(page: Page, claimId: number, statement: string, language: Locale): Promise<void> {
  const t = translatorFor(language);
  await page.goto(`/claims/${String(claimId)}`);
  const form = page.getByRole('form', { name: t('appeal.section.title') });
  await expect(form).toBeVisible();
  await atBothWidths(page, async () => {
    await checkScreen(page, `appeal-form-${language}`, language);
  });
  await form.getByRole('button', { name: t('appeal.send') }).click();
  await expect(form.getByText(t('appeal.statement.required'))).toBeVisible();
  await form.getByRole('textbox', { name: t('appeal.statement.label') }).fill(statement);
  await form.locator('input[type="file"]').setInputFiles([pdfFile('letter.pdf', `Appeal of claim ${String(claimId)}`)]);
  await expect(form.getByText('letter.pdf')).toBeVisible();
  await form.getByRole('button', { name: t('appeal.send') }).click();
  const sent = page.getByRole('region', { name: t('appeal.yours.title') });
  await expect(sent.getByText(statement)).toBeVisible();
  await expect(page.getByRole('region', { name: t('parentClaim.progress') })).toContainText(
    t('parentClaim.timeline.appealed'),
  );
  await atBothWidths(page, async () => {
    await checkScreen(page, `appeal-sent-${language}`, language);
  });
  // The dashboard's history says the rejection is being looked at again, not only that it was rejected.
  await page.goto('/');
  await expect(page.locator(`[data-claim-id="${String(claimId)}"]`)).toContainText(
    t('dashboard.history.appealWaiting'),
  );
  await atBothWidths(page, async () => {
    await checkScreen(page, `dashboard-appeal-waiting-${language}`, language);
  });
}

/** Support staff open the appeal from the work queue and overturn it, approving `amount` with `reason`. */
async function overturn(staff: Page, claimId: number, amount: string, reason: string, language: Locale) {
  const t = translatorFor(language);
  await staff.goto('/merit-cs/dashboard');
  const queue = staff.getByRole('region', { name: t('appeal.queue.title') });
  await expect(queue.getByRole('table', { name: t('appeal.queue.caption') })).toBeVisible();
  await atBothWidths(staff, async () => {
    await checkScreen(staff, `appeals-queue-${language}`, language);
  });
  await queue.getByRole('button', { name: t('appeal.openLabel', { id: claimId }) }).click();
  const dialog = staff.getByRole('dialog', { name: t('appeal.detail.title', { id: claimId }) });
  await expect(dialog.getByRole('button', { name: t('appeal.decide.submit') })).toBeVisible();
  await dialog.getByRole('radio', { name: t('appeal.decide.overturned') }).check();
  await dialog.getByRole('textbox', { name: t('appeal.decide.amount') }).fill(amount);
  await dialog.getByRole('textbox', { name: t('appeal.decide.reason') }).fill(reason);
  await atBothWidths(staff, async () => {
    await checkScreen(staff, `appeal-decision-${language}`, language);
  });
  await dialog.getByRole('button', { name: t('appeal.decide.submit') }).click();
  await expect(staff.getByRole('status').filter({ hasText: t('appeal.decided') })).toBeVisible();
  await expect(queue.getByRole('button', { name: t('appeal.openLabel', { id: claimId }) })).toHaveCount(0);
}

/** The parent's claim page after the overturn: approved, the amount and the reason, the step in its progress. */
async function seeOverturned(page: Page, claimId: number, amount: string, reason: string, language: Locale) {
  const t = translatorFor(language);
  await page.goto(`/claims/${String(claimId)}`);
  const decided = page.getByRole('region', { name: t('appeal.yours.title') });
  await expect(decided.getByText(t('appeal.state.overturned', { amount }))).toBeVisible();
  await expect(decided.getByText(t('appeal.reasonLine', { reason }))).toBeVisible();
  await expect(page.getByRole('region', { name: t('parentClaim.progress') })).toContainText(
    t('parentClaim.timeline.appealOverturned'),
  );
  await atBothWidths(page, async () => {
    await checkScreen(page, `appeal-overturned-${language}`, language);
  });
}

/** The mail catcher's subjects of the mail the portal sent to `email`. */
async function subjectsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/mail/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}

test.describe('appealing a rejected claim', () => {
  test('a parent appeals a rejection and sees it overturned by someone who did not reject it', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, accounts.james);
    const claimId = await submitClaim(page, {
      student: 'Noah Wilson',
      amount: '53.47',
      provider: '100001',
      description: 'Reading tutoring, five sessions.',
    });
    await rejectAsSam(browser, testInfo, claimId, 'The invoice does not name Noah.');
    await appeal(page, claimId, 'The second page of the invoice names Noah; I attach the letter.', 'en');

    const riley = await personPage(browser, testInfo);
    await signIn(riley, accounts.riley, { role: 'MeritCS' });
    await overturn(riley, claimId, '50.00', 'The invoice names Noah on page two; one session was $3.47 less.', 'en');
    await seeOverturned(page, claimId, '$50', 'The invoice names Noah on page two; one session was $3.47 less.', 'en');
    await expect
      .poll(() => subjectsTo(page, accounts.james), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          `We received your appeal of claim ${String(claimId)}`,
          `Your appeal of claim ${String(claimId)} was accepted`,
        ]),
      );
    await riley.context().close();
  });

  test('in Spanish: Carmen appeals, Rosa overturns, and Carmen reads it in Spanish', async ({
    page,
    browser,
  }, testInfo) => {
    const es = translatorFor('es');
    await page.goto('/');
    await page
      .getByRole('group', { name: translatorFor('en')('app.language.label') })
      .first()
      .getByRole('button', { name: es('app.language.es') })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await signIn(page, accounts.carmen, { language: 'es' });
    await page.getByRole('link', { name: es('dashboard.newClaimFor', { name: 'Diego Rodríguez' }) }).click();
    await page.getByLabel(es('claimForm.amount.label')).fill('16.50');
    await page.getByLabel(es('claimForm.provider.label')).fill('100001');
    await expect(page.getByText(es('claimForm.provider.found', { name: 'Bright Minds Tutoring' }))).toBeVisible();
    await page.getByRole('radio', { name: es('payTo.vendor') }).check();
    await page.getByLabel(es('claimForm.category.label')).selectOption({ label: es('category.tutoring') });
    await page.getByRole('button', { name: new RegExp(es('claimForm.dateOfService.label')) }).click();
    const days = page.locator('table button:not([disabled]):not([data-outside])');
    await days.last().click();
    await page.getByLabel(es('claimForm.description.label')).fill('Clases de lectura, dos sesiones.');
    await page.locator('input[type="file"]').setInputFiles([pdfFile('factura-apelacion.pdf', 'Appeal story')]);
    await page.getByRole('checkbox', { name: es('claimForm.attestation') }).check();
    const submitted = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/claim') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: es('claimForm.submit') }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const claimId = ((await response.json()) as { data: { id: number } }).data.id;

    await rejectAsSam(browser, testInfo, claimId, 'La factura no muestra el nombre de Diego.');
    await appeal(page, claimId, 'La segunda página de la factura muestra el nombre de Diego.', 'es');

    const rosa = await personPage(browser, testInfo);
    await rosa.goto('/merit-cs');
    await rosa
      .getByRole('group', { name: translatorFor('en')('app.language.label') })
      .first()
      .getByRole('button', { name: es('app.language.es') })
      .click();
    await signIn(rosa, accounts.rosa, { role: 'MeritCS', language: 'es' });
    await overturn(rosa, claimId, '16.50', 'La segunda página muestra el nombre de Diego.', 'es');
    await seeOverturned(page, claimId, '$16.50', 'La segunda página muestra el nombre de Diego.', 'es');
    await expect
      .poll(() => subjectsTo(page, accounts.carmen), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          es('mail.appealReceived.subject', { id: claimId }),
          es('mail.appealOverturned.subject', { id: claimId }),
        ]),
      );
    await rosa.context().close();
  });
});
