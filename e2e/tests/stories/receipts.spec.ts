import type { Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { invoicePdf } from '@ace/dev-kit/invoices';
import { checkScreen, expect, openUntilSettled, signIn, test } from '../../support/portal.ts';
import { attestAndSubmit, internalReviewPath, isWide, personPage } from '../../support/review-story.ts';

/**
 * Receipts that read themselves (issue 19): Maria chooses an invoice on the claim form, is offered what was read
 * from it and uses it, then claims more than its total; Sam (support staff) sees the flag on the claim's internal
 * review and in 'Manage claims'. Claims for Sofia, whose funds the stories never count, with an invoice number of
 * each width (the same number on two claims would be a flag of its own).
 */

let maria: Page;
let sam: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  [maria, sam] = await Promise.all([personPage(browser, testInfo), personPage(browser, testInfo)]);
  await signIn(maria, accounts.maria);
  await signIn(sam, accounts.sam, { role: 'MeritCS' });
});

test.afterAll(async () => {
  await Promise.all([maria, sam].map((page) => page.context().close()));
});

/** Today as the invoice prints it (MM/DD/YYYY): a date of service the form takes. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${String(now.getFullYear())}`;
}

test('an invoice suggests the claim’s details, and a reviewer sees where the claim disagrees with it', async () => {
  const number = isWide(maria) ? 'INV-19-1280' : 'INV-19-375';
  const invoice = {
    name: 'bright-minds-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: await invoicePdf({ provider: 'Bright Minds Tutoring', number, date: today(), total: '$40.00' }),
  };

  await maria.getByRole('link', { name: 'New claim for Sofia Garcia' }).click();
  await expect(maria.getByRole('heading', { name: 'Submit a new claim' })).toBeVisible();
  await maria.locator('input[type="file"]').setInputFiles([invoice]);
  const useAmount = maria.getByRole('button', { name: 'Use Amount: $40' });
  await expect(useAmount).toBeVisible({ timeout: 30_000 });
  await expect(maria.getByText(/^From bright-minds-invoice\.pdf, we read the details below/)).toBeVisible();
  await expect(maria.getByLabel('Claim amount')).toHaveValue('');
  await checkScreen(maria, 'receipts-claim-form-suggestions');

  await useAmount.click();
  await expect(maria.getByLabel('Claim amount')).toHaveValue('40.00');
  await maria.getByRole('button', { name: `Use Date of service: ${today()}` }).click();
  await maria.getByRole('button', { name: `Use Receipt number: ${number.replaceAll('-', '')}` }).click();
  await expect(maria.getByLabel(/Receipt number for bright-minds-invoice\.pdf/)).toHaveValue(
    number.replaceAll('-', ''),
  );
  await checkScreen(maria, 'receipts-claim-form-used');

  // More than the invoice's total: submitted all the same, and flagged for the reviewers.
  await maria.getByLabel('Claim amount').fill('45');
  await maria.getByLabel('Service category').selectOption({ label: 'Tutoring' });
  await maria.getByLabel('Educational benefits').fill('Math tutoring, two sessions, from the invoice.');
  await maria.getByLabel('Service provider number').fill('100001');
  await expect(maria.getByText(/^Service provider: /)).toBeVisible();
  await maria.getByRole('radio', { name: 'Service Provider' }).check();
  const { id } = await attestAndSubmit(maria);
  await expect(maria).toHaveURL(/\/dashboard$/);

  // Read on the form already; were it not, the job after submission reads it within seconds.
  const review = await internalReviewPath(sam, id);
  const files = sam.getByRole('region', { name: 'Receipts and invoices' });
  const flag = files.getByText('The claim is for $45, more than the $40 total read from the invoice.');
  await openUntilSettled(
    () => sam.goto(review),
    files,
    () => expect(flag).toBeVisible({ timeout: 2_000 }),
  );
  await expect(files.getByText('Read from the file')).toBeVisible();
  await expect(files.getByText('Total: $40')).toBeVisible();
  await expect(files.getByText(`Invoice number: ${number}, the same as the receipt number given`)).toBeVisible();
  await checkScreen(sam, 'receipts-review-flag');

  // The same, in the claim as 'Manage claims' shows it (where a flag's link to another claim leads).
  await sam.goto(`/merit-cs/dashboard?claimId=${String(id)}`);
  const managed = sam.getByRole('region', { name: `Claim ${String(id)}` });
  await expect(managed.getByText('The claim is for $45, more than the $40 total read from the invoice.')).toBeVisible();
  await checkScreen(sam, 'receipts-staff-claim');
});
