import { createTranslator, esFrameTexts, frameTexts, type Locale, type Translate, type UserType } from '@ace/domain';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TranslatorProvider } from '@ace/app-core/translator';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SkipLink } from '../components/page-layout.tsx';
import { useLocale } from '../lib/language.ts';
import { nothingStored } from '../lib/storage-keys.ts';
import { SignInPanel } from '../features/sign-in/sign-in-panel.tsx';
import { whenIdle } from '../lib/when-idle.ts';
import { meritCsPaths, paths, providerPaths } from '../lib/paths.ts';
import { theme } from '../lib/theme.ts';

const loadApp = () => import('./app.tsx');
const loadSignIn = () => import('../features/sign-in/sign-in-flow.ts');
const App = lazy(async () => ({ default: (await loadApp()).App }));

/** The texts of the frame and the login screens, in each language; the portal brings the whole catalogue with it. */
const frameTranslators: Readonly<Record<Locale, Translate>> = {
  en: createTranslator(frameTexts, 'en'),
  es: createTranslator(esFrameTexts, 'es'),
};

/**
 * The login screen a signed-out visit opens here, if any: the parent splash, the support staff or the service
 * provider login. Anyone with something of a session kept gets the whole portal, which reads it.
 */
export function signedOutLoginAt(pathname: string): UserType | null {
  if (!nothingStored()) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.splash) return 'Parent';
  if (meritCsPaths.includes(path)) return 'MeritCS';
  if (providerPaths.includes(path)) return 'ServiceProvider';
  return null;
}

/**
 * The first screen. A signed-out visit to a login screen shows it with only what it takes to draw it; the sign-in
 * code loads when the browser is idle, the rest of the portal when the login button is about to be used, and the
 * click hands over to the portal's own login screen at the same address (docs/adr/0012). Any other visit loads the
 * whole portal at once.
 */
export function Start({ login }: { login: UserType | null }) {
  const [signingIn, setSigningIn] = useState(false);
  const locale = useLocale();

  useEffect(() => {
    if (login !== null) {
      whenIdle(() => {
        void loadSignIn();
      });
    }
  }, [login]);

  const panel = (userType: UserType, loading: boolean) => (
    <>
      <SkipLink />
      <SignInPanel
        userType={userType}
        loading={loading}
        onIntent={() => {
          void loadApp();
        }}
        onSignIn={() => {
          setSigningIn(true);
          void loadSignIn().then(({ startSignIn }) => {
            startSignIn(userType);
          });
        }}
      />
    </>
  );

  return (
    <TranslatorProvider translator={frameTranslators[locale]}>
      <MantineProvider theme={theme}>
        {login !== null && !signingIn ? (
          panel(login, false)
        ) : (
          <Suspense fallback={login === null ? <LoadingScreen /> : panel(login, true)}>
            <App />
          </Suspense>
        )}
      </MantineProvider>
    </TranslatorProvider>
  );
}
