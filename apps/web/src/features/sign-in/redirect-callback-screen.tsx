import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useT } from '@ace/app-core/i18n';
import { showToast } from '../../lib/toasts.ts';
import { oidcSettings } from '../../lib/auth.ts';
import { sessionStore } from '../../lib/session-store.ts';
import type { Tokens } from '@ace/app-core/access-token';
import { tokenStore } from '../../lib/token-store.ts';
import { finishRedirectSignIn } from './sign-in-window.ts';
import { takeLoginAddress } from './redirect-return.ts';

/** The code can be traded once: a second effect run (development's strict mode) waits for the same answer. */
let finishing: Promise<Tokens> | null = null;

/**
 * /auth/callback in the main window, after a redirect sign-in (popups blocked): keep the tokens, go on at the
 * login screen the sign-in started from, with the page it was to send the person back to.
 */
export default function RedirectCallbackScreen() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    finishing ??= finishRedirectSignIn(oidcSettings, window.location.href);
    finishing
      .then((tokens) => {
        tokenStore.set(tokens);
      })
      .catch(() => {
        showToast('danger', t('login.failed'), { position: 'top-center' });
      })
      .finally(() => {
        finishing = null;
        void navigate(takeLoginAddress(sessionStore.get().redirectUserType ?? 'Parent'), { replace: true });
      });
  }, [navigate, t]);
  return <LoadingScreen label={t('login.signingIn')} />;
}
