import { useT } from '@ace/app-core/i18n';
import { Button } from '../../components/button';
import { LanguageSwitch } from '../../components/language-switch';
import { openLink } from '../../components/open-link';
import { LockIcon } from '../../components/lock-icon';
import { InfoPanel, Screen } from '../../components/screen';
import { config } from '../../lib/config';
import { logout } from '../../lib/auth';

/** NotEligible (spec section 2): no students, a lock image, the help address and Logout; the language switch. */
export function NotEligibleScreen() {
  const t = useT();
  return (
    <Screen>
      <LanguageSwitch />
      <InfoPanel
        title={t('notEligible.title')}
        image={<LockIcon size={56} label={t('notEligible.lockAlt')} />}
        actions={
          <>
            <Button
              variant="link"
              label={config.supportEmail}
              onPress={() => {
                openLink(`mailto:${config.supportEmail}`);
              }}
            />
            <Button
              label={t('app.logout')}
              onPress={() => {
                logout();
              }}
            />
          </>
        }
      >
        {t('login.parent.notEligible')}
      </InfoPanel>
    </Screen>
  );
}
