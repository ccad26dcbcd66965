import { useT } from '@ace/app-core/i18n';
import { readServiceProviderInfo } from '@ace/app-core/service-provider-info';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { Text } from 'react-native';
import { ParentScreen } from '../../components/screen';
import { text } from '../../components/theme';
import { NonAceProviderForm } from './non-ace-provider-form';
import { paramText } from '../../lib/route-params';

/**
 * The ServiceProvider route (childId, serviceProviderInfo as JSON text): the non-programme provider form on its
 * own screen. Save returns to SubmitNewClaim with childId and the provider serialised; Cancel goes back.
 */
export function ServiceProviderScreen() {
  const t = useT();
  const router = useRouter();
  const params = useLocalSearchParams<{ childId?: string; serviceProviderInfo?: string }>();
  const childId = paramText(params.childId) ?? '';
  const initial = readServiceProviderInfo(paramText(params.serviceProviderInfo));
  return (
    <ParentScreen>
      <Text style={text.title} accessibilityRole="header">
        {t('nonAceForm.title')}
      </Text>
      <NonAceProviderForm
        initial={initial}
        onCancel={() => {
          router.back();
        }}
        onSave={(provider) => {
          router.dismissTo({
            pathname: '/submit-new-claim',
            params: { childId, serviceProviderInfo: JSON.stringify(provider) },
          });
        }}
      />
    </ParentScreen>
  );
}
