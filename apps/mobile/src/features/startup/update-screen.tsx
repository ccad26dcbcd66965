import { useT } from '@ace/app-core/i18n';
import { Button } from '../../components/button';
import { openLink } from '../../components/open-link';
import { InfoPanel, Screen } from '../../components/screen';
import { storePageUrl } from '../../lib/store-page';

/** The update-app screen (native, pre-login): the server says this version must be updated. */
export function UpdateScreen() {
  const t = useT();
  return (
    <Screen centered>
      <InfoPanel
        title={t('update.title')}
        actions={
          <Button
            label={t('update.button')}
            onPress={() => {
              openLink(storePageUrl());
            }}
          />
        }
      />
    </Screen>
  );
}
