import { z } from 'zod';
import type { Tokens } from '@ace/app-core/access-token';
import { CALLBACK_MESSAGE } from '../../lib/auth-callback.ts';
import {
  completeSignIn,
  SignInCancelled,
  SignInFailed,
  startAuthorization,
  type OidcSettings,
  type PendingSignIn,
} from '../../lib/oidc.ts';

/**
 * The window a sign-in runs in: a popup (spec section 4, step 1) that /auth/callback answers with a message, or,
 * when the browser blocks popups, this window, which leaves for Merit and finishes the sign-in when it comes back.
 */

export const POPUP_NAME = 'ace-merit-sign-in';
const PENDING_KEY = 'ace.oidc.pending';
/** A person may take their time to sign in, but not forever. */
const POPUP_TIMEOUT_MS = 10 * 60_000;

/**
 * Opens the (empty) sign-in window. Call it synchronously in the click handler, before any await, or the browser
 * treats it as an unrequested popup and blocks it; null when it was blocked all the same.
 */
export function openSignInWindow(): Window | null {
  const width = 520;
  const height = 720;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open('', POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

function waitForCallback(popup: Window, origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      window.clearTimeout(timeout);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== CALLBACK_MESSAGE) return;
      if (!('url' in data) || typeof data.url !== 'string') return;
      finish();
      popup.close();
      resolve(data.url);
    };
    // A closed popup is a cancelled sign-in, unless its answer is still on its way: give it a moment.
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedPoll);
      window.setTimeout(() => {
        finish();
        reject(new SignInCancelled());
      }, 1000);
    }, 400);
    const timeout = window.setTimeout(() => {
      finish();
      popup.close();
      reject(new SignInCancelled());
    }, POPUP_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
  });
}

/** Signs in through the window opened by openSignInWindow. */
export async function signInWithPopup(settings: OidcSettings, popup: Window): Promise<Tokens> {
  let request: Awaited<ReturnType<typeof startAuthorization>>;
  try {
    request = await startAuthorization(settings);
  } catch (error) {
    popup.close();
    throw error;
  }
  popup.location.replace(request.url);
  const callbackUrl = await waitForCallback(popup, settings.origin);
  return completeSignIn(settings, callbackUrl, request.pending);
}

/** When popups are blocked: the same request in this window; the callback finishes it (finishRedirectSignIn). */
export async function signInWithRedirect(settings: OidcSettings): Promise<void> {
  const request = await startAuthorization(settings);
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(request.pending));
  window.location.assign(request.url);
}

const pendingSchema: z.ZodType<PendingSignIn> = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
});

/** On /auth/callback in the main window: finishes a redirect sign-in started by signInWithRedirect. */
export async function finishRedirectSignIn(settings: OidcSettings, callbackUrl: string): Promise<Tokens> {
  const stored = window.sessionStorage.getItem(PENDING_KEY);
  window.sessionStorage.removeItem(PENDING_KEY);
  const pending = pendingSchema.safeParse(stored === null ? null : JSON.parse(stored));
  if (!pending.success) throw new SignInFailed('No sign-in was started in this window');
  return completeSignIn(settings, callbackUrl, pending.data);
}
