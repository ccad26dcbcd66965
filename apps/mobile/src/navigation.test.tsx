import { buildChild, buildParent } from '@ace/app-core/test-factories';
import { fireEvent, renderRouter, screen, waitFor } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { clearSession } from './lib/session-store';
import { tokenStore } from './lib/token-store';
import { ok, refused, stubApi, type StubRoute } from './test/api-stub';
import { meritDiscoveryRoute, upToDateRoute } from './test/routes';
import { storeSignedIn } from './test/session';

const parent = buildParent({
  children: [buildChild({ id: 7, firstName: 'Sofia', lastName: 'Garcia' })],
});

function parentRoute(user = parent): StubRoute {
  return ['GET', /^\/api\/user\/parent$/, () => ok(user)];
}

beforeEach(() => {
  tokenStore.set(null);
  clearSession();
});

/** The whole app (its real routes and layout), as a phone opens it at a path. */
async function renderApp(initialUrl = '/'): Promise<{ pathname: () => string }> {
  const app = renderRouter('./src/app', { initialUrl });
  await app;
  return { pathname: () => app.getPathname() };
}

describe('the app', () => {
  it('shows the update screen, and nothing else, when the server says this version must be updated', async () => {
    const calls = stubApi([
      ['GET', /^\/api\/version\/1\.0\.0\/update$/, () => ok({ updateApp: true })],
      meritDiscoveryRoute,
    ]);
    await renderApp();
    expect(
      await screen.findByRole('header', { name: 'Update your application to the latest version' }),
    ).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Login with Merit' })).toBeNull();
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    await fireEvent.press(screen.getByRole('button', { name: 'Update Now' }));
    expect(openURL).toHaveBeenCalledWith('itms-apps://apps.apple.com/app/id0000000000');
    expect(calls[0]?.init.headers?.['x-client-platform']).toBe('ios');
  });

  it('shows the splash to a person who is not signed in', async () => {
    stubApi([upToDateRoute, meritDiscoveryRoute]);
    await renderApp('/dashboard');
    expect(await screen.findByRole('header', { name: 'Welcome to the Ohio ACE Program' })).toBeOnTheScreen();
    expect(screen.getByText('Login to manage your account')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
  });

  it('restores a signed-in parent before the first screen and shows the dashboard', async () => {
    await storeSignedIn(parent);
    stubApi([upToDateRoute, meritDiscoveryRoute, parentRoute()]);
    await renderApp('/');
    expect(await screen.findByRole('header', { name: 'Sofia Garcia' })).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'Your students' })).toBeOnTheScreen();
  });

  it('shows only NotEligible to a parent without students', async () => {
    const childless = buildParent({ children: [] });
    await storeSignedIn(childless);
    stubApi([upToDateRoute, meritDiscoveryRoute, parentRoute(childless)]);
    await renderApp('/dashboard');
    expect(
      await screen.findByText("It looks like you don't have any students in the Ohio ACE Program"),
    ).toBeOnTheScreen();
    expect(screen.queryByText('Your students')).toBeNull();
  });

  it('goes from the dashboard to the claim form, to the provider screen and back with the provider', async () => {
    await storeSignedIn(parent);
    stubApi([upToDateRoute, meritDiscoveryRoute, parentRoute()]);
    const app = await renderApp('/dashboard');
    await fireEvent.press(await screen.findByRole('button', { name: 'New claim for Sofia Garcia' }));
    expect(await screen.findByRole('header', { name: 'Submit a new claim' })).toBeOnTheScreen();
    expect(screen.getByText('For Sofia Garcia, 2023-2024 | Y3')).toBeOnTheScreen();

    await fireEvent.press(screen.getByRole('link', { name: 'Enter service provider information' }));
    expect(await screen.findByText('Tell us about the service provider who is not in the program.')).toBeOnTheScreen();
    await fireEvent.changeText(screen.getByLabelText('Name'), 'Cleveland Chess Club');
    await fireEvent.changeText(screen.getByLabelText('Address'), '1 Main St, Cleveland, OH');
    await fireEvent.changeText(screen.getByLabelText('Phone number'), '(216) 555-0100');
    await fireEvent.changeText(screen.getByLabelText('Email address'), 'chess@example.org');
    await fireEvent.changeText(screen.getByLabelText('Website'), 'chess.example.org');
    await fireEvent.press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Service provider entered by hand')).toBeOnTheScreen();
    expect(app.pathname()).toBe('/submit-new-claim');
    expect(screen.getByText('Cleveland Chess Club')).toBeOnTheScreen();
  });

  it('logs the parent out and back to the splash', async () => {
    await storeSignedIn(parent);
    stubApi([upToDateRoute, meritDiscoveryRoute, parentRoute()]);
    await renderApp('/dashboard');
    await fireEvent.press(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the 404 screen at an unknown address', async () => {
    stubApi([upToDateRoute, meritDiscoveryRoute]);
    await renderApp('/no-such-screen');
    expect(await screen.findByRole('header', { name: 'Page not found' })).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Go to the homepage' }));
    expect(await screen.findByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
  });

  it('shows the bank success screen on its route', async () => {
    await storeSignedIn(parent);
    stubApi([upToDateRoute, meritDiscoveryRoute, parentRoute()]);
    await renderApp('/service-provider-connect-bank/success');
    expect(
      await screen.findByText(
        'Your bank account has successfully been connected! You can now invoice to receive payments directly from Ohio ACE grants.',
      ),
    ).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(await screen.findByText('Your students')).toBeOnTheScreen();
  });

  it('logs out and shows the splash when the API answers 401', async () => {
    await storeSignedIn(parent);
    stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      ['GET', /^\/api\/user\/parent$/, () => refused(401, 'UNAUTHORIZED', 'Please sign in again')],
    ]);
    await renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
    expect(tokenStore.get()).toBeNull();
  });
});
