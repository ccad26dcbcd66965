import type { Locator, Page } from '@playwright/test';
import { accounts, PASSWORD } from '../../support/accounts.ts';
import { pdfFile } from '../../support/files.ts';
import { expect, test } from '../../support/portal.ts';
import { desktop } from '../../support/viewports.ts';

/**
 * Each role's flow of the stories by keyboard alone (issue 18): Tab, Shift+Tab, Enter, Space, arrows and typing,
 * never a click or a fill. A parent submits a claim (refused empty first: focus goes to the first error), a provider
 * approves a claim waiting for its review, and support staff send that approved claim back to Pending Internal
 * Review. Wherever focus lands it is visible, and after a move to another screen it is on that screen's heading.
 * The only exception is the operating system's file chooser, which a page cannot draw: the file is handed to it.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: desktop });

/** The longest walk by Tab to one control: the provider dashboard's table has a dozen controls per row. */
const MAX_TABS = 120;

/** Whether focus is on `target` (or on one of the elements it matches: one of a calendar's days). */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Focus is on `target`, and shown: the browser takes it for keyboard focus (:focus-visible), and the element looks
 * different with it, by an outline, a ring or its border (the fields' focus), from how it looks without it.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const looks = await target.evaluate((element) => {
    if (!(element instanceof HTMLElement)) return null;
    const look = () => {
      const style = window.getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor].join();
    };
    const visible = element.matches(':focus-visible');
    // Without transitions for the moment, so each look is the one painted at rest, not one halfway.
    const transition = element.style.transition;
    element.style.transition = 'none';
    const focused = look();
    element.blur();
    const unfocused = look();
    element.focus();
    element.style.transition = transition;
    return { visible, focused, unfocused };
  });
  expect(looks?.visible, 'the browser shows keyboard focus').toBe(true);
  expect(looks?.focused, 'focus changes how the element looks').not.toBe(looks?.unfocused);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a person walks a page by keyboard. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target.first()).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page.locator(':focus'));
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached in ${String(MAX_TABS)} presses of ${key}`);
}

/** Focus is on the screen's main heading, where a screen reader starts reading a screen just opened. */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/**
 * Signs in by keyboard: the login button of the screen at `path`, then the identity stand-in's window, walked by
 * keyboard as well (its e-mail, its password, Enter). The terms of a first sign-in are accepted by keyboard too.
 */
async function signInByKeyboard(page: Page, path: string, button: string, email: string): Promise<void> {
  await page.goto(path);
  await tabTo(page, page.getByRole('button', { name: button }));
  const popupOpened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const popup = await popupOpened;
  await tabTo(popup, popup.getByLabel('E-mail address'));
  await popup.keyboard.type(email);
  await tabTo(popup, popup.getByLabel('Password'));
  await popup.keyboard.type(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.keyboard.press('Enter');
  await closed;
  const terms = page.getByRole('dialog', { name: 'Ohio ACE Portal' });
  const landed = page.getByRole('button', { name: 'Logout' });
  await expect(terms.or(landed)).toBeVisible({ timeout: 20_000 });
  if (await terms.isVisible()) {
    await tabTo(page, terms.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await page.keyboard.press('Space');
    await tabTo(page, terms.getByRole('button', { name: 'Allow' }));
    await page.keyboard.press('Enter');
  }
  await expect(landed).toBeVisible({ timeout: 20_000 });
}

const AMOUNT = '7.25';
/** The claim the provider approves: Omar's from the seed, waiting for Bright Minds (no story reviews it). */
const OMARS_CLAIM = { student: 'Omar Khan', amount: '$110' };
let approvedClaimId = 0;

test('a parent submits a claim by keyboard alone, after the empty form is refused', async ({ page }) => {
  await signInByKeyboard(page, '/', 'Login with Merit', accounts.maria);
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page, page.getByRole('link', { name: 'New claim for Lucia Garcia' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Submit a new claim');

  // Submitted empty: refused, and focus goes to the first field in error.
  await tabTo(page, page.getByRole('checkbox', { name: /I confirm that this claim/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit claim' }));
  await page.keyboard.press('Enter');
  const amount = page.getByLabel('Claim amount');
  await expect(page.getByText('Please enter claim amount')).toBeVisible();
  await expectVisibleFocus(amount);

  await page.keyboard.type(AMOUNT);
  await tabTo(page, page.getByLabel('Service category'));
  await page.keyboard.type('Tutoring');
  await expect(page.getByLabel('Service category')).toHaveValue('tutoring');

  // The date picker: opened with Enter, Tab into its days (the one offered first is one that may be chosen), Enter.
  await tabTo(page, page.getByRole('button', { name: /Date of service/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.locator('table button:not([disabled]):not([data-hidden])'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Date of service/ })).not.toHaveText('');
  await expect(page.getByText('Please select a date of service')).toBeHidden();

  await tabTo(page, page.getByLabel('Educational benefits'));
  await page.keyboard.type('Reading aloud every evening: she now reads whole chapters alone.');

  // The operating system's file chooser, opened by keyboard, is handed the file.
  await tabTo(page, page.getByRole('button', { name: 'Choose files' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(pdfFile('keyboard-invoice.pdf', `keyboard claim ${AMOUNT}`));
  await expect(page.getByText('keyboard-invoice.pdf', { exact: true })).toBeVisible();

  await tabTo(page, page.getByLabel('Service provider number'));
  await page.keyboard.type('100001');
  await expect(page.getByText('Service provider: Bright Minds Tutoring')).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'Me', exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Service Provider' })).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Submit claim' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expectHeadingFocused(page, 'Your students');
  await expect(page.getByText('Your claim has been submitted').first()).toBeVisible();
});

test('a service provider approves a claim by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, '/service-provider', 'Link with Merit', accounts.olivia);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Minds Tutoring' })).toBeVisible();
  const row = page
    .getByRole('main')
    .locator('tbody tr')
    .filter({ hasText: OMARS_CLAIM.student })
    .filter({ hasText: OMARS_CLAIM.amount });
  const review = row.getByRole('link', { name: /^Review claim \d+$/ });
  approvedClaimId = Number(/\d+$/.exec((await review.getAttribute('aria-label')) ?? '')?.[0]);
  await tabTo(page, review);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Review claim' })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: /Reviewer name/ }));
  await page.keyboard.type('Olivia Brown');
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Approve claim' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service-provider\/dashboard$/);
  await expect(page.getByText('Claim approved')).toBeVisible();
  await expectHeadingFocused(page, 'Bright Minds Tutoring');
});

test('support staff send an approved claim back to Pending Internal Review by keyboard alone', async ({ page }) => {
  expect(approvedClaimId, 'the claim the provider approved').toBeGreaterThan(0);
  await signInByKeyboard(page, '/merit-cs', 'Login with Merit', accounts.riley);
  const queue = page.getByRole('tab', { name: 'Work queue' });
  await tabTo(page, queue);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Manage claims' })).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, page.getByRole('textbox', { name: 'Search claims' }));
  await page.keyboard.type(String(approvedClaimId));
  await page.keyboard.press('Enter');
  const claim = page.getByRole('region', { name: `Claim ${String(approvedClaimId)}` });
  await expect(claim.getByText('Approved', { exact: true })).toBeVisible();
  await expect(claim.getByRole('radio', { name: 'Update Claim Status' })).toBeChecked();

  await tabTo(page, claim.getByRole('combobox', { name: 'New status' }));
  await page.keyboard.press('ArrowDown');
  await expect(claim.getByRole('combobox', { name: 'New status' })).not.toHaveValue('');
  await tabTo(page, claim.getByRole('textbox', { name: 'Reason for the status change' }));
  await page.keyboard.type('Checked by keyboard: the invoice was paid twice');
  await tabTo(page, claim.getByRole('button', { name: 'Update status' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('from Approved to Pending Internal Review');
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, proceed' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated the claim status' })).toBeVisible();
  await expect(claim.getByText('Pending Internal Review', { exact: true })).toBeVisible();
});
