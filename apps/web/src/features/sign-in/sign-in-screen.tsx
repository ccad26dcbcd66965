import type { UserType } from '@ace/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useExternalStore } from '@ace/app-core/external-store';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { sessionStore } from '../session/session-store.ts';
import { tokenStore } from '../session/token-store.ts';
import { useBackLogsOut } from './use-back-logs-out.ts';
import {
  allowTerms,
  cancelSignIn,
  chooseOrganisation,
  continueSignIn,
  signInStore,
  startSignIn,
} from './sign-in-flow.ts';
import { TermsModal } from './terms-modal.tsx';

/** Only people of several organisations see it: loaded when they do, not with every login screen. */
const SelectOrganisationModal = lazy(async () => ({
  default: (await import('./select-organisation-modal.tsx')).SelectOrganisationModal,
}));

/**
 * A login screen (parent splash, support staff, service provider): a title, a line, the login button and what
 * else the screen shows, with the modals of the login flow (terms, organisation) over it.
 */
export function SignInScreen({
  userType,
  title,
  subtitle,
  buttonLabel,
  children,
}: {
  userType: UserType;
  title: string;
  subtitle: string;
  buttonLabel: string;
  children?: ReactNode;
}) {
  const t = useT();
  const state = useExternalStore(signInStore);
  usePageTitle(subtitle);

  // Tokens without a user: a reload in the middle of signing in, or the end of a redirect sign-in. Carry on.
  useEffect(() => {
    if (signInStore.get().step === 'idle' && tokenStore.get() !== null && sessionStore.get().user === null) {
      void continueSignIn(sessionStore.get().redirectUserType ?? userType);
    }
  }, [userType]);

  useBackLogsOut(state.step === 'terms' || state.step === 'selectOrg', cancelSignIn);

  if (state.step === 'checking') return <LoadingScreen label={t('login.signingIn')} />;

  return (
    <PageLayout signedIn={false} size="sm">
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Stack gap="lg" align="center" ta="center">
          <Title order={1}>{title}</Title>
          <Text size="lg">{subtitle}</Text>
          <Button
            size="lg"
            fullWidth
            maw={360}
            loading={state.step === 'popup'}
            onClick={() => {
              startSignIn(userType);
            }}
          >
            {buttonLabel}
          </Button>
          {children}
        </Stack>
      </Paper>
      <TermsModal
        opened={state.step === 'terms'}
        email={state.step === 'terms' ? state.email : null}
        onAllow={() => {
          void allowTerms();
        }}
        onCancel={cancelSignIn}
      />
      {state.step === 'selectOrg' && (
        <Suspense fallback={null}>
          <SelectOrganisationModal
            merits={state.merits}
            onContinue={(orgId) => {
              void chooseOrganisation(orgId);
            }}
            onClose={cancelSignIn}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
