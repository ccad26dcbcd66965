import { accounts } from '../../support/accounts.ts';
import { checkScreen, expect, signIn, test } from '../../support/portal.ts';
import { attestAndSubmit, internalReviewPath, personPage, submitClaim } from '../../support/review-story.ts';

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
    await expect(page.getByText('Your claim has been submitted').first()).toBeVisible();
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

  test('a rejected claim shows its reason, is corrected with its file kept, and reviewers see which claim it corrects', async ({
    page,
    browser,
  }, testInfo) => {
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    const amount = wide ? '41.19' : '42.19';
    await signIn(page, accounts.james);
    const rejectedId = await submitClaim(page, {
      student: 'Noah Wilson',
      amount,
      provider: '100001',
      description: 'Geometry tutoring, three sessions.',
    });

    const sam = await personPage(browser, testInfo);
    await signIn(sam, accounts.sam, { role: 'MeritCS' });
    await sam.goto(await internalReviewPath(sam, rejectedId));
    await sam.getByRole('textbox', { name: /Reviewer name/ }).fill('Sam Taylor');
    await sam.getByRole('button', { name: 'Reject' }).click();
    const modal = sam.getByRole('dialog', { name: 'Reject claim' });
    await modal.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Other (Write in a reason)' });
    await modal.getByRole('textbox', { name: /Description/ }).fill('The invoice shows three sessions of $12.');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(sam).toHaveURL(/\/review-claim\/rejected$/);

    await page.goto(`/claims/${String(rejectedId)}`);
    await expect(page.getByText('The invoice shows three sessions of $12.')).toBeVisible();
    await page.getByRole('link', { name: 'Correct and resubmit' }).click();
    await expect(
      page.getByText(`You are correcting claim ${String(rejectedId)}, which was not approved`),
    ).toBeVisible();
    await expect(page.getByLabel('Claim amount')).toHaveValue(amount);
    await expect(page.getByLabel('Educational benefits')).toHaveValue('Geometry tutoring, three sessions.');
    await expect(page.getByText(`invoice-${amount}.pdf`, { exact: true })).toBeVisible();
    await checkScreen(page, 'claim-correction');
    await page.getByLabel('Claim amount').fill('36.00');
    const { id: correctedId, request } = await attestAndSubmit(page);
    // The file went by reference: the request carried no file, only the kept file's id.
    expect(request.postData()).not.toContain('%PDF');

    await page.getByRole('link', { name: `See your claim ${String(correctedId)}` }).click();
    await expect(page.getByRole('link', { name: `This claim corrects claim ${String(rejectedId)}.` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Download invoice-${amount}.pdf` })).toBeVisible();
    await checkScreen(page, 'parent-claim-corrected');
    await page.getByRole('link', { name: `This claim corrects claim ${String(rejectedId)}.` }).click();
    await expect(
      page.getByRole('link', { name: `You corrected this claim and sent it again as claim ${String(correctedId)}.` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Correct and resubmit' })).toHaveCount(0);

    await sam.goto(await internalReviewPath(sam, correctedId));
    await expect(sam.getByText(`Resubmitted: this claim corrects rejected claim ${String(rejectedId)}.`)).toBeVisible();
    await expect(
      sam.getByText(`Why claim ${String(rejectedId)} was rejected: The invoice shows three sessions of $12.`),
    ).toBeVisible();
    await checkScreen(sam, 'review-resubmitted-claim');
    await sam.context().close();
  });
});
