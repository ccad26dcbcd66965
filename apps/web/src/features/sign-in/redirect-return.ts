import type { UserType } from '@ace/domain';
import { matchPath } from 'react-router';
import { loginPathFor, meritCsLoginPath, paths, providerPaths, returnPathFrom, splashPath } from '../../lib/paths.ts';
import { parentReturnPathFrom } from '../../lib/parent-return-path.ts';

/**
 * A redirect sign-in (popups blocked) leaves the portal for Merit and comes back at /auth/callback, which cannot
 * know the login screen's address, nor with it the page to go back to: a parent's claim from an e-mail, a review
 * link, a provider's claim. The address waits in this tab's sessionStorage, beside the sign-in's PKCE state
 * (sign-in-window.ts), and is checked again on the way back, for it leads only to the person's own pages here.
 */
const LOGIN_ADDRESS_KEY = 'ace.oidc.loginAddress';

/** Before leaving for Merit: the login screen's address, path and query. */
export function keepLoginAddress(address: string): void {
  window.sessionStorage.setItem(LOGIN_ADDRESS_KEY, address);
}

/** The login screen of this kind of user, with the way back its address carried when that is still allowed. */
function loginAddressFor(type: UserType, address: string): string {
  const base = 'https://portal.invalid';
  const url = new URL(address, base);
  if (url.origin !== base) return loginPathFor(type);
  switch (type) {
    case 'Parent': {
      const back = parentReturnPathFrom(url.search);
      return back === null ? paths.splash : splashPath(back);
    }
    case 'MeritCS': {
      const back = returnPathFrom(url.search);
      return back === null ? paths.meritCsLogin : meritCsLoginPath(back);
    }
    case 'ServiceProvider':
      // A provider signs in at the page itself, which they stay on once signed in.
      return providerPaths.some((path) => matchPath(path, url.pathname) !== null)
        ? url.pathname + url.search
        : paths.providerLogin;
  }
}

/** Back from Merit: the login screen to go on at, with its way back (read once; the login of the kind without). */
export function takeLoginAddress(type: UserType): string {
  const address = window.sessionStorage.getItem(LOGIN_ADDRESS_KEY);
  window.sessionStorage.removeItem(LOGIN_ADDRESS_KEY);
  return address === null ? loginPathFor(type) : loginAddressFor(type, address);
}
