import '../../test/node-binary-globals.ts';
import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@ace/app-core/i18n';
import type { UserType } from '@ace/domain';
import { theme } from '../../lib/theme.ts';
import { fakeMerit } from '../../test/fake-merit.ts';
import { oidcSettings } from '../../lib/auth.ts';
import { tokenStore } from '../../lib/token-store.ts';
import RedirectCallbackScreen from './redirect-callback-screen.tsx';
import { cancelSignIn, startSignIn } from './sign-in-flow.ts';

/**
 * A sign-in with popups blocked leaves the portal for Merit in the same window and comes back at /auth/callback:
 * the person lands on the login screen they started from, with the page it was to send them back to.
 */

/** Merit as the browser meets it, at the portal's issuer. */
const merit = fakeMerit({ issuer: oidcSettings.issuer });

/** The request as the sign-in keeps it in this tab until the callback, or null before it leaves for Merit. */
function pendingRequest(): { state: string; nonce: string; verifier: string } | null {
  const pending = window.sessionStorage.getItem('ace.oidc.pending');
  return pending === null ? null : (JSON.parse(pending) as { state: string; nonce: string; verifier: string });
}

/**
 * Presses the login button of the screen at `address` with popups blocked and signs in at Merit: answers the
 * address Merit sends the person back to.
 */
async function leaveForMerit(type: UserType, address: string): Promise<string> {
  window.history.replaceState(null, '', address);
  startSignIn(type);
  const pending = await vi.waitFor(() => {
    const kept = pendingRequest();
    if (kept === null) throw new Error('The sign-in has not left for Merit yet');
    return kept;
  });
  return merit.authorizeKept(pending, oidcSettings.clientId, `${oidcSettings.origin}/auth/callback`);
}

/** Comes back from Merit at /auth/callback with a code; answers where the callback sends the person. */
async function comeBack(callbackUrl: string): Promise<string> {
  const { pathname: callbackPath, search: callbackSearch } = new URL(callbackUrl);
  const callback = callbackPath + callbackSearch;
  window.history.replaceState(null, '', callback);
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', Component: RedirectCallbackScreen },
      { path: '*', element: null },
    ],
    { initialEntries: [callback] },
  );
  const { unmount } = render(
    <I18nProvider>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  await waitFor(() => {
    expect(router.state.location.pathname).not.toBe('/auth/callback');
  });
  // The sign-in finished: Merit's tokens are kept.
  expect(tokenStore.get()?.accessToken).toMatch(/^at-/);
  const { pathname, search } = router.state.location;
  unmount();
  router.dispose();
  return pathname + search;
}

async function signInByRedirect(type: UserType, address: string): Promise<string> {
  const landing = await comeBack(await leaveForMerit(type, address));
  cancelSignIn();
  return landing;
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
  vi.stubGlobal('fetch', vi.fn(merit.fetch));
});

afterEach(() => {
  cancelSignIn();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a sign-in that leaves for Merit because popups are blocked', () => {
  it("brings a parent back to the splash with the link's page to return to", async () => {
    expect(await signInByRedirect('Parent', '/?returnTo=%2Fclaims%2F12')).toBe('/?returnTo=%2Fclaims%2F12');
  });

  it('brings support staff back to their login with the review link to return to', async () => {
    const reviewLink = '/merit-cs?returnTo=%2Freview-claim%3Ftoken%3Dabc';
    expect(await signInByRedirect('MeritCS', reviewLink)).toBe(reviewLink);
  });

  it('brings a provider back to the page they signed in at', async () => {
    expect(await signInByRedirect('ServiceProvider', '/service-provider/claim?claimId=7')).toBe(
      '/service-provider/claim?claimId=7',
    );
  });

  it('lands on the plain login screen when there is no page to return to', async () => {
    expect(await signInByRedirect('Parent', '/')).toBe('/');
    expect(await signInByRedirect('MeritCS', '/merit-cs')).toBe('/merit-cs');
  });

  it('never returns to an address outside the person’s own pages', async () => {
    for (const elsewhere of ['https://evil.example/claims/12', '//evil.example/claims/12', '/merit-cs/dashboard']) {
      expect(await signInByRedirect('Parent', `/?returnTo=${encodeURIComponent(elsewhere)}`)).toBe('/');
    }
    expect(await signInByRedirect('MeritCS', '/merit-cs?returnTo=%2F%2Fevil.example%2Freview-claim%3Ft')).toBe(
      '/merit-cs',
    );
    expect(await signInByRedirect('ServiceProvider', '/claims/12')).toBe('/service-provider');
  });

  it('checks the kept address again on the way back', async () => {
    const callback = await leaveForMerit('Parent', '/?returnTo=%2Fclaims%2F12');
    // Whatever else wrote to the tab's storage meanwhile, the callback goes only to a parent page here.
    window.sessionStorage.setItem('ace.oidc.loginAddress', '/?returnTo=https%3A%2F%2Fevil.example');
    expect(await comeBack(callback)).toBe('/');
  });
});
