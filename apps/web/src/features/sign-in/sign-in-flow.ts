import { ApiError } from '@ace/api-client';
import { parseUserType, TOAST_DURATION_MS, type UserType } from '@ace/domain';
import { api, meritAgent } from '../../lib/api.ts';
import { createExternalStore } from '../../lib/external-store.ts';
import { currentTranslator } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toasts.ts';
import { logout, oidcSettings } from '../session/auth.ts';
import { sessionStore, setRedirectUserType, setUser } from '../session/session-store.ts';
import { readAccessToken, tokenStore } from '../session/token-store.ts';
import { openSignInWindow, SignInCancelled, signInWithPopup, signInWithRedirect } from './oidc.ts';

/**
 * The login and terms flow of spec section 4 (steps 1-9), outside React so that it survives the router changing
 * navigation set under it: popup → agent links → terms modal when needed → accept terms and link entity →
 * login-success for the redirect user type.
 */
export type SignInState =
  { step: 'idle' } | { step: 'popup' } | { step: 'checking' } | { step: 'terms'; email: string | null };

export const signInStore = createExternalStore<SignInState>({ step: 'idle' });

function accessClaims() {
  const tokens = tokenStore.get();
  if (tokens === null) throw new Error('No access token after signing in');
  return readAccessToken(tokens.accessToken);
}

/** Login-success for the redirect type; a parent without a parent record is still signed in, to NotEligible. */
async function completeLogin(type: UserType): Promise<void> {
  switch (type) {
    case 'Parent':
      try {
        const { data } = await api.login.parentLoginSuccess();
        setUser(data);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'NOT_REGISTERED')) throw error;
        setUser({ type: 'Parent', notRegistered: true, email: accessClaims().email ?? '' });
      }
      break;
    case 'MeritCS':
    case 'ServiceProvider':
      // Their sign-in screens come with part 2 of the web portal.
      throw new Error(`Signing in as ${type} is not available yet`);
  }
  signInStore.set({ step: 'idle' });
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

/** Cancel, close or back in the terms modal logs out (step 7). */
export function cancelTerms(): void {
  signInStore.set({ step: 'idle' });
  logout();
}
