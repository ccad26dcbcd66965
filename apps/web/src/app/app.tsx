import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/es';
import { useEffect } from 'react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { ChooseLanguageContext } from '../components/language-switch.tsx';
import { LogoutContext, RouterLinkContext } from '../components/page-layout.tsx';
import { AppErrorBoundary } from '../features/errors/error-boundary.tsx';
import { useLanguageChoice } from '../lib/kept-language.ts';
import { language, useLocale } from '../lib/language.ts';
import { logout, onLogout } from '../lib/auth.ts';
import { navigationSetOf, useSession } from '../lib/session-store.ts';
import { type Session } from '@ace/app-core/session';
import { currentTranslator, I18nProvider } from '@ace/app-core/i18n';
import { datesSettings } from '../lib/dates-settings.ts';
import { showToast } from '../lib/toasts.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { queryClient } from './query-client.ts';
import { prefetchScreens, routesFor, routesKey } from './routes.tsx';

let current: { key: string; router: ReturnType<typeof createBrowserRouter> } | null = null;

/**
 * One router per navigation set: when the set changes (sign-in, logout, a bank linked), a router with exactly
 * that set's routes takes over at the same address, so deep links keep working after a reload.
 */
function routerFor(session: Session) {
  const set = navigationSetOf(session);
  const key = routesKey(set, session);
  if (current?.key !== key) {
    current?.router.dispose();
    const routes = routesFor(set, session);
    current = { key, router: createBrowserRouter(routes) };
    // Signed in: the other screens of this person's set load while the browser is idle (not before sign-in).
    if (set !== 'preLogin') {
      whenIdle(() => {
        prefetchScreens(routes);
      });
    }
  }
  return current.router;
}

function Routes() {
  const session = useSession();
  return (
    <RouterLinkContext value={Link}>
      <RouterProvider router={routerFor(session)} />
    </RouterLinkContext>
  );
}

/**
 * The whole portal, with its router and the whole catalogue, under Start's Mantine provider, in the language of the
 * language store.
 */
export function App() {
  const locale = useLocale();
  const chooseLanguage = useLanguageChoice();
  // What the API wrote (its messages, its texts) is asked for again in the language now shown.
  useEffect(
    () =>
      language.store.subscribe(() => {
        void queryClient.invalidateQueries();
      }),
    [],
  );
  useEffect(
    () =>
      onLogout((reason) => {
        queryClient.clear();
        if (reason === 'expired') showToast('warning', currentTranslator()('api.unauthorized'));
      }),
    [],
  );
  return (
    <I18nProvider locale={locale}>
      <LogoutContext value={logout}>
        <ChooseLanguageContext value={chooseLanguage}>
          <DatesProvider settings={datesSettings(locale)}>
            <Notifications limit={3} />
            <AppErrorBoundary>
              <QueryClientProvider client={queryClient}>
                <Routes />
              </QueryClientProvider>
            </AppErrorBoundary>
          </DatesProvider>
        </ChooseLanguageContext>
      </LogoutContext>
    </I18nProvider>
  );
}
