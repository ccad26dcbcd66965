import { useT } from '@ace/app-core/i18n';
import { SignInScreen } from './sign-in-screen.tsx';

/** The support staff login at /merit-cs (spec section 2): 'Merit CS Portal', 'Login to manage Merit CS Requests'. */
export default function MeritCsLoginScreen() {
  const t = useT();
  return (
    <SignInScreen
      userType="MeritCS"
      title={t('login.meritCs.title')}
      subtitle={t('login.meritCs.subtitle')}
      buttonLabel={t('login.parent.button')}
    />
  );
}
