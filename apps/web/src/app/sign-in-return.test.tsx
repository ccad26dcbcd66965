import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildParent } from '@ace/app-core/test-factories';
import { I18nProvider } from '@ace/app-core/i18n';
import type { Session } from '@ace/app-core/session';
import type { NavigationSet } from '@ace/domain';
import { parentReturnPathFrom } from '../lib/parent-return-path.ts';
import { splashPath } from '../lib/paths.ts';
import { routesFor } from './routes.tsx';
import { theme } from '../lib/theme.ts';

const signedOut: Session = { user: null, selectedOrg: null, redirectUserType: null };

/** The app's routes of a navigation set, opened at an address; answers where the router ends up. */
async function landingOf(set: NavigationSet, session: Session, address: string): Promise<string> {
  const router = createMemoryRouter(routesFor(set, session), { initialEntries: [address] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const { unmount } = render(
    <I18nProvider>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname + router.state.location.search).not.toBe(address);
  });
  const { pathname, search } = router.state.location;
  unmount();
  router.dispose();
  return pathname + search;
}

describe("a parent's sign-in from a link to one of their pages", () => {
  it('shows the splash, keeping the page to come back to', async () => {
    expect(await landingOf('preLogin', signedOut, '/claims/57')).toBe('/?returnTo=%2Fclaims%2F57');
  });

  it('comes back to that page once signed in', async () => {
    const parent = { ...signedOut, user: buildParent() };
    expect(await landingOf('parentWeb', parent, '/?returnTo=%2Fclaims%2F57')).toBe('/claims/57');
    expect(await landingOf('parentWeb', parent, '/')).toBe('/dashboard');
  });

  it('comes back only to a parent page of this portal', () => {
    expect(parentReturnPathFrom('?returnTo=%2Fsubmit-new-claim%3FchildId%3D3')).toBe('/submit-new-claim?childId=3');
    for (const elsewhere of [
      'https://evil.example/claims/57',
      '//evil.example/claims/57',
      '/\\evil.example/claims/57',
      'claims/57',
      '/merit-cs/dashboard',
      '/review-claim?token=abc',
      '',
    ]) {
      expect(parentReturnPathFrom(`?returnTo=${encodeURIComponent(elsewhere)}`)).toBeNull();
    }
    expect(parentReturnPathFrom('')).toBeNull();
  });

  it('needs no way back from the dashboard, the place a parent lands anyway', () => {
    expect(splashPath('/dashboard')).toBe('/');
    expect(splashPath('/claims/57')).toBe('/?returnTo=%2Fclaims%2F57');
  });
});
