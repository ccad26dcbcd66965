import { intlTags, translatorFor } from '@ace/domain';
import type { Browser, Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import {
  atBothWidths,
  checkScreen,
  expect,
  expectAccessible,
  signIn,
  test,
  type Language,
} from '../../support/portal.ts';

/**
 * Issue 30 part 2: support staff open the programme's next school year. The demo programme runs to 2026-2027 (the
 * seed); Riley opens 2027-2028 from the School years page at 1280 px, confirms it, and sees it listed with its entry
 * in the trail; then the page in Spanish, to the confirmation of the year after, which is cancelled. Every screen is
 * checked with axe at 1280 and 375 px. Opening a year changes the shared data: the year after this story is 2028.
 */

async function checkScreenAtBothWidths(page: Page, name: string, language: Language = 'en'): Promise<void> {
  await atBothWidths(page, () => checkScreen(page, name, language));
}

async function staffPage(page: Page, browser: Browser, language: Language) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: page.viewportSize(),
    locale: intlTags[language],
  });
  const staff = await context.newPage();
  await signIn(staff, accounts.riley, { role: 'MeritCS', language });
  const t = translatorFor(language);
  await staff.getByRole('link', { name: t('schoolYears.open') }).click();
  await expect(staff).toHaveURL(/\/merit-cs\/school-years$/);
  await expect(staff.getByRole('heading', { level: 1, name: t('schoolYears.title') })).toBeVisible();
  return staff;
}

test('support staff open 2027-2028 with a confirmation, and see it listed and in the trail, in English and Spanish', async ({
  page,
  browser,
}) => {
  const en = translatorFor('en');
  const staff = await staffPage(page, browser, 'en');
  const years = staff.getByRole('table', { name: en('schoolYears.list.title') });
  await expect(years.getByRole('row').nth(1)).toContainText('2026-2027 | Y6');
  await expect(years.getByRole('row').nth(1)).toContainText('Open');
  await expect(years.getByRole('rowheader', { name: '2021-2022 | Y1' })).toBeVisible();
  const form = staff.getByRole('region', { name: en('schoolYears.form.title') });
  await expect(form.getByRole('button', { name: en('schoolYears.form.firstDateOfService') })).toHaveText(
    '07 / 01 / 2027',
  );
  await expect(form.getByRole('button', { name: en('schoolYears.form.lastClaimDay') })).toHaveText('08 / 31 / 2028');
  await expect(form.getByRole('textbox', { name: en('schoolYears.form.defaultAward') })).toHaveValue('1000');
  await checkScreenAtBothWidths(staff, 'school-years');

  // A wrong award is shown beside its field, and nothing is asked or opened.
  const award = form.getByRole('textbox', { name: en('schoolYears.form.defaultAward') });
  await award.fill('-5');
  await form.getByRole('button', { name: 'Open 2027-2028' }).click();
  await expect(award).toHaveAttribute('aria-invalid', 'true');
  await expect(award).toBeFocused();
  await checkScreenAtBothWidths(staff, 'school-years-refused');
  await award.fill('1000');

  await form.getByRole('button', { name: 'Open 2027-2028' }).click();
  const confirm = staff.getByRole('dialog', { name: en('meritCsScreen.confirm.title') });
  await expect(confirm).toContainText(
    'Open 2027-2028 | Y7 now? Claims can be for services from 7/1/2027 and submitted until 8/31/2028',
  );
  await expectAccessible(staff, 'school-years-confirmation');
  await confirm.getByRole('button', { name: en('meritCsScreen.confirm.proceed') }).click();
  const toast = staff.getByRole('status').filter({ hasText: '2027-2028 is open. Its award list can now be imported.' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 10_000 });

  await expect(years.getByRole('row').nth(1)).toContainText('2027-2028 | Y7');
  await expect(form.getByRole('button', { name: 'Open 2028-2029' })).toBeVisible();
  const trail = staff.getByRole('list', { name: en('schoolYears.trail.title') });
  await expect(trail.getByRole('listitem').first()).toContainText('Opened 2027-2028');
  await expect(trail.getByRole('listitem').first()).toContainText('By Riley');
  await checkScreenAtBothWidths(staff, 'school-years-opened');
  // Every screen reads the new year from the API at once.
  const listed = await staff.request.get('/api/school-years');
  const { data } = (await listed.json()) as { data: { startYear: number; state: string }[] };
  expect(data.at(-1)).toMatchObject({ startYear: 2027, state: 'open' });
  await staff.context().close();

  // In Spanish: the years, the trail, and the confirmation of the next year, which is cancelled.
  const es = translatorFor('es');
  const spanish = await staffPage(page, browser, 'es');
  await expect(
    spanish
      .getByRole('table', { name: es('schoolYears.list.title') })
      .getByRole('row')
      .nth(1),
  ).toContainText('2027-2028 | Y7');
  await expect(spanish.getByRole('list', { name: es('schoolYears.trail.title') })).toContainText('Se abrió 2027-2028');
  await checkScreenAtBothWidths(spanish, 'school-years-es', 'es');
  await spanish.getByRole('button', { name: 'Abrir 2028-2029' }).click();
  const question = spanish.getByRole('dialog', { name: es('meritCsScreen.confirm.title') });
  await expect(question).toContainText('¿Abrir 2028-2029 | Y8 ahora?');
  await expectAccessible(spanish, 'school-years-confirmation-es', 'es');
  await question.getByRole('button', { name: es('app.cancel') }).click();
  await expect(question).toBeHidden();
  await spanish.context().close();
});
