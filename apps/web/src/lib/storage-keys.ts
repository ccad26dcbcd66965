/** Where the session and the tokens are kept in local storage. */
export const SESSION_KEY = 'ace.session';
export const TOKENS_KEY = 'ace.tokens';

/**
 * Nothing of a session is kept: nobody is signed in or half-way through signing in. Read without parsing what is
 * kept, so the login screens can decide this before the session's schemas are loaded.
 */
export function nothingStored(): boolean {
  try {
    return window.localStorage.getItem(SESSION_KEY) === null && window.localStorage.getItem(TOKENS_KEY) === null;
  } catch {
    return true;
  }
}
