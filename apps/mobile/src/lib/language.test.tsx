import { buildChild, buildParent } from '@ace/app-core/test-factories';
import { displayStatusId, formatListDate, translatorFor } from '@ace/domain';
import { fireEvent, renderRouter, screen, waitFor, within } from 'expo-router/testing-library';
import { getLocales, type Locale } from 'expo-localization';
import { languageStorage } from './language-storage';
import { ok, refused, stubApi } from '../test/api-stub';
import { keepLanguageRoute, keptLanguageRoute, languageCalls, resetLanguage } from '../test/language';
import { meritDiscoveryRoute, upToDateRoute } from '../test/routes';
import { storeSignedIn } from '../test/session';
import { clearSession } from './session-store';
import { tokenStore } from './token-store';
import type * as Language from './language';

const en = translatorFor('en');
const es = translatorFor('es');
const claim = {
  id: 31,
  amount: 1250.5,
  createdAt: '2023-10-02T15:00:00.000Z',
  status: 'Accepted' as const,
  payoutWaitsForYourBank: false,
  appealWaiting: false,
};
const parent = buildParent({
  children: [buildChild({ id: 7, firstName: 'Sofia', lastName: 'Garcia', claims: [claim] })],
});

beforeEach(() => {
  tokenStore.set(null);
  clearSession();
  resetLanguage();
});

/** A language of the phone's settings as expo-localization describes it (the app reads only its tag). */
function deviceLocale(languageTag: string): Locale {
  return {
    languageTag,
    languageCode: languageTag.slice(0, 2),
    languageScriptCode: null,
    regionCode: languageTag.slice(3),
    languageRegionCode: languageTag.slice(3),
    currencyCode: null,
    currencySymbol: null,
    languageCurrencyCode: null,
    languageCurrencySymbol: null,
    decimalSeparator: '.',
    digitGroupingSeparator: ',',
    textDirection: 'ltr',
    measurementSystem: null,
    temperatureUnit: null,
  };
}

/** The switch: a radio group named 'Language' (a group is not one element to a screen reader: found by its name). */
async function pressSpanish(): Promise<void> {
  const group = await screen.findByLabelText(en('app.language.label'));
  expect(group).toHaveProp('accessibilityRole', 'radiogroup');
  await fireEvent.press(within(group).getByRole('radio', { name: 'Español' }));
}

describe('the language', () => {
  it('follows the first of the phone’s languages the portal speaks, until one is chosen', () => {
    jest.mocked(getLocales).mockReturnValueOnce([deviceLocale('fr-CA'), deviceLocale('es-MX'), deviceLocale('en-US')]);
    jest.isolateModules(() => {
      const { language } = jest.requireActual<typeof Language>('./language');
      expect(language.store.get()).toEqual({ locale: 'es', chosen: false });
    });
  });

  it('switches the splash to Spanish at once, and keeps the choice on the phone only, signed out', async () => {
    const calls = stubApi([upToDateRoute, meritDiscoveryRoute]);
    await renderRouter('./src/app', { initialUrl: '/' });
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    await pressSpanish();
    const title = es('login.parent.title', { programme: es('app.programmeName') });
    expect(title).not.toBe(en('login.parent.title', { programme: en('app.programmeName') }));
    expect(screen.getByRole('header', { name: title })).toBeOnTheScreen();
    expect(screen.getByText(es('login.parent.subtitle'))).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: es('login.parent.button') })).toBeOnTheScreen();
    const group = screen.getByLabelText(es('app.language.label'));
    expect(within(group).getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(languageStorage.read()).toBe('es');
    expect(languageCalls(calls)).toEqual([]);
  });

  it('switches the dashboard to Spanish, its money and dates too, and the API keeps the choice', async () => {
    await storeSignedIn(parent);
    const calls = stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
      keptLanguageRoute(null),
      keepLanguageRoute,
    ]);
    await renderRouter('./src/app', { initialUrl: '/dashboard' });
    expect(await screen.findByRole('header', { name: en('dashboard.title') })).toBeOnTheScreen();
    await waitFor(() => {
      expect(languageCalls(calls)).toEqual(['GET']);
    });
    const englishDate = formatListDate(claim.createdAt);
    await pressSpanish();
    expect(screen.getByRole('header', { name: es('dashboard.title') })).toBeOnTheScreen();
    const spanishDate = formatListDate(claim.createdAt);
    expect(spanishDate).not.toBe(englishDate);
    const row = es('parentClaim.openFromHistory', { id: 31, amount: '$1,250.50' });
    expect(
      screen.getByRole('link', {
        name: `${row}, ${es('dashboard.history.date')} ${spanishDate}, $1,250.50, ${es(displayStatusId(claim.status))}`,
      }),
    ).toBeOnTheScreen();
    expect(
      screen.getByRole('button', { name: es('dashboard.newClaimFor', { name: 'Sofia Garcia' }) }),
    ).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: es('app.logout') })).toBeOnTheScreen();
    await waitFor(() => {
      expect(languageCalls(calls)).toEqual(['GET', 'PUT {"language":"es"}']);
    });
  });

  it('adopts the language the API keeps for a parent signed in earlier', async () => {
    await storeSignedIn(parent);
    stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
      keptLanguageRoute('es'),
    ]);
    await renderRouter('./src/app', { initialUrl: '/dashboard' });
    expect(await screen.findByRole('header', { name: es('dashboard.title') })).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(languageStorage.read()).toBe('es');
  });

  it('says so when the API cannot keep the choice, and stays in the chosen language', async () => {
    await storeSignedIn(parent);
    stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
      keptLanguageRoute(null),
      ['PUT', /^\/api\/user\/language$/, () => refused(400, 'BAD_REQUEST', 'Not a language of the portal')],
    ]);
    await renderRouter('./src/app', { initialUrl: '/dashboard' });
    await screen.findByRole('header', { name: en('dashboard.title') });
    await pressSpanish();
    expect(await screen.findByText('Not a language of the portal')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: es('dashboard.title') })).toBeOnTheScreen();
  });
});
