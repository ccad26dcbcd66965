import { MantineProvider, mergeThemeOverrides, Popover } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { LogoutContext, RouterLinkContext } from '../components/page-layout.tsx';
import { logout } from '../lib/auth.ts';
import { theme } from '../lib/theme.ts';
import { datesSettings } from '../lib/dates-settings.ts';
import { I18nProvider } from '@ace/app-core/i18n';
import { SCHOOL_YEARS_QUERY_KEY } from '@ace/app-core/school-years';
import { buildSchoolYears } from '@ace/app-core/test-factories';
import type { Locale } from '@ace/domain';

/**
 * The app's theme, but popovers stay shown when their anchor seems detached: jsdom lays nothing out (every box is
 * 0 by 0 at the corner), so floating-ui's hide middleware may find an open picker's anchor clipped, and Mantine then
 * hides the picker (display: none) — a race with the test looking for it, which it lost about half the time.
 */
const testTheme = mergeThemeOverrides(theme, {
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

/**
 * Renders a screen piece with the app's providers and a memory router, in English unless `locale` says otherwise
 * (dates follow the language store, which a test in Spanish sets too).
 */
export function renderWithApp(element: ReactNode, path = '/', { locale = 'en' }: { locale?: Locale } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The programme's school years, as the app reads them once (useProgrammeYears): the specification's three.
  client.setQueryData(SCHOOL_YEARS_QUERY_KEY, buildSchoolYears());
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <I18nProvider locale={locale}>
      <MantineProvider theme={testTheme}>
        <DatesProvider settings={datesSettings(locale)}>
          <Notifications />
          <QueryClientProvider client={client}>
            <LogoutContext value={logout}>
              <RouterLinkContext value={Link}>
                <RouterProvider router={router} />
              </RouterLinkContext>
            </LogoutContext>
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}
