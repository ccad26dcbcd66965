import { ApiError, type ApiClient, type MeritAgentApi } from '@ace/api-client';
import { parseUserType, TOAST_DURATION_MS, type UserType } from '@ace/domain';
import { readAccessToken, type AccessTokenClaims, type Tokens } from './access-token.ts';
import { createExternalStore, type ExternalStore } from './external-store.ts';
import { currentTranslator } from './i18n.tsx';
import type { SessionUser } from './session.ts';

/** Where a sign-in stands in the steps every app shares; each app adds its own (the popup, the browser…). */
export type SignInState<Own extends { step: string }> =
  { step: 'idle' } | { step: 'checking' } | { step: 'terms'; email: string | null } | Own;

/** What a flow offers the step that completes a service provider's login (organisations are the web's). */
export interface SignInSteps<Own extends { step: string }> {
  signInStore: ExternalStore<SignInState<Own>>;
  /** Someone the programme has no record of in this role: signed in, to that role's not-registered screen. */
  signInUnregistered: (type: UserType) => void;
}

export interface SignInFlowSetup<Own extends { step: string }> {
  api: Pick<ApiClient, 'login'>;
  meritAgent: MeritAgentApi;
  tokenStore: ExternalStore<Tokens | null>;
  setUser: (user: SessionUser) => void;
  setRedirectUserType: (type: UserType | null) => void;
  redirectUserType: () => UserType | null;
  logout: () => void;
  /** A login failure, shown at the top of the screen (spec section 8). */
  showFailure: (message: string, autoCloseMs: number) => void;
  /** Login-success of a service provider user; an app without provider screens leaves it out. */
  completeServiceProvider?: (steps: SignInSteps<Own>) => Promise<void>;
}

/**
 * The login and terms flow of spec section 4, outside React so that it survives the router changing navigation
 * set under it, the same in every app once the identity provider has handed back the tokens: the agent's links
 * decide between the terms modal and login-success; Allow accepts the terms and links the entity; Cancel, back or
 * any failure logs out, a failure with the server's message or 'There was a problem logging in'.
 */
export function createSignInFlow<Own extends { step: string }>(setup: SignInFlowSetup<Own>) {
  const { api, meritAgent, tokenStore, setUser, setRedirectUserType, logout, showFailure } = setup;
  const signInStore = createExternalStore<SignInState<Own>>({ step: 'idle' });

  function accessClaims(): AccessTokenClaims {
    const tokens = tokenStore.get();
    if (tokens === null) throw new Error('No access token after signing in');
    return readAccessToken(tokens.accessToken);
  }

  function signInUnregistered(type: UserType): void {
    setUser({ type, notRegistered: true, email: accessClaims().email ?? '' });
  }

  /** Login-success for the redirect type (step 4), or the not-registered screen when the API has no record. */
  async function completeLogin(type: UserType): Promise<void> {
    if (type === 'ServiceProvider') {
      if (setup.completeServiceProvider === undefined) throw new Error('This app has no service provider login');
      await setup.completeServiceProvider({ signInStore, signInUnregistered });
      return;
    }
    try {
      const { data } = type === 'Parent' ? await api.login.parentLoginSuccess() : await api.login.meritCsLoginSuccess();
      setUser(data);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NOT_REGISTERED')) throw error;
      signInUnregistered(type);
    }
    signInStore.set({ step: 'idle' });
  }

  /** Cancel, close or back in a sign-in modal, or the identity provider's window closed: signed out (step 7). */
  function cancelSignIn(): void {
    signInStore.set({ step: 'idle' });
    logout();
  }

  /** Any failure of the flow: the server's message or the generic one, at the top, then logout (spec section 8). */
  function failSignIn(error: unknown): void {
    if (error instanceof ApiError && error.status === 401) {
      // The 401 handler has logged out already.
    } else if (error instanceof ApiError && error.status !== 0) {
      showFailure(error.message, TOAST_DURATION_MS.loginError);
    } else {
      showFailure(currentTranslator()('login.failed'), TOAST_DURATION_MS.default);
    }
    cancelSignIn();
  }

  /** Steps 1-3 once the tokens are here: the agent's links decide between the terms modal and login-success. */
  async function continueSignIn(type: UserType): Promise<void> {
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
      failSignIn(error);
    }
  }

  /** Allow in the terms modal: accept the terms, link the entity, then login-success (step 4). */
  async function allowTerms(): Promise<void> {
    if (signInStore.get().step !== 'terms') return;
    signInStore.set({ step: 'checking' });
    try {
      const type = parseUserType(setup.redirectUserType(), currentTranslator());
      const claims = accessClaims();
      await meritAgent.acceptTerms(claims.agentId);
      await meritAgent.linkEntity(claims.agentId, claims.entityId);
      await completeLogin(type);
    } catch (error) {
      failSignIn(error);
    }
  }

  return { signInStore, continueSignIn, allowTerms, cancelSignIn, failSignIn };
}
