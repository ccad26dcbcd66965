import { buildParent } from '@ace/app-core/test-factories';
import { translatorFor } from '@ace/domain';
import { exchangeCodeAsync, useAuthRequest } from 'expo-auth-session';
import { fireEvent, renderRouter, screen, waitFor } from 'expo-router/testing-library';
import { StyleSheet, type StyleProp, type ViewStyle } from 'react-native';
import { ok, refused, stubApi, type StubRoute } from '../../test/api-stub';
import { meritDiscoveryRoute, upToDateRoute } from '../../test/routes';
import { keepLanguageRoute, keptLanguageRoute, languageCalls, resetLanguage } from '../../test/language';
import { accessToken } from '../../test/session';
import { sessionStore } from '../../lib/session-store';
import { tokenStore } from '../../lib/token-store';

// The system browser is the phone's: Merit's answer is a code, traded here for tokens (see oidc.ts).
const mockPromptAsync = jest.fn(() => Promise.resolve({ type: 'success', params: { code: 'code-1' } }));
jest.mock('expo-auth-session', () => ({
  ...jest.requireActual<object>('expo-auth-session'),
  useAuthRequest: jest.fn(() => [{ codeVerifier: 'verifier-1' }, null, mockPromptAsync]),
  exchangeCodeAsync: jest.fn(),
}));

function linksRoute(accepted: boolean): StubRoute {
  return [
    'GET',
    /^\/merit\/v1\/agents\/agent-7\/links$/,
    () => ({ body: { capabilitiesApproved: accepted, tosAccepted: accepted } }),
  ];
}

const agentRoutes: StubRoute[] = [
  ['POST', /^\/merit\/v1\/agents\/agent-7\/accept-tos$/, () => ({ body: {} })],
  ['PUT', /^\/merit\/v1\/agents\/agent-7\/link\/entity-7$/, () => ({ body: {} })],
];

beforeEach(() => {
  resetLanguage();
  tokenStore.set(null);
  sessionStore.set({ user: null, selectedOrg: null, redirectUserType: null });
  jest.mocked(exchangeCodeAsync).mockResolvedValue({
    accessToken: accessToken({ email: 'maria.garcia@example.com' }),
    refreshToken: 'refresh-1',
    expiresIn: 3600,
    issuedAt: Math.floor(Date.now() / 1000),
  } as never);
});

async function pressLogin(): Promise<void> {
  const app = renderRouter('./src/app', { initialUrl: '/' });
  await app;
  await fireEvent.press(await screen.findByRole('button', { name: 'Login with Merit' }));
}

/** Merit and the API of a parent who already accepted the terms. */
const signedInRoutes: StubRoute[] = [
  upToDateRoute,
  meritDiscoveryRoute,
  linksRoute(true),
  ['POST', /^\/api\/login\/parent\/login\/success$/, () => ok(buildParent())],
  ['GET', /^\/api\/user\/parent$/, () => ok(buildParent())],
];

const es = translatorFor('es');

describe('signing in', () => {
  it('asks Merit with PKCE and a forced login for the three scopes, redirecting to the app', async () => {
    stubApi([upToDateRoute, meritDiscoveryRoute, linksRoute(true)]);
    await pressLogin();
    const [config] = jest.mocked(useAuthRequest).mock.calls[0] ?? [];
    expect(config).toMatchObject({
      clientId: 'ace-portal-mobile',
      redirectUri: 'aceportal://auth/callback',
      scopes: ['openid', 'profile', 'offline_access'],
      prompt: 'login',
      usePKCE: true,
    });
    expect(jest.mocked(exchangeCodeAsync).mock.calls[0]?.[0]).toMatchObject({
      code: 'code-1',
      extraParams: { code_verifier: 'verifier-1' },
    });
  });

  it('shows the terms modal on a first sign-in, Allow only once accepted, then the dashboard', async () => {
    const calls = stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      linksRoute(false),
      ...agentRoutes,
      ['POST', /^\/api\/login\/parent\/login\/success$/, () => ok(buildParent())],
      ['GET', /^\/api\/user\/parent$/, () => ok(buildParent())],
    ]);
    await pressLogin();
    expect(
      await screen.findByText('Ohio ACE Portal requests access to the Merit account of maria.garcia@example.com'),
    ).toBeOnTheScreen();
    expect(screen.getByText('• view name and primary email')).toBeOnTheScreen();
    expect(screen.getByText('This includes all accepted and pending merits')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeDisabled();
    await fireEvent.press(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await fireEvent.press(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('header', { name: 'Your students' })).toBeOnTheScreen();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(
      expect.arrayContaining([
        'POST /merit/v1/agents/agent-7/accept-tos',
        'PUT /merit/v1/agents/agent-7/link/entity-7',
        'POST /api/login/parent/login/success',
      ]),
    );
    expect(tokenStore.get()?.refreshToken).toBe('refresh-1');
  });

  it('logs out when the terms are cancelled', async () => {
    stubApi([upToDateRoute, meritDiscoveryRoute, linksRoute(false)]);
    await pressLogin();
    await fireEvent.press(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(tokenStore.get()).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
  });

  it("shows the server's message when login-success fails, and stays signed out", async () => {
    stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      linksRoute(true),
      ['POST', /^\/api\/login\/parent\/login\/success$/, () => refused(403, 'FORBIDDEN', 'Your account is locked')],
    ]);
    await pressLogin();
    expect(await screen.findByText('Your account is locked')).toBeOnTheScreen();
    expect(tokenStore.get()).toBeNull();
  });

  it('starts the login screen at the top: no empty band above the language switch', async () => {
    stubApi([upToDateRoute, meritDiscoveryRoute]);
    await renderRouter('./src/app', { initialUrl: '/' });
    expect(await screen.findByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
    const centred: unknown[] = [];
    for (let node = screen.getByLabelText('Language').parent; node !== null; node = node.parent) {
      const props = node.props as { style?: StyleProp<ViewStyle>; contentContainerStyle?: StyleProp<ViewStyle> };
      for (const style of [props.style, props.contentContainerStyle]) {
        if (StyleSheet.flatten(style)?.justifyContent === 'center') centred.push(node.type);
      }
    }
    expect(centred).toEqual([]);
  });

  it('shows the generic failure text when Merit cannot be reached', async () => {
    stubApi([upToDateRoute, meritDiscoveryRoute]);
    jest.mocked(exchangeCodeAsync).mockRejectedValueOnce(new TypeError('Network request failed'));
    await pressLogin();
    expect(await screen.findByText('There was a problem logging in')).toBeOnTheScreen();
  });

  it('shows NotEligible to a person without a parent record', async () => {
    stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      linksRoute(true),
      ['POST', /^\/api\/login\/parent\/login\/success$/, () => refused(403, 'NOT_REGISTERED', 'Not a parent')],
    ]);
    await pressLogin();
    expect(
      await screen.findByText("It looks like you don't have any students in the Ohio ACE Program"),
    ).toBeOnTheScreen();
  });

  it('shows the screens in the language the API keeps, once signed in', async () => {
    stubApi([...signedInRoutes, keptLanguageRoute('es')]);
    await pressLogin();
    expect(await screen.findByRole('header', { name: es('dashboard.title') })).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('hands the API a language chosen on the splash when it keeps none', async () => {
    const calls = stubApi([...signedInRoutes, keptLanguageRoute(null), keepLanguageRoute]);
    await renderRouter('./src/app', { initialUrl: '/' });
    await fireEvent.press(await screen.findByRole('radio', { name: 'Español' }));
    await fireEvent.press(screen.getByRole('button', { name: es('login.parent.button') }));
    expect(await screen.findByRole('header', { name: es('dashboard.title') })).toBeOnTheScreen();
    await waitFor(() => {
      expect(languageCalls(calls)).toEqual(['GET', 'PUT {"language":"es"}']);
    });
  });
});
