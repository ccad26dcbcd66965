import { useT } from '@ace/app-core/i18n';
import { useRouter } from 'expo-router';
import { Button } from '../../components/button';
import { InfoPanel } from '../../components/screen';

/** A claim that is not this family's, or none: said, with the way back to the dashboard. */
export function ClaimNotFound() {
  const t = useT();
  const router = useRouter();
  return (
    <InfoPanel
      title={t('parentClaim.notFound.title')}
      actions={
        <Button
          label={t('app.goToDashboard')}
          onPress={() => {
            router.dismissTo('/dashboard');
          }}
        />
      }
    >
      {t('parentClaim.notFound.body')}
    </InfoPanel>
  );
}
