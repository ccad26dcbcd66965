import { intlTags, translatorFor } from '@ace/domain';
import type { Locator } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { atBothWidths, checkScreen, expect, openUntilSettled, signIn, test } from '../../support/portal.ts';
import { submitClaim } from '../../support/review-story.ts';

/**
 * Issue 30: a child's money across school years. Ella Wilson (James's child, the demo data) holds an award in
 * 2025-2026 and one in 2026-2027, the second paid in two instalments; the stack's closing job closed 2025-2026 when
 * it started (its last claim day, 8/31/2026, is past) and rolled her unspent $1,000 into 2026-2027. James sees the
 * current year first with its next instalment and what rolled over, the year before beside it; a claim with today's
 * date is charged to 2026-2027, not to her own year; then the card in Spanish. No other story claims for Ella.
 */

/** The card's amounts in order: the current year's available, pending and spent, then the other year's (not its history). */
const amountsOf = async (card: Locator) => (await card.getByText(/^\$[\d,]+(\.\d\d)?$/).allInnerTexts()).slice(0, 6);

test('a parent sees a child’s two school years, and a claim is charged to the year of its date of service', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.james);
  const ella = page.getByRole('region', { name: 'Ella Wilson' });
  const rolledOver = ella.getByText('$1,000 unspent in 2025-2026 rolled over into 2026-2027.');
  // The closing job runs as the stack starts: the card is read again until the year is settled.
  await openUntilSettled(
    () => page.reload(),
    page.getByRole('region', { name: 'Ella Wilson', exact: true }),
    () => expect(rolledOver).toBeVisible({ timeout: 2_000 }),
  );
  await expect(ella.getByText('2026-2027 | Y6')).toBeVisible();
  await expect(ella.getByText('Next installment: $500 on 04/05/2027')).toBeVisible();
  const earlier = ella.getByRole('region', { name: 'Other school years of Ella' });
  await expect(earlier.getByText('2025-2026 | Y5')).toBeVisible();
  // The first instalment ($500) and what rolled over ($1,000) are available; 2025-2026 has nothing left.
  await expect.poll(() => amountsOf(ella)).toEqual(['$1,500', '$0', '$0', '$0', '$0', '$0']);
  await atBothWidths(page, () => checkScreen(page, 'dashboard-award-years'));

  await page.getByRole('link', { name: 'New claim for Ella Wilson' }).click();
  await expect(page.getByText('Available: $1,500')).toBeVisible();
  // A service of May 2026 falls in 2025-2026, whose last claim day has passed: refused beside the date, as the
  // server refuses it.
  await page.getByRole('button', { name: /Date of service/ }).click();
  // Back from the month it opens at (today's) to May 2026: the button between the arrows is named by the month shown.
  const shownMonth = page.getByRole('button', { name: /^[A-Za-z]+ \d{4}$/ });
  const opensAt = new Date(`1 ${(await shownMonth.textContent()) ?? ''} UTC`);
  const monthsBack = (opensAt.getUTCFullYear() - 2026) * 12 + opensAt.getUTCMonth() - 4;
  for (let month = 0; month < monthsBack; month += 1)
    await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(shownMonth).toHaveText('May 2026');
  await page.getByRole('button', { name: '1 May 2026', exact: true }).click();
  await expect(page.getByText('Claims for 2025-2026 could be submitted until 08/31/2026.')).toBeVisible();
  await atBothWidths(page, () => checkScreen(page, 'claim-form-year-over'));
  await page.goto('/dashboard');
  await submitClaim(page, {
    student: 'Ella Wilson',
    amount: '25.00',
    provider: '100001',
    description: 'Reading tutoring, two sessions.',
  });
  // Charged to 2026-2027, the year today's date of service falls in, though Ella's own year is 2025: its pending and
  // available move, 2025-2026's do not.
  await expect.poll(() => amountsOf(ella)).toEqual(['$1,475', '$25', '$0', '$0', '$0', '$0']);
  await checkScreen(page, 'dashboard-award-years-claimed');

  // In Spanish: the same card, its year-end line and the other year.
  const es = translatorFor('es');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: page.viewportSize(),
    hasTouch: true,
    locale: intlTags.es,
  });
  const spanish = await context.newPage();
  await signIn(spanish, accounts.james, { language: 'es' });
  const tarjeta = spanish.getByRole('region', { name: 'Ella Wilson' });
  await expect(tarjeta.getByText('$1,000 no gastados en 2025-2026 pasaron a 2026-2027.')).toBeVisible();
  await expect(tarjeta.getByRole('region', { name: es('dashboard.otherYears', { name: 'Ella' }) })).toBeVisible();
  await atBothWidths(spanish, () => checkScreen(spanish, 'dashboard-award-years-es', 'es'));
  await context.close();
});
