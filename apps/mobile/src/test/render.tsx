import { I18nProvider } from '@ace/app-core/i18n';
import { SCHOOL_YEARS_QUERY_KEY } from '@ace/app-core/school-years';
import { buildSchoolYears } from '@ace/app-core/test-factories';
import type { Locale } from '@ace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderRouter } from 'expo-router/testing-library';
import type { ReactNode } from 'react';
import { Text } from 'react-native';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { ToastHost } from '../components/toast-host';

/**
 * Renders a screen piece with the app's providers and toasts, as the route at `/`, beside a dashboard route that
 * says so (the screens go there when they are done, with their parameters). Its texts are in `locale` (English unless
 * told; money and dates follow the language store, which a test in Spanish sets too).
 */
export async function renderWithApp(
  element: ReactNode,
  { locale = 'en' }: { locale?: Locale } = {},
): Promise<{ pathname: () => string; params: () => Record<string, string | string[]> }> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The programme's school years, as the app reads them once (useProgrammeYears): the specification's three.
  client.setQueryData(SCHOOL_YEARS_QUERY_KEY, buildSchoolYears());
  const withProviders = (child: ReactNode) => (
    <I18nProvider locale={locale}>
      <SafeAreaProvider>
        <QueryClientProvider client={client}>
          {child}
          <ToastHost />
        </QueryClientProvider>
      </SafeAreaProvider>
    </I18nProvider>
  );
  const app = renderRouter(
    {
      index: () => withProviders(element),
      dashboard: () => withProviders(<Text>Dashboard</Text>),
    },
    { initialUrl: '/' },
  );
  await app;
  return { pathname: () => app.getPathname(), params: () => app.getSearchParams() };
}
