import { readAccessToken } from '@ace/app-core/access-token';
import { createExternalStore } from '@ace/app-core/external-store';
import { currentTranslator } from '@ace/app-core/i18n';
import { ApiError } from '@ace/api-client';
import { TOAST_DURATION_MS } from '@ace/domain';
import { api, meritAgent } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { logout } from '../session/auth';
import { setRedirectUserType, setUser } from '../session/session-store';
import { tokenStore } from '../session/token-store';
import type { Tokens } from '@ace/app-core/access-token';

/**
 * The parent's login and terms flow of spec section 4 (steps 1-4, 7-8): the system browser hands back tokens →
 * agent links → the terms modal when needed → accept terms and link the entity → parent login-success.
 */
export type SignInState =
  { step: 'idle' } | { step: 'browser' } | { step: 'checking' } | { step: 'terms'; email: string | null };

export const signInStore = createExternalStore<SignInState>({ step: 'idle' });

function accessClaims() {
  const tokens = tokenStore.get();
  if (tokens === null) throw new Error('No access token after signing in');
  return readAccessToken(tokens.accessToken);
}

/** Parent login-success, or the not-eligible screen when the API has no parent record of the person. */
async function completeLogin(): Promise<void> {
  try {
    const { data } = await api.login.parentLoginSuccess();
    setUser(data);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NOT_REGISTERED')) throw error;
    setUser({ type: 'Parent', notRegistered: true, email: accessClaims().email ?? '' });
  }
  signInStore.set({ step: 'idle' });
}

/** Any failure of the flow: the server's message or the generic one, at the top, then logout (spec section 8). */
export function failSignIn(error: unknown): void {
  signInStore.set({ step: 'idle' });
  if (error instanceof ApiError && error.status === 401) {
    // The 401 handler has logged out already.
  } else if (error instanceof ApiError && error.status !== 0) {
    showToast('danger', error.message, { autoCloseMs: TOAST_DURATION_MS.loginError, position: 'top' });
  } else {
    showToast('danger', currentTranslator()('login.failed'), { position: 'top' });
  }
  logout();
}

export function browserOpened(): void {
  signInStore.set({ step: 'browser' });
}

/** The browser was closed or the person cancelled: back to the splash, signed out. */
export function browserCancelled(): void {
  signInStore.set({ step: 'idle' });
  logout();
}

/** Steps 1-3 once the tokens are here: the agent's links decide between the terms modal and login-success. */
export async function continueSignIn(tokens: Tokens): Promise<void> {
  signInStore.set({ step: 'checking' });
  try {
    tokenStore.set(tokens);
    const claims = accessClaims();
    const links = await meritAgent.links(claims.agentId);
    if (!links.capabilitiesApproved || !links.tosAccepted) {
      setRedirectUserType('Parent');
      signInStore.set({ step: 'terms', email: claims.email });
      return;
    }
    await completeLogin();
  } catch (error) {
    failSignIn(error);
  }
}

/** Allow in the terms modal: accept the terms, link the entity, then login-success (step 4). */
export async function allowTerms(): Promise<void> {
  if (signInStore.get().step !== 'terms') return;
  signInStore.set({ step: 'checking' });
  try {
    const claims = accessClaims();
    await meritAgent.acceptTerms(claims.agentId);
    await meritAgent.linkEntity(claims.agentId, claims.entityId);
    await completeLogin();
  } catch (error) {
    failSignIn(error);
  }
}

/** Cancel or back in the terms modal logs out (step 7). */
export function cancelSignIn(): void {
  signInStore.set({ step: 'idle' });
  logout();
}
