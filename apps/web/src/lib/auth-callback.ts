/** Where the identity provider sends the sign-in back to, and how the popup hands it to the portal's window. */
export const CALLBACK_PATH = '/auth/callback';
export const CALLBACK_MESSAGE = 'ace-oidc-callback';

/**
 * /auth/callback inside the sign-in popup: hands the answer to the window that opened it and closes, without
 * loading the portal a second time. Answers false when this is not the popup (a redirect sign-in in the main
 * window), which the app then finishes itself.
 */
export function handOverPopupCallback(): boolean {
  if (window.location.pathname !== CALLBACK_PATH) return false;
  const opener = window.opener as Window | null;
  if (opener === null || opener === window) return false;
  // Only a window of this origin receives the answer; the opener checks that it comes from its own popup.
  opener.postMessage({ type: CALLBACK_MESSAGE, url: window.location.href }, window.location.origin);
  // The portal's window closes this one once it has the answer; if it is gone, close anyway.
  window.setTimeout(() => {
    window.close();
  }, 3000);
  return true;
}
