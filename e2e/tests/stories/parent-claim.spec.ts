import { accounts } from '../../support/accounts.ts';
import { checkScreen, expect, signIn, test } from '../../support/portal.ts';
import { submitClaim } from '../../support/review-story.ts';

/**
 * A family follows one claim (issue 15): James claims for Noah (no other story reads Noah's claims), opens the
 * claim from the dashboard and finds the same page behind the link of the e-mail that says it was received.
 */
test.describe("a parent's claim details", () => {
  test('a submitted claim opens from the dashboard and from its e-mail, with submitted in its progress', async ({
    page,
  }) => {
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    await signIn(page, accounts.james);
    const claimId = await submitClaim(page, {
      student: 'Noah Wilson',
      amount: wide ? '31.17' : '32.18',
      provider: '100001',
      description: 'Algebra tutoring: he now solves two-step equations on his own.',
    });
    await expect(page.getByText('Your claim has been submitted')).toBeVisible();
    await checkScreen(page, 'dashboard-claim-submitted');

    await page.getByRole('link', { name: `See your claim ${String(claimId)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/claims/${String(claimId)}$`));
    const heading = page.getByRole('heading', { level: 1, name: `Claim ${String(claimId)}` });
    await expect(heading).toBeFocused();
    const progress = page.getByRole('region', { name: 'Progress' }).getByRole('listitem');
    await expect(progress.first()).toContainText('We received your claim');
    await expect(page.getByRole('link', { name: `Download invoice-${wide ? '31.17' : '32.18'}.pdf` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await checkScreen(page, 'parent-claim');
    // The printed receipt: the claim without the header, the way back or Print itself.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(heading).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const subject = page.getByRole('link', { name: `We received your claim ${String(claimId)}` });
    await expect(async () => {
      await page.goto('/mail');
      await expect(subject).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await subject.click();
    const link = page.locator(`pre a[href$="/claims/${String(claimId)}"]`).first();
    const href = await link.getAttribute('href');
    if (href === null) throw new Error(`The e-mail of claim ${String(claimId)} has no link to its details`);
    await page.goto(new URL(href).pathname);
    await expect(heading).toBeVisible();
    await expect(progress.first()).toContainText('We received your claim');
  });
});
