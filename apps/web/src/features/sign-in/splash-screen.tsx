import { ExternalLink } from '../../components/external-link.tsx';
import { config } from '../../lib/config.ts';
import { useT } from '@ace/app-core/i18n';
import { SignInScreen } from './sign-in-screen.tsx';

/** The parent splash (spec section 2): welcome, 'Login to manage your account', the login button, help, footer. */
export default function SplashScreen() {
  const t = useT();
  return (
    <SignInScreen
      userType="Parent"
      title={t('login.parent.title', { programme: t('app.programmeName') })}
      subtitle={t('login.parent.subtitle')}
      buttonLabel={t('login.parent.button')}
    >
      <ExternalLink href={config.helpCenterUrl}>{t('login.parent.noEmailHelp')}</ExternalLink>
    </SignInScreen>
  );
}
