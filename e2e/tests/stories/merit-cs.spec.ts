import { intlTags, translatorFor } from '@ace/domain';
import type { Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { atBothWidths, checkScreen, expect, signIn, test, type Language } from '../../support/portal.ts';

/**
 * Support staff (MeritCS) at /merit-cs: spec sections 2 and 4. The stories that change shared data (a seeded claim,
 * a provider's status) run once, in the desktop project, and picture their screens at 375 px as well; the phone
 * project would otherwise meet their half-done changes on the one shared stack.
 */

/** axe and a picture at this width and at 375 px, for a story that runs only in the desktop project. */
async function checkScreenAtBothWidths(page: Page, name: string, language: Language = 'en'): Promise<void> {
  await atBothWidths(page, () => checkScreen(page, name, language));
}

/** A success toast, seen and then gone (4 s, spec section 9), so the next picture is of the screen behind it. */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 10_000 });
}

/** The id of a seeded claim of one status, child and amount, asked of the staff's claim search as the signed-in agent. */
async function seededClaimId(page: Page, status: string, child: string, amount: number): Promise<number> {
  const tokens = await page.evaluate(() => window.localStorage.getItem('ace.tokens'));
  const { accessToken } = JSON.parse(tokens ?? '{}') as { accessToken?: string };
  const response = await page.request.get(`/api/claim/automation?status=${status}`, {
    headers: { authorization: `Bearer ${accessToken ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; amount: number; child: { firstName: string } }[] };
  const claim = data.find((row) => row.child.firstName === child && row.amount === amount);
  if (claim === undefined) throw new Error(`The seed's ${status} claim of ${child} ($${String(amount)}) is missing`);
  return claim.id;
}

/**
 * The id of Sofia Garcia's Accepted claim from the seed (apps/api/src/cli/seed.ts), asked of the staff's claim
 * search with the signed-in agent's token. No other story touches it: the parent stories read Lucia's history,
 * and the provider stories David's organisations' claims or claims they make themselves.
 */
function sofiasAcceptedClaimId(page: Page): Promise<number> {
  return seededClaimId(page, 'Accepted', 'Sofia', 120);
}

test.describe('support staff sign-in', () => {
  test('the staff login screen, and the not-registered screen for someone who is not staff', async ({ page }) => {
    await page.goto('/merit-cs');
    await expect(page.getByRole('heading', { name: 'Merit CS Portal' })).toBeVisible();
    await expect(page.getByText('Login to manage Merit CS Requests')).toBeVisible();
    await checkScreen(page, 'merit-cs-login');

    await signIn(page, accounts.notStaff, { role: 'MeritCS' });
    await expect(page).toHaveURL(/\/merit-cs\/not-eligible$/);
    await expect(
      page.getByText("It looks like you aren't registered as a Merit CS in the Ohio ACE Program"),
    ).toBeVisible();
    await checkScreen(page, 'merit-cs-not-registered');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Merit CS Portal' })).toBeVisible();
  });

  test('staff land on the dashboard, are told when nothing is found, and log out', async ({ page }) => {
    await signIn(page, accounts.riley, { role: 'MeritCS' });
    await expect(page).toHaveURL(/\/merit-cs\/dashboard$/);
    await expect(page.getByRole('tab', { name: 'Work queue' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Manage service provider' })).toBeVisible();
    await page.getByRole('tab', { name: 'Manage claims' }).click();
    await checkScreen(page, 'merit-cs-dashboard');

    const search = page.getByRole('textbox', { name: 'Search claims' });
    await search.fill('99999999');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No claim matches “99999999”.')).toBeVisible();
    await checkScreen(page, 'merit-cs-claim-not-found');

    await page.getByRole('tab', { name: 'Manage service provider' }).click();
    const number = page.getByRole('textbox', { name: 'Service provider number or name' });
    await number.fill('zzz');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No service provider matches “zzz”.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Merit CS Portal' })).toBeVisible();
  });
});

test.describe('who looked at a claim', () => {
  test('a staff member who opens a claim sees their own read on its audit trail, and the family from it', async ({
    page,
  }) => {
    await signIn(page, accounts.riley, { role: 'MeritCS' });
    const id = await sofiasAcceptedClaimId(page);
    await page.getByRole('tab', { name: 'Manage claims' }).click();
    await page.getByRole('textbox', { name: 'Search claims' }).fill(String(id));
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search' }).click();
    const reads = page.getByRole('list', { name: 'Who looked at this claim' }).getByRole('listitem');
    await expect(reads.first()).toContainText('Opened the claim');
    await expect(reads.first()).toContainText('By Riley Moore');
    await page
      .getByRole('region', { name: `Claim ${id}` })
      .getByRole('button', { name: /Garcia/ })
      .click();
    const family = page.getByRole('region', { name: /^Family of / });
    await expect(family.getByRole('list', { name: 'Claims of Sofia Garcia' })).toContainText(`Claim ${id}: `);
    await expect(family.getByRole('button', { name: 'Download access record' })).toBeVisible();
    await checkScreenAtBothWidths(page, 'merit-cs-family');
  });
});

test.describe('support staff read a decided claim (issue 36, blocker 1)', () => {
  test('a rejected claim shows what it was for and why it was rejected, and its receipt opens, in English and Spanish', async ({
    page,
    browser,
  }) => {
    for (const language of ['en', 'es'] as const) {
      const t = translatorFor(language);
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        viewport: page.viewportSize(),
        locale: intlTags[language],
      });
      const staff = await context.newPage();
      await signIn(staff, accounts.riley, { role: 'MeritCS', language });
      const id = await seededClaimId(staff, 'Rejected', 'Zara', 30);
      await staff.getByRole('tab', { name: t('meritCs.tab.claims') }).click();
      await staff.getByRole('textbox', { name: t('meritCsScreen.search.label') }).fill(String(id));
      await staff
        .getByRole('tabpanel')
        .getByRole('button', { name: t('meritCs.search'), exact: true })
        .click();
      const claim = staff.getByRole('region', { name: t('meritCsScreen.claim.heading', { id }) });
      await expect(claim.getByText(t('status.rejected'), { exact: true })).toBeVisible();
      await expect(claim.getByText('Spanish for beginners')).toBeVisible();
      await expect(claim.getByText('The provider cannot receive payments yet')).toBeVisible();
      await expect(claim.getByText(t('claimView.category'), { exact: true })).toBeVisible();
      await expect(claim.getByText(t('claimView.dateOfService'), { exact: true })).toBeVisible();
      await checkScreenAtBothWidths(staff, `merit-cs-rejected-claim-${language}`, language);
      const receipt = claim
        .getByRole('region', { name: t('claimView.files') })
        .getByRole('link', { name: t('claimView.pdfLink', { name: 'invoice.pdf' }) });
      const href = await receipt.getAttribute('href');
      if (href === null) throw new Error('The receipt has no link');
      const download = staff.waitForEvent('download');
      await receipt.click();
      expect((await download).suggestedFilename()).toBe('invoice.pdf');
      const file = await staff.request.get(href);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await context.close();
    }
  });
});

test.describe('support staff change a claim', () => {
  test('an Accepted claim gets a new amount, then goes back to Pending Internal Review', async ({ page }) => {
    await signIn(page, accounts.riley, { role: 'MeritCS' });
    const id = await sofiasAcceptedClaimId(page);
    await page.getByRole('tab', { name: 'Manage claims' }).click();
    await page.getByRole('textbox', { name: 'Search claims' }).fill(String(id));
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search' }).click();
    const claim = page.getByRole('region', { name: `Claim ${id}` });
    await expect(claim.getByText('Approved', { exact: true })).toBeVisible();
    await expect(claim.getByText('$120', { exact: true })).toBeVisible();
    await expect(claim.getByRole('radio', { name: 'Update Claim Status' })).toBeChecked();
    // A decided claim is read here, with its facts and receipts; it has no review to open.
    await expect(claim.getByRole('button', { name: 'View claim' })).toHaveCount(0);
    await expect(claim.getByRole('region', { name: 'Receipts and invoices' })).toBeVisible();
    const trail = page.getByRole('list', { name: 'Audit trail' });
    await expect(trail.getByText('Claim submitted')).toBeVisible();
    const payment = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('$120 · Paid');
    await expect(payment).toContainText('To the service provider');
    await checkScreenAtBothWidths(page, 'merit-cs-claim');

    await claim.getByRole('radio', { name: 'Update Claim Amount' }).check();
    await claim.getByRole('button', { name: "Update the amount for an 'Approved' claim" }).hover();
    await expect(page.getByRole('tooltip')).toHaveText("Update the amount for an 'Approved' claim");
    await claim.getByRole('textbox', { name: 'New amount' }).fill('110');
    await claim.getByRole('textbox', { name: 'Reason for the amount update' }).fill('Two sessions were cancelled');
    await claim.getByRole('button', { name: 'Update amount' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toHaveText(/Are you sure you want to update the claim amount from \$120 to \$110 \?/);
    await checkScreenAtBothWidths(page, 'merit-cs-confirm-amount');
    await confirm.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectToast(page, 'Successfully updated the claim amount');
    await expect(claim.getByText('$110', { exact: true })).toBeVisible();
    const amountEntry = trail.getByRole('listitem').filter({ hasText: 'Amount updated' });
    await expect(amountEntry).toContainText('By Riley Moore (Merit CS)');
    await expect(amountEntry).toContainText('Amount: $120 → $110');
    await expect(amountEntry).toContainText('Note: Two sessions were cancelled');
    await expect(amountEntry).toContainText(/\d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M/);
    // The bank paid $120 before the change: the $10 paid beyond the new amount is for staff to recover.
    await expect(payment).toContainText(
      "The claim's amount was lowered after the bank had paid it: $10 must be recovered from the payee.",
    );

    await claim.getByRole('radio', { name: 'Update Claim Status' }).check();
    await claim.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Pending Internal Review' });
    await claim.getByRole('textbox', { name: 'Reason for the status change' }).fill('The invoice was paid twice');
    await claim.getByRole('button', { name: 'Update status' }).click();
    await expect(confirm).toContainText(
      `You're changing the status of the Claim ID ${id} from Approved to Pending Internal Review. Do you want to proceed?`,
    );
    await checkScreenAtBothWidths(page, 'merit-cs-confirm-status');
    await confirm.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectToast(page, 'Successfully updated the claim status');
    await expect(claim.getByText('Pending Internal Review', { exact: true })).toBeVisible();
    await expect(claim.getByRole('radio')).toHaveCount(0);
    await expect(
      claim.getByText(
        "Nothing can be changed while this claim is Pending Internal Review. Decide it on its review screen first: then an Approved claim's status and amount can be changed, and a Rejected claim's status.",
      ),
    ).toBeVisible();
    await expect(claim.getByRole('link', { name: /View claim/ })).toHaveAttribute('href', /\/review-claim\?token=/);
    await expect(trail.getByRole('listitem').filter({ hasText: 'Sent back to Pending Internal Review' })).toContainText(
      'Note: The invoice was paid twice',
    );
    await expect(payment).toContainText(
      'The claim was reopened after the bank had paid it, so the payment could not be cancelled. The money must be recovered from the payee.',
    );
    await checkScreenAtBothWidths(page, 'merit-cs-claim-reopened');
  });
});

test.describe('support staff change a service provider', () => {
  test('an Inactive provider is refused by the claim form, and accepted again once Active', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, accounts.riley, { role: 'MeritCS' });
    await page.getByRole('tab', { name: 'Manage service provider' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Service provider number or name' }).fill('100004');
    await panel.getByRole('button', { name: 'Search' }).click();
    const provider = panel.getByRole('region', { name: 'Columbus Language School' });
    await expect(provider.getByText('100004', { exact: true })).toBeVisible();
    await expect(provider.getByText('ACTIVE', { exact: true })).toBeVisible();
    const newStatus = provider.getByRole('combobox', { name: 'New status' });
    await expect(newStatus.getByRole('option')).toHaveText(['Select a status', 'INACTIVE']);
    await provider.getByRole('button', { name: 'Update status' }).click();
    await expect(provider.getByText('Please select a status')).toBeVisible();
    await checkScreenAtBothWidths(page, 'merit-cs-provider');

    await newStatus.selectOption({ label: 'INACTIVE' });
    await provider.getByRole('button', { name: 'Update status' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText(
      'Changing the status to INACTIVE will prevent Columbus Language School from accepting new claims. Do you want to proceed?',
    );
    await checkScreenAtBothWidths(page, 'merit-cs-confirm-inactive');
    await confirm.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectToast(page, 'Service Provider status successfully updated from ACTIVE to INACTIVE');
    await expect(provider.getByText('INACTIVE', { exact: true })).toBeVisible();

    const parent = await browser.newPage({ baseURL, viewport: page.viewportSize() });
    await signIn(parent, accounts.james);
    await parent.getByRole('link', { name: 'New claim for Noah Wilson' }).click();
    const number = parent.getByLabel('Service provider number');
    await number.fill('100004');
    await number.blur();
    await expect(
      parent.getByText(
        'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
      ),
    ).toBeVisible();
    await parent.close();

    await expect(newStatus.getByRole('option')).toHaveText(['Select a status', 'ACTIVE']);
    await newStatus.selectOption({ label: 'ACTIVE' });
    await provider.getByRole('button', { name: 'Update status' }).click();
    await expect(confirm).toContainText(
      'Changing the status to ACTIVE will allow Columbus Language School to accept new claims. Do you want to proceed?',
    );
    await checkScreenAtBothWidths(page, 'merit-cs-confirm-active');
    await confirm.getByRole('button', { name: 'Yes, proceed' }).click();
    await expectToast(page, 'Service Provider status successfully updated from INACTIVE to ACTIVE');
    await expect(provider.getByText('ACTIVE', { exact: true })).toBeVisible();
  });
});
