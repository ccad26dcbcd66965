import { ApiError } from '@ace/api-client';
import { parseUserType, TOAST_DURATION_MS, type Merit, type UserType } from '@ace/domain';
import { api, meritAgent } from '../../lib/api.ts';
import { createExternalStore } from '@ace/app-core/external-store';
import { currentTranslator } from '@ace/app-core/i18n';
import { showToast } from '../../lib/toasts.ts';
import { logout, oidcSettings } from '../session/auth.ts';
import { sessionStore, setProviderUser, setRedirectUserType, setUser } from '../session/session-store.ts';
import { readAccessToken } from '@ace/app-core/access-token';
import { tokenStore } from '../session/token-store.ts';
import { openSignInWindow, SignInCancelled, signInWithPopup, signInWithRedirect } from './oidc.ts';

/**
 * The login and terms flow of spec section 4 (steps 1-9), outside React so that it survives the router changing
 * navigation set under it: popup → agent links → terms modal when needed → accept terms and link entity →
 * login-success for the redirect user type.
 */
export type SignInState =
  | { step: 'idle' }
  | { step: 'popup' }
  | { step: 'checking' }
  | { step: 'terms'; email: string | null }
  | { step: 'selectOrg'; merits: Merit[] };

export const signInStore = createExternalStore<SignInState>({ step: 'idle' });

function accessClaims() {
  const tokens = tokenStore.get();
  if (tokens === null) throw new Error('No access token after signing in');
  return readAccessToken(tokens.accessToken);
}

/** Someone the programme has no record of in this role: signed in, to that role's not-registered screen. */
function signInUnregistered(type: UserType): void {
  setUser({ type, notRegistered: true, email: accessClaims().email ?? '' });
}

/** Login-success, or the not-registered screen when the API has no record of the person in this role. */
async function loginSuccessOrUnregistered(type: 'Parent' | 'MeritCS'): Promise<void> {
  try {
    const { data } = type === 'Parent' ? await api.login.parentLoginSuccess() : await api.login.meritCsLoginSuccess();
    setUser(data);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NOT_REGISTERED')) throw error;
    signInUnregistered(type);
  }
}

/** Login-success for the organisation a provider user acts for; the user and the organisation are kept together. */
async function completeProviderLogin(merit: Merit): Promise<void> {
  const { data } = await api.login.serviceProviderLoginSuccess(merit.id);
  setProviderUser(data, merit);
  signInStore.set({ step: 'idle' });
}

/**
 * Login-success for the redirect type (step 4). A provider user with one registered organisation acts for it;
 * with several they choose one (step 5); with none they see the not-registered screen.
 */
async function completeLogin(type: UserType): Promise<void> {
  if (type !== 'ServiceProvider') {
    await loginSuccessOrUnregistered(type);
    signInStore.set({ step: 'idle' });
    return;
  }
  const merits = await api.providers.accessMerits();
  const [only, ...others] = merits;
  if (only === undefined) {
    signInUnregistered(type);
    signInStore.set({ step: 'idle' });
  } else if (others.length === 0) {
    await completeProviderLogin(only);
  } else {
    signInStore.set({ step: 'selectOrg', merits });
  }
}

function fail(error: unknown): void {
  signInStore.set({ step: 'idle' });
  if (error instanceof SignInCancelled) {
    logout();
    return;
  }
  const t = currentTranslator();
  if (error instanceof ApiError && error.status === 401) {
    // The 401 handler has logged out and said so.
  } else if (error instanceof ApiError && error.status !== 0) {
    showToast('danger', error.message, { autoCloseMs: TOAST_DURATION_MS.loginError, position: 'top-center' });
  } else {
    showToast('danger', t('login.failed'), { position: 'top-center' });
  }
  logout();
}

/** Steps 1-3 once the tokens are here: the agent's links decide between the terms modal and login-success. */
export async function continueSignIn(type: UserType): Promise<void> {
  signInStore.set({ step: 'checking' });
  try {
    const claims = accessClaims();
    const links = await meritAgent.links(claims.agentId);
    if (!links.capabilitiesApproved || !links.tosAccepted) {
      setRedirectUserType(type);
      signInStore.set({ step: 'terms', email: claims.email });
      return;
    }
    await completeLogin(type);
  } catch (error) {
    fail(error);
  }
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

/** Allow in the terms modal: accept the terms, link the entity, then login-success (step 4). */
export async function allowTerms(): Promise<void> {
  if (signInStore.get().step !== 'terms') return;
  signInStore.set({ step: 'checking' });
  try {
    const type = parseUserType(sessionStore.get().redirectUserType, currentTranslator());
    const claims = accessClaims();
    await meritAgent.acceptTerms(claims.agentId);
    await meritAgent.linkEntity(claims.agentId, claims.entityId);
    await completeLogin(type);
  } catch (error) {
    fail(error);
  }
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

/** Cancel, close or back in the terms modal or the Select Organisation modal logs out (step 7). */
export function cancelSignIn(): void {
  signInStore.set({ step: 'idle' });
  logout();
}
