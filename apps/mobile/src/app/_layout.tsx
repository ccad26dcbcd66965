import '@ace/app-core/zod-without-eval';
import { I18nProvider } from '@ace/app-core/i18n';
import { eligibleParent } from '@ace/app-core/session';
import { failureReference } from '@ace/app-core/failure-message';
import { isBankReady } from '@ace/domain';
import { createQueryClient } from '@ace/app-core/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Stack, type ErrorBoundaryProps } from 'expo-router';
import { StatusBar } from 'expo-status-bar';
import { maybeCompleteAuthSession } from 'expo-web-browser';
import { useEffect, useState } from 'react';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { ToastHost } from '../components/toast-host';
import { UncaughtErrorScreen } from '../features/errors/error-screens';
import { keptLanguage } from '../lib/kept-language';
import { useLocale } from '../lib/language';
import { onLogout } from '../lib/auth';
import { mobileScreensOf } from '../lib/navigation-set';
import { useSession } from '../lib/session-store';
import { LoadingScreen } from '../features/startup/loading-screen';
import { UpdateScreen } from '../features/startup/update-screen';
import { useStartup } from '../features/startup/use-startup';

// The web build's sign-in window lands on this app again: hand its answer to the window that opened it.
maybeCompleteAuthSession();

function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(
    () =>
      onLogout(() => {
        queryClient.clear();
      }),
    [queryClient],
  );
  const locale = useLocale();
  return (
    <I18nProvider locale={locale}>
      <SafeAreaProvider>
        <QueryClientProvider client={queryClient}>
          <StatusBar style="dark" />
          {children}
          <ToastHost />
        </QueryClientProvider>
      </SafeAreaProvider>
    </I18nProvider>
  );
}

/**
 * The navigation sets of spec section 2 as guarded routes: a person only reaches the screens of their set. Signed
 * in, the app adopts the language the API keeps.
 */
function Navigation() {
  keptLanguage.useKeptLanguage();
  const session = useSession();
  const screens = mobileScreensOf(session);
  const parent = eligibleParent(session.user);
  return (
    <Stack screenOptions={{ headerShown: false }}>
      <Stack.Protected guard={screens === 'preLogin'}>
        <Stack.Screen name="index" />
        <Stack.Screen name="auth/callback" />
      </Stack.Protected>
      <Stack.Protected guard={screens === 'notEligible'}>
        <Stack.Screen name="not-eligible" />
      </Stack.Protected>
      <Stack.Protected guard={screens === 'parent'}>
        <Stack.Screen name="dashboard" />
        <Stack.Screen name="submit-new-claim" />
        <Stack.Screen name="non-ace-service-provider" />
        <Stack.Screen name="claims/[claimId]" />
        <Stack.Screen name="appeal-claim" />
        <Stack.Screen name="pre-approvals" />
        <Stack.Protected guard={parent !== null && !isBankReady(parent)}>
          <Stack.Screen name="parent/bank-account" />
        </Stack.Protected>
        <Stack.Screen name="bank-already-linked" />
        <Stack.Screen name="service-provider-connect-bank/success" />
        <Stack.Screen name="service-provider-connect-bank/failure" />
      </Stack.Protected>
    </Stack>
  );
}

/** The app: the pre-login checks first (loading, or the update screen), then the navigation set. */
export default function RootLayout() {
  const startup = useStartup();
  return (
    <Providers>
      {startup === 'loading' ? <LoadingScreen /> : startup === 'update' ? <UpdateScreen /> : <Navigation />}
    </Providers>
  );
}

/** An uncaught rendering error anywhere below. */
export function ErrorBoundary({ error, retry }: ErrorBoundaryProps) {
  return (
    <Providers>
      <UncaughtErrorScreen retry={retry} reference={failureReference(error)} />
    </Providers>
  );
}
