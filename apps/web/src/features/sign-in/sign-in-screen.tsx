import type { UserType } from '@ace/domain';
import { lazy, Suspense, useEffect } from 'react';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useExternalStore } from '@ace/app-core/external-store';
import { useT } from '@ace/app-core/i18n';
import { sessionStore } from '../../lib/session-store.ts';
import { tokenStore } from '../../lib/token-store.ts';
import { useBackLogsOut } from './use-back-logs-out.ts';
import {
  allowTerms,
  cancelSignIn,
  chooseOrganisation,
  continueSignIn,
  signInStore,
  startSignIn,
} from './sign-in-flow.ts';
import { SignInPanel } from './sign-in-panel.tsx';
import { TermsModal } from './terms-modal.tsx';

/** Only people of several organisations see it: loaded when they do, not with every login screen. */
const SelectOrganisationModal = lazy(async () => ({
  default: (await import('./select-organisation-modal.tsx')).SelectOrganisationModal,
}));

/**
 * A login screen (parent splash, support staff, service provider) that signs in: its panel, with the modals of the
 * login flow (terms, organisation) over it.
 */
export function SignInScreen({ userType }: { userType: UserType }) {
  const t = useT();
  const state = useExternalStore(signInStore);

  // Tokens without a user: a reload in the middle of signing in, or the end of a redirect sign-in. Carry on.
  useEffect(() => {
    if (signInStore.get().step === 'idle' && tokenStore.get() !== null && sessionStore.get().user === null) {
      void continueSignIn(sessionStore.get().redirectUserType ?? userType);
    }
  }, [userType]);

  useBackLogsOut(state.step === 'terms' || state.step === 'selectOrg', cancelSignIn);

  if (state.step === 'checking') return <LoadingScreen label={t('login.signingIn')} />;

  return (
    <SignInPanel
      userType={userType}
      loading={state.step === 'popup'}
      onSignIn={() => {
        startSignIn(userType);
      }}
    >
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
    </SignInPanel>
  );
}
