import { intlTags, translatorFor } from '@ace/domain';
import type { Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { bigPdf, emptyPng, gifFile, pdfFile, pngFile } from '../../support/files.ts';
import { checkScreen, expect, signIn, test, type Language } from '../../support/portal.ts';
import { attestAndSubmit, internalReviewPath, personPage, submitClaim } from '../../support/review-story.ts';
import { desktop, phone } from '../../support/viewports.ts';

async function openClaimForm(page: Page, student: string): Promise<void> {
  await page.getByRole('link', { name: `New claim for ${student}` }).click();
  await expect(page.getByRole('heading', { name: 'Submit a new claim' })).toBeVisible();
}

async function pickDate(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Date of service/ }).click();
  const days = page.locator('table button:not([disabled]):not([data-outside])');
  await days.last().click();
}

const chooser = (page: Page) => page.locator('input[type="file"]');

test.describe('submitting a claim', () => {
  test('a claim with two files is submitted and shows as Pending', async ({ page }) => {
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    const amount = wide ? '12.34' : '23.45';
    await signIn(page, accounts.maria);
    await openClaimForm(page, 'Sofia Garcia');
    await checkScreen(page, 'claim-form');

    await page.getByLabel('Claim amount').fill(amount);
    await page.getByLabel('Service category').selectOption({ label: 'Tutoring' });
    await pickDate(page);
    await page.getByLabel('Educational benefits').fill('Reading fluency: she now reads chapter books on her own.');
    // Files and a receipt number of each width's own: one receipt on two claims of a family is warned about.
    await chooser(page).setInputFiles([pdfFile('invoice.pdf', `two files ${amount}`), pngFile('receipt.png', amount)]);
    await page.getByLabel('Receipt number for invoice.pdf (optional)').fill(wide ? 'INV2041' : 'INV2042');
    await page.getByLabel('Service provider number').fill('100001');
    await expect(page.getByText('Service provider: Bright Minds Tutoring')).toBeVisible();
    await page.getByRole('radio', { name: 'Service Provider' }).check();

    const submit = page.getByRole('button', { name: 'Submit claim' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I confirm that this claim/ }).check();
    await expect(submit).toBeEnabled();

    // Hold the upload a moment, to see its progress.
    await page.route('**/api/user/claim', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await submit.click();
    await screenshotQuietly(page, 'claim-uploading');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your claim has been submitted').first()).toBeVisible();
    // Other stories claim for Sofia at the same time: find this claim by its amount, in the whole history.
    const sofia = page.getByRole('region', { name: 'Sofia Garcia' });
    const more = sofia.getByRole('button', { name: 'See more history' });
    if (await more.isVisible()) await more.click();
    const submitted = sofia.getByRole('row').filter({ hasText: `$${amount}` });
    await expect(submitted).toHaveCount(1);
    await expect(submitted).toContainText('Pending');
  });

  test('every claim-form message appears when its rule is broken', async ({ page }) => {
    await signIn(page, accounts.maria);
    await openClaimForm(page, 'Mateo Garcia');
    await page.getByRole('checkbox', { name: /I confirm that this claim/ }).check();
    await page.getByRole('button', { name: 'Submit claim' }).click();
    for (const message of [
      'Please enter claim amount',
      'Please select a service category',
      'Please select a date of service',
      'Please describe the skills your child learned from this service that improved their education',
      'Please select at least 1 invoice / receipt image',
      'Please enter a service provider number',
      "Please select a 'Deliver funds to'",
      'Please tell us whether this is a physical good',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await checkScreen(page, 'claim-form-errors');

    const amount = page.getByLabel('Claim amount');
    await amount.fill('ten dollars');
    await amount.blur();
    await expect(page.getByText('Please enter valid amount')).toBeVisible();
    await amount.fill('99999');
    await expect(page.getByText(/^Please enter an amount between \$0\.01 and \$[\d,.]+$/)).toBeVisible();

    const number = page.getByLabel('Service provider number');
    await number.fill('1234567');
    await expect(page.getByText('Please enter 6 digit valid service provider number')).toBeVisible();
    await number.fill('999999');
    await expect(page.getByText('Please enter a valid service provider number')).toBeVisible();
    await number.fill('100003');
    await expect(
      page.getByText(
        'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter service provider information' })).toBeVisible();

    await chooser(page).setInputFiles([gifFile('photo.gif')]);
    await expect(page.getByText('Selected gif file type not supported')).toBeVisible();
    await chooser(page).setInputFiles([bigPdf('scan.pdf')]);
    await expect(page.getByText('Please select a file which is below 10mb')).toBeVisible();
    await chooser(page).setInputFiles([emptyPng('broken.png')]);
    await expect(page.getByText('Something wrong with selected image')).toBeVisible();
    await chooser(page).setInputFiles([pdfFile('a.pdf')]);
    await chooser(page).setInputFiles([pdfFile('a.pdf')]);
    await expect(page.getByText('File already uploaded, please select another')).toBeVisible();
    await chooser(page).setInputFiles(['b', 'c', 'd', 'e'].map((name) => pdfFile(`${name}.pdf`)));
    await expect(page.getByText('5 of 5 files chosen')).toBeVisible();

    await page.getByLabel('Receipt number for a.pdf (optional)').fill('INV-1');
    await expect(page.getByText('Please enter an alphanumerics')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit claim' })).toBeDisabled();
    await page.getByLabel('Receipt number for a.pdf (optional)').fill('INV1');
    await expect(page.getByRole('button', { name: 'Submit claim' })).toBeEnabled();
  });

  test('the bank rule stops a claim nobody could be paid for', async ({ page }) => {
    await signIn(page, accounts.aisha);
    await openClaimForm(page, 'Zara Khan');
    await page.getByLabel('Service provider number').fill('100002');
    await page.getByLabel('Service provider number').blur();
    await expect(
      page.getByText(
        'You cannot currently submit a claim for this service provider because you have not yet connected your bank account and this service provider does not currently accept direct payments from ACE grants',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Me' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Service Provider' })).toBeDisabled();
    await checkScreen(page, 'claim-form-bank-rule');
  });
});

test.describe('a provider outside the programme', () => {
  test('is entered by hand, kept, removed, and claimed for', async ({ page }) => {
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    await signIn(page, accounts.maria);
    await openClaimForm(page, 'Lucia Garcia');
    await page.getByLabel('Claim amount').fill(wide ? '31.50' : '32.50');
    await page.getByRole('button', { name: 'Enter service provider information' }).click();

    if (wide) {
      await expect(page.getByRole('dialog', { name: 'Service provider information' })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/non-ace-service-provider\?childId=\d+/);
    }
    const form = wide ? page.getByRole('dialog') : page.getByRole('main');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a name')).toBeVisible();
    await expect(form.getByText('Please enter address')).toBeVisible();
    await expect(form.getByText('Phone number is not valid')).toBeVisible();
    await expect(form.getByText('Please enter email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid website')).toBeVisible();
    await checkScreen(page, wide ? 'non-ace-provider-modal' : 'non-ace-provider-screen');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mr. Okafor, chess coach');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Elm Street, Columbus, OH 43215');
    await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(614) 555-0199');
    await form.getByRole('textbox', { name: 'Email address', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Website', exact: true }).fill('okafor-chess.example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email address', exact: true }).fill('coach@okafor-chess.example.com');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/submit-new-claim\?childId=\d+/);
    await expect(page.getByText('Mr. Okafor, chess coach')).toBeVisible();
    await expect(page.getByLabel('Claim amount')).toHaveValue(wide ? '31.50' : '32.50');
    await expect(page.getByRole('radio', { name: 'Service Provider' })).toBeDisabled();

    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this service provider?' });
    await expect(confirm.getByText('This action cannot be undone')).toBeVisible();
    await checkScreen(page, 'non-ace-provider-remove');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Mr. Okafor, chess coach')).toBeHidden();
    await expect(page.getByLabel('Service provider number')).toBeVisible();

    // Again, and this time the claim goes in.
    await page.getByRole('button', { name: 'Enter service provider information' }).click();
    const again = wide ? page.getByRole('dialog') : page.getByRole('main');
    await again.getByRole('textbox', { name: 'Name', exact: true }).fill('Mr. Okafor, chess coach');
    await again.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Elm Street, Columbus, OH 43215');
    await again.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(614) 555-0199');
    await again.getByRole('textbox', { name: 'Email address', exact: true }).fill('coach@okafor-chess.example.com');
    await again.getByRole('textbox', { name: 'Website', exact: true }).fill('okafor-chess.example.com');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mr. Okafor, chess coach')).toBeVisible();

    await page.getByLabel('Service category').selectOption({ label: 'Tutoring' });
    await pickDate(page);
    await page.getByLabel('Educational benefits').fill('Chess: planning ahead and patience.');
    await chooser(page).setInputFiles([pdfFile('chess-invoice.pdf', `chess ${wide ? 'wide' : 'narrow'}`)]);
    await page.getByRole('radio', { name: 'Me' }).check();
    await page.getByRole('checkbox', { name: /I confirm that this claim/ }).check();
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const newest = page.getByRole('region', { name: 'Lucia Garcia' }).getByRole('row').nth(1);
    await expect(newest).toContainText(wide ? '$31.50' : '$32.50');
    await expect(newest).toContainText('Pending');
  });
});

test.describe('a receipt the family already sent (issue 36, blocker 3)', () => {
  test('the claim form warns before it is sent again, asks why, and reviewers read the reason, in English and Spanish', async ({
    page,
    browser,
  }, testInfo) => {
    // A second try sends a receipt of its own: the first try's is already on Sofia's claims, so it would be warned of.
    const attempt = testInfo.retry === 0 ? '' : ` (try ${String(testInfo.retry + 1)})`;
    const description = `Piano lessons in March: she plays with both hands together${attempt}.`;
    const amount = '14.70';
    const invoice = () => pdfFile(`invoice-${amount}.pdf`, `${description} ${amount}`);
    await signIn(page, accounts.maria);
    const firstId = await submitClaim(page, { student: 'Sofia Garcia', amount, provider: '100001', description });

    // The same file on a new claim: the form says so as soon as the file is read, and asks why.
    await openClaimForm(page, 'Sofia Garcia');
    await chooser(page).setInputFiles([invoice()]);
    await expect(page.getByText(warningFor('en', firstId))).toBeVisible();
    const reason = page.getByRole('textbox', { name: /Why are you sending it again\?/ });
    await expect(reason).toBeVisible();
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await checkScreen(page, 'claim-form-receipt-already-sent');
    }
    await page.getByLabel('Claim amount').fill(amount);
    await page.getByLabel('Service category').selectOption({ label: 'Tutoring' });
    await pickDate(page);
    await page.getByLabel('Educational benefits').fill(description);
    await page.getByLabel('Service provider number').fill('100001');
    await expect(page.getByText('Service provider: Bright Minds Tutoring')).toBeVisible();
    await page.getByRole('radio', { name: 'Service Provider' }).check();
    await page.getByRole('checkbox', { name: /I confirm that this claim/ }).check();
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByText('Please tell us why you are sending this receipt again.')).toBeVisible();
    await reason.fill('The second instalment of the same invoice.');
    const { id: secondId } = await attestAndSubmit(page);
    expect(secondId).toBeGreaterThan(firstId);

    // Support staff reviewing it read what the parent said.
    const sam = await personPage(browser, testInfo);
    await signIn(sam, accounts.sam, { role: 'MeritCS' });
    await sam.goto(await internalReviewPath(sam, secondId));
    await expect(
      sam.getByText(
        'The parent was told that a receipt of this claim was already sent with another of their claims, and sent it again. Their reason: The second instalment of the same invoice.',
      ),
    ).toBeVisible();
    await sam.context().close();

    // In Spanish, the same warning.
    const spanish = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: desktop,
      locale: intlTags.es,
    });
    const maria = await spanish.newPage();
    await signIn(maria, accounts.maria, { language: 'es' });
    await maria
      .getByRole('link', { name: translatorFor('es')('dashboard.newClaimFor', { name: 'Sofia Garcia' }) })
      .click();
    await chooser(maria).setInputFiles([invoice()]);
    await expect(maria.getByText(warningFor('es', firstId))).toBeVisible();
    for (const viewport of [phone, desktop]) {
      await maria.setViewportSize(viewport);
      await checkScreen(maria, 'claim-form-receipt-already-sent-es', 'es');
    }
    await spanish.close();
  });
});

/** The claim form's warning of a receipt sent with claim `id`, whatever day that was. */
function warningFor(language: Language, id: number): RegExp {
  const [before = '', after = ''] = translatorFor(language)('receipt.alreadySent', { id, date: '\u0000' }).split(
    '\u0000',
  );
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}.+${escape(after)}`);
}

/** A moment that may already be gone (a fast upload): pictured when it can be. */
async function screenshotQuietly(page: Page, name: string): Promise<void> {
  const { screenshot } = await import('../../support/portal.ts');
  await screenshot(page, name).catch(() => undefined);
}
