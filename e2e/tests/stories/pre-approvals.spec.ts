import { intlTags, translatorFor } from '@ace/domain';
import type { Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { pdfFile } from '../../support/files.ts';
import { atBothWidths, checkScreen, expect, signIn, test } from '../../support/portal.ts';
import { attestAndSubmit, personPage } from '../../support/review-story.ts';

/**
 * Issue 35, done when: a parent asks for and receives a pre-approval and claims against it, at 1280 and 375 px, axe
 * clean, in English and Spanish. James asks before buying tutoring for Ella (the demo's one child with an award in the
 * year open today, 2026-2027) from ACE Marketplace (100005, the programme's faux provider, which support staff approve
 * themselves); Riley approves it from the work queue; James reads it approved, in English and in Spanish, and claims
 * against it from his list of requests: the claim form offers it chosen and says it covers the claim in full. Runs
 * after the stories: the award-years story counts Ella's funds.
 */

const en = translatorFor('en');
const es = translatorFor('es');
const ELLA = 'Ella Wilson';
const PURPOSE = 'Maths tutoring, four sessions in December.';

/** James asks to pre-approve $80 of tutoring for Ella; answers the request's id. */
async function askBeforeBuying(page: Page): Promise<number> {
  await page.getByRole('link', { name: en('preApproval.ask.linkFor', { name: ELLA }) }).click();
  await expect(page.getByRole('heading', { name: en('preApproval.screen.title'), level: 1 })).toBeVisible();
  await page.getByLabel(en('preApproval.form.amount.label')).fill('80');
  await page.getByLabel(en('claimForm.category.label')).selectOption({ label: en('category.tutoring') });
  await page.getByLabel(en('preApproval.form.description.label')).fill(PURPOSE);
  await page.getByRole('button', { name: new RegExp(en('preApproval.form.expectedDate.label')) }).click();
  // The first day offered is today: a claim of today can use the pre-approval.
  await page.locator('table button:not([disabled]):not([data-outside])').first().click();
  await page.getByLabel(en('claimForm.provider.label')).fill('100005');
  await expect(page.getByText(en('claimForm.provider.found', { name: 'ACE Marketplace' }))).toBeVisible();
  await page.getByLabel(en('preApproval.form.quoteLink.label')).fill('acemarketplace.example.com/quotes/ella');
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/pre-approvals') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: en('preApproval.form.send') }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  await expect(page.getByText(en('preApproval.sent'))).toBeVisible();
  await expect(page.getByText(en('preApproval.state.pending'))).toBeVisible();
  await atBothWidths(page, () => checkScreen(page, 'pre-approval-asked'));
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Riley opens the request from the work queue and approves it. */
async function approveAsRiley(staff: Page, id: number): Promise<void> {
  await signIn(staff, accounts.riley, { role: 'MeritCS' });
  await staff.goto('/merit-cs/dashboard');
  const queue = staff.getByRole('region', { name: 'Pre-approvals', exact: true });
  await queue.getByRole('button', { name: `Review pre-approval ${String(id)}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Pre-approval ${String(id)}` });
  await expect(dialog.getByText(PURPOSE)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Open the quote/ })).toBeVisible();
  await atBothWidths(staff, () => checkScreen(staff, 'pre-approval-review'));
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText(`Pre-approval ${String(id)} is approved. The family gets an e-mail.`)).toBeVisible();
  await expect(queue.getByRole('button', { name: `Review pre-approval ${String(id)}` })).toHaveCount(0);
}

/** The mail catcher's subjects of the mail the portal sent to `email`. */
async function subjectsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/mail/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}

test('a parent asks before buying, is approved, and claims against the pre-approval', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, accounts.james);
  const id = await askBeforeBuying(page);

  const riley = await personPage(browser, testInfo);
  await approveAsRiley(riley, id);
  await riley.context().close();

  await page.reload();
  const approved = page.getByText(
    /^Approved\. \$80 is held for you until \d\d\/\d\d\/\d{4}: send the claim after you buy\.$/,
  );
  await expect(approved).toBeVisible();
  await atBothWidths(page, () => checkScreen(page, 'pre-approval-approved'));
  await expect
    .poll(() => subjectsTo(page, accounts.james), { timeout: 30_000 })
    .toContain('Your purchase of $80 is pre-approved');

  // In Spanish: the same request, approved.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: page.viewportSize(),
    locale: intlTags.es,
  });
  const spanish = await context.newPage();
  await signIn(spanish, accounts.james, { language: 'es' });
  await spanish.getByRole('link', { name: es('preApproval.ask.linkFor', { name: ELLA }) }).click();
  await expect(spanish.getByText(/^Aprobada\./)).toBeVisible();
  await atBothWidths(spanish, () => checkScreen(spanish, 'pre-approval-approved-es', 'es'));
  await context.close();

  // The claim, from the request: the form offers the pre-approval chosen, and says it covers the claim.
  await page.getByRole('link', { name: en('preApproval.item.claim') }).click();
  await expect(page.getByRole('heading', { name: 'Submit a new claim' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^\$80 left for Tutoring with ACE Marketplace/ })).toBeChecked();
  await page.getByLabel('Claim amount').fill('80');
  await page.getByLabel('Service provider number').fill('100005');
  await expect(page.getByText(/^Service provider: /)).toBeVisible();
  await page.getByRole('radio', { name: 'Service Provider' }).check();
  await page.getByLabel('Service category').selectOption({ label: 'Tutoring' });
  await page.getByRole('button', { name: /Date of service/ }).click();
  await page.locator('table button:not([disabled]):not([data-outside])').last().click();
  await page.getByLabel('Educational benefits').fill(PURPOSE);
  await page.locator('input[type="file"]').setInputFiles([pdfFile('ace-marketplace-invoice.pdf', 'Ella tutoring $80')]);
  await expect(page.getByText(en('preApproval.claim.covered'))).toBeVisible();
  await atBothWidths(page, () => checkScreen(page, 'claim-form-pre-approval'));
  await attestAndSubmit(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The claim used the pre-approval: nothing of it is held any more.
  await page.getByRole('link', { name: en('preApproval.ask.linkFor', { name: ELLA }) }).click();
  await expect(page.getByText(en('preApproval.state.used'))).toBeVisible();
});
