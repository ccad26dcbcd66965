import { useT } from '@ace/app-core/i18n';
import { SignInScreen } from './sign-in-screen.tsx';

/** The service provider login at /service-provider (spec section 2): link the bank, act on claims, 'Link with Merit'. */
export default function ProviderLoginScreen() {
  const t = useT();
  return (
    <SignInScreen
      userType="ServiceProvider"
      title={t('login.provider.title', { programme: t('app.programmeName') })}
      subtitle={t('login.provider.subtitle')}
      buttonLabel={t('login.provider.button')}
    />
  );
}
