import { useT } from '@ace/app-core/i18n';
import { useRouter } from 'expo-router';
import { Text } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel, Screen } from '../../components/screen';
import { text } from '../../components/theme';
import { logout } from '../../lib/auth';

/** The 404 screen. */
export function NotFoundScreen() {
  const t = useT();
  const router = useRouter();
  return (
    <Screen centered>
      <InfoPanel
        title={t('error.notFound.title')}
        actions={
          <Button
            label={t('error.notFound.home')}
            onPress={() => {
              router.replace('/');
            }}
          />
        }
      >
        {t('error.notFound.body')}
      </InfoPanel>
    </Screen>
  );
}

/**
 * The uncaught rendering error screen: 'Something went wrong' / 'That's all we know', and the generic error
 * page's way out, 'Start again from homepage' (logs out; the splash shows again). A failure of the server shows its
 * reference, so a screenshot leads support staff to the request in the logs.
 */
export function UncaughtErrorScreen({
  retry,
  reference,
}: {
  retry: () => Promise<void>;
  reference?: string | undefined;
}) {
  const t = useT();
  return (
    <Screen centered>
      <InfoPanel
        title={t('error.uncaught.title')}
        actions={
          <Button
            label={t('error.generic.startAgain')}
            onPress={() => {
              logout();
              void retry();
            }}
          />
        }
      >
        <Text style={text.body}>{t('error.uncaught.body')}</Text>
        {reference === undefined ? null : <Text style={text.body}>{t('error.reference', { id: reference })}</Text>}
      </InfoPanel>
    </Screen>
  );
}
