import type { Tokens } from '@ace/app-core/access-token';
import { createSignInFlow } from '@ace/app-core/sign-in-flow';
import { api, meritAgent } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { logout } from '../../lib/auth';
import { sessionStore, setRedirectUserType, setUser } from '../../lib/session-store';
import { tokenStore } from '../../lib/token-store';

/**
 * The parent's login in the app (spec section 4, steps 1-4, 7-8): the system browser hands back tokens, then
 * app-core's sign-in flow (agent links, the terms modal when needed, parent login-success).
 */
const flow = createSignInFlow<{ step: 'browser' }>({
  api,
  meritAgent,
  tokenStore,
  setUser,
  setRedirectUserType,
  redirectUserType: () => sessionStore.get().redirectUserType,
  logout,
  showFailure: (message, autoCloseMs) => {
    showToast('danger', message, { autoCloseMs, position: 'top' });
  },
});

export const { signInStore, allowTerms, cancelSignIn, failSignIn } = flow;

export function browserOpened(): void {
  signInStore.set({ step: 'browser' });
}

/** The browser was closed or the person cancelled: back to the splash, signed out. */
export const browserCancelled = cancelSignIn;

/** The tokens the browser handed back: kept, then the shared steps for a parent. */
export async function continueSignIn(tokens: Tokens): Promise<void> {
  tokenStore.set(tokens);
  await flow.continueSignIn('Parent');
}
