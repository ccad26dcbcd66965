import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ExternalLink } from '../../components/external-link.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { config } from '../../lib/config.ts';
import { useExternalStore } from '../../lib/external-store.ts';
import { useT } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { sessionStore } from '../session/session-store.ts';
import { tokenStore } from '../session/token-store.ts';
import { allowTerms, cancelTerms, continueSignIn, signInStore, startSignIn } from './sign-in-flow.ts';
import { TermsModal } from './terms-modal.tsx';

/** The parent splash (spec section 2): welcome, 'Login to manage your account', the login button, help, footer. */
export default function SplashScreen() {
  const t = useT();
  const state = useExternalStore(signInStore);
  const programme = t('app.programmeName');
  usePageTitle(t('login.parent.subtitle'));

  // Tokens without a user: a reload in the middle of signing in, or the end of a redirect sign-in. Carry on.
  useEffect(() => {
    if (signInStore.get().step === 'idle' && tokenStore.get() !== null && sessionStore.get().user === null) {
      void continueSignIn(sessionStore.get().redirectUserType ?? 'Parent');
    }
  }, []);

  if (state.step === 'checking') return <LoadingScreen label={t('login.signingIn')} />;

  return (
    <PageLayout signedIn={false} size="sm">
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Stack gap="lg" align="center" ta="center">
          <Title order={1}>{t('login.parent.title', { programme })}</Title>
          <Text size="lg">{t('login.parent.subtitle')}</Text>
          <Button
            size="lg"
            fullWidth
            maw={360}
            loading={state.step === 'popup'}
            onClick={() => {
              startSignIn('Parent');
            }}
          >
            {t('login.parent.button')}
          </Button>
          <ExternalLink href={config.helpCenterUrl}>{t('login.parent.noEmailHelp')}</ExternalLink>
        </Stack>
      </Paper>
      <TermsModal
        opened={state.step === 'terms'}
        email={state.step === 'terms' ? state.email : null}
        onAllow={() => {
          void allowTerms();
        }}
        onCancel={cancelTerms}
      />
    </PageLayout>
  );
}
