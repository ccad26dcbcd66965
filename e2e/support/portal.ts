import { translatorFor, type Locale } from '@ace/domain';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { watchCspViolations, type CspViolation } from './csp-violations.ts';
import { desktop, phone } from './viewports.ts';

/**
 * The stories' test: the stack's address (set by global-setup.ts) as the base URL. Every story fails on a
 * Content-Security-Policy violation in its pages (cspViolations, which a story that provokes one empties): the
 * apps' policy must allow all that the apps do while people sign in and use them.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (url === undefined) throw new Error('E2E_BASE_URL is not set: run the stories through playwright test');
    await use(url);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/**
 * A full-page picture of a screen, named for it and the viewport width, for a person to look at. None where no one
 * looks (`E2E_SCREENSHOTS=off`, as CI runs): a picture fails nothing and costs a second or more on two cores.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/** The languages a screen is shown in (the portal's locales). */
export type Language = Locale;

/**
 * axe on the page as it is: no serious or critical violation of WCAG 2.2 A and AA (axe's rules of 2.0, 2.1 and 2.2),
 * and the page's language named on its root element, as a screen reader needs it to pronounce the page.
 */
export async function expectAccessible(page: Page, screen: string, language: Language = 'en'): Promise<void> {
  await transitionsSettled(page);
  expect(await page.evaluate(() => document.documentElement.lang), `lang of ${screen}`).toBe(language);
  const blocking = (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe on ${screen}`).toEqual([]);
}

/**
 * Waits for the screen to stand still: a few frames for a modal that has just mounted to start its fade-in, then
 * every transition and finite animation to end. axe reads colours as they are painted, so text half faded in
 * would be reported as too faint.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = (): Promise<void> =>
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          resolve();
        });
      });
    for (let round = 0; round < 3; round += 1) await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs `check` at the page's width and then at the other of the two widths every screen is proven at (1280 and
 * 375 px), and gives the page its width back: one walk through the screens proves both.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  const start = page.viewportSize() ?? desktop;
  for (const viewport of [start, start.width === phone.width ? desktop : phone]) {
    await page.setViewportSize(viewport);
    await check(viewport.width);
  }
  await page.setViewportSize(start);
}

/**
 * Opens a page (a visit or a reload) and waits up to 15 s until it is read (`read` shows): on a loaded machine a
 * page's reading alone can take seconds, which must not be spent from a short wait for what changes on it.
 */
export async function openAndRead(open: () => Promise<unknown>, read: Locator): Promise<void> {
  await open();
  await expect(read).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens a page again and again until something a job or another story changes has settled on it: each time it is
 * read first (openAndRead), then briefly waited on for what settles.
 */
export async function openUntilSettled(
  open: () => Promise<unknown>,
  read: Locator,
  settled: () => Promise<void>,
  timeout = 60_000,
): Promise<void> {
  await expect(async () => {
    await openAndRead(open, read);
    await settled();
  }).toPass({ timeout });
}

/** Screenshot and axe together, for every screen a story passes through. */
export async function checkScreen(page: Page, name: string, language: Language = 'en'): Promise<void> {
  await expectAccessible(page, name, language);
  await screenshot(page, name);
}

/** The login screen of each kind of user, and its button's text. */
export const loginScreens = {
  Parent: { path: '/', button: 'login.parent.button' },
  MeritCS: { path: '/merit-cs', button: 'login.parent.button' },
  ServiceProvider: { path: '/service-provider', button: 'login.provider.button' },
} as const;
export type Role = keyof typeof loginScreens;

/**
 * Signs in through the identity popup, as a person would: the login button of the role's login screen (or of
 * the page at `path`, a provider or support staff address that shows its login), the stand-in's form, back. The
 * portal speaks `language` (the browser's); the stand-in speaks English.
 */
export async function signInThroughPopup(
  page: Page,
  email: string,
  role: Role = 'Parent',
  path: string = loginScreens[role].path,
  language: Language = 'en',
): Promise<void> {
  const t = translatorFor(language);
  await page.goto(path);
  await signInWithButton(page, page.getByRole('button', { name: t(loginScreens[role].button) }), email);
}

/** Presses a login button and signs in on the identity stand-in's popup that it opens, until the popup closes. */
export async function signInWithButton(page: Page, login: Locator, email: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await login.click();
  const popup = await popupOpened;
  await popup.getByLabel('E-mail address').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closed;
}

/**
 * Signs in and, if the terms modal shows (a first sign-in), accepts the terms. A provider user of several
 * organisations chooses `organisation` (by name) in the Select Organisation modal.
 */
export async function signIn(
  page: Page,
  email: string,
  options: { role?: Role; path?: string; organisation?: string; language?: Language } = {},
): Promise<void> {
  const t = translatorFor(options.language ?? 'en');
  await signInThroughPopup(page, email, options.role, options.path, options.language);
  const terms = page.getByRole('dialog', { name: t('app.productName') });
  const chooser = page.getByRole('dialog', { name: t('login.selectOrg.title') });
  const landed = page.getByRole('button', { name: t('app.logout') }).first();
  await expect(terms.or(chooser).or(landed).first()).toBeVisible({ timeout: 20_000 });
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: t('terms.accept') }).check();
    await terms.getByRole('button', { name: t('terms.allow') }).click();
    await expect(chooser.or(landed).first()).toBeVisible({ timeout: 20_000 });
  }
  if (await chooser.isVisible()) {
    if (options.organisation === undefined) throw new Error(`${email} belongs to several organisations: choose one`);
    await chooser.getByRole('combobox', { name: t('login.selectOrg.label') }).click();
    await page.getByRole('option', { name: options.organisation }).click();
    await chooser.getByRole('button', { name: t('login.selectOrg.continue') }).click();
  }
  await expect(landed).toBeVisible({ timeout: 20_000 });
}
