import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useT } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toasts.ts';
import { oidcSettings } from '../session/auth.ts';
import { tokenStore, type Tokens } from '../session/token-store.ts';
import { finishRedirectSignIn } from './oidc.ts';

/** The code can be traded once: a second effect run (development's strict mode) waits for the same answer. */
let finishing: Promise<Tokens> | null = null;

/** /auth/callback in the main window, after a redirect sign-in (popups blocked): keep the tokens, go on at /. */
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
        void navigate('/', { replace: true });
      });
  }, [navigate, t]);
  return <LoadingScreen label={t('login.signingIn')} />;
}
