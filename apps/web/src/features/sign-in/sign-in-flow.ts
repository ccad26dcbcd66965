import { createSignInFlow, type SignInSteps } from '@ace/app-core/sign-in-flow';
import type { Merit, UserType } from '@ace/domain';
import { api, meritAgent } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';
import { logout, oidcSettings } from '../../lib/auth.ts';
import { sessionStore, setProviderUser, setRedirectUserType, setUser } from '../../lib/session-store.ts';
import { tokenStore } from '../../lib/token-store.ts';
import { SignInCancelled } from '../../lib/oidc.ts';
import { openSignInWindow, signInWithPopup, signInWithRedirect } from './sign-in-window.ts';
import { keepLoginAddress } from './redirect-return.ts';

/**
 * The web's login (spec section 4, steps 1-9): app-core's sign-in flow, with the identity popup before it and the
 * Select Organisation step of a service provider user after it.
 */
type WebSteps = { step: 'popup' } | { step: 'selectOrg'; merits: Merit[] };

/** Login-success for the organisation a provider user acts for; the user and the organisation are kept together. */
async function completeProviderLogin(merit: Merit): Promise<void> {
  const { data } = await api.login.serviceProviderLoginSuccess(merit.id);
  setProviderUser(data, merit);
  signInStore.set({ step: 'idle' });
}

/**
 * A provider user with one registered organisation acts for it; with several they choose one (step 5); with none
 * they see the not-registered screen.
 */
async function completeServiceProvider(steps: SignInSteps<WebSteps>): Promise<void> {
  const merits = await api.providers.accessMerits();
  const [only, ...others] = merits;
  if (only === undefined) {
    steps.signInUnregistered('ServiceProvider');
    steps.signInStore.set({ step: 'idle' });
  } else if (others.length === 0) {
    await completeProviderLogin(only);
  } else {
    steps.signInStore.set({ step: 'selectOrg', merits });
  }
}

const flow = createSignInFlow<WebSteps>({
  api,
  meritAgent,
  tokenStore,
  setUser,
  setRedirectUserType,
  redirectUserType: () => sessionStore.get().redirectUserType,
  logout,
  showFailure: (message, autoCloseMs) => {
    showToast('danger', message, { autoCloseMs, position: 'top-center' });
  },
  completeServiceProvider,
});

export const { signInStore, continueSignIn, allowTerms, cancelSignIn } = flow;

function fail(error: unknown): void {
  if (error instanceof SignInCancelled) flow.cancelSignIn();
  else flow.failSignIn(error);
}

/** The login button: opens the identity popup at once (a click may open one), then runs the flow. */
export function startSignIn(type: UserType): void {
  if (signInStore.get().step !== 'idle') return;
  const popup = openSignInWindow();
  signInStore.set({ step: 'popup' });
  void (async () => {
    try {
      if (popup === null) {
        // Popups blocked: the same sign-in in this window; /auth/callback brings the person back here.
        setRedirectUserType(type);
        keepLoginAddress(window.location.pathname + window.location.search);
        await signInWithRedirect(oidcSettings);
        return;
      }
      tokenStore.set(await signInWithPopup(oidcSettings, popup));
      await continueSignIn(type);
    } catch (error) {
      fail(error);
    }
  })();
}

/** Continue in the Select Organisation modal (step 6), with an organisation the person chose. */
export async function chooseOrganisation(orgId: string): Promise<void> {
  const state = signInStore.get();
  if (state.step !== 'selectOrg') return;
  const merit = state.merits.find((candidate) => candidate.id === orgId);
  if (merit === undefined) throw new Error(`Organisation ${orgId} was not offered`);
  signInStore.set({ step: 'checking' });
  try {
    await completeProviderLogin(merit);
  } catch (error) {
    fail(error);
  }
}
