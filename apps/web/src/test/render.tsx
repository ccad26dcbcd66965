import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { LogoutContext, RouterLinkContext } from '../components/page-layout.tsx';
import { logout } from '../features/session/auth.ts';
import { theme } from '../app/theme.ts';
import { datesSettings } from '../lib/dates-settings.ts';
import { I18nProvider } from '@ace/app-core/i18n';

/** Renders a screen piece with the app's providers and a memory router. */
export function renderWithApp(element: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <I18nProvider>
      <MantineProvider theme={theme}>
        <DatesProvider settings={datesSettings('en')}>
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
