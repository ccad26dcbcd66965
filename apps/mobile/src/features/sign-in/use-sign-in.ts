import { Prompt, useAuthRequest } from 'expo-auth-session';
import { useEffect, useState } from 'react';
import type { DiscoveryDocument } from 'expo-auth-session';
import { config } from '../../lib/config';
import { signInRedirectUri } from '../../lib/redirect-uri';
import { exchangeCode, meritDiscovery, SIGN_IN_SCOPES } from '../../lib/oidc';
import { browserCancelled, browserOpened, continueSignIn, failSignIn } from './sign-in-flow';

/**
 * The 'Login with Merit' button's sign-in: the request (PKCE verifier, state) is prepared while the splash shows,
 * so a press opens the system browser at once (a browser only opens a window straight from a press).
 */
export function useSignIn(): { ready: boolean; signIn: () => void } {
  const [discovery, setDiscovery] = useState<DiscoveryDocument | null>(null);
  useEffect(() => {
    let current = true;
    meritDiscovery()
      .then((found) => {
        if (current) setDiscovery(found);
      })
      .catch(failSignIn);
    return () => {
      current = false;
    };
  }, []);
  const [request, , promptAsync] = useAuthRequest(
    {
      clientId: config.oidcClientId,
      redirectUri: signInRedirectUri(),
      scopes: SIGN_IN_SCOPES,
      prompt: Prompt.Login,
      usePKCE: true,
    },
    discovery,
  );
  const signIn = () => {
    if (request === null) return;
    browserOpened();
    promptAsync()
      .then(async (result) => {
        if (result.type === 'success') {
          const code = result.params.code;
          if (code === undefined || request.codeVerifier === undefined) throw new Error('Merit answered no code');
          await continueSignIn(await exchangeCode(code, request.codeVerifier));
        } else if (result.type === 'error') {
          throw result.error ?? new Error('Merit refused the sign-in');
        } else {
          browserCancelled();
        }
      })
      .catch(failSignIn);
  };
  return { ready: request !== null, signIn };
}
