import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useNavigate, useSearchParams, Link } from 'react-router';
import { submitNewClaimPath } from '../../lib/paths.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NonAceProviderForm } from './non-ace-provider-form.tsx';
import { readServiceProviderInfo } from '@ace/app-core/service-provider-info';

/**
 * ServiceProvider (childId, serviceProviderInfo): the non-programme provider form on small screens. Save returns
 * to SubmitNewClaim with the child and the provider serialised; the rest of the claim waits in its draft.
 */
export default function ServiceProviderScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const childId = Number(params.get('childId'));
  const initial = readServiceProviderInfo(params.get('serviceProviderInfo'));
  const back = submitNewClaimPath(childId, initial === null ? undefined : JSON.stringify(initial));
  usePageTitle(t('nonAceForm.title'));
  return (
    <PageLayout homePath="/dashboard" size="sm">
      <Stack gap="lg">
        <Anchor component={Link} to={back} size="sm">
          ← {t('app.back')}
        </Anchor>
        <Title order={1}>{t('nonAceForm.title')}</Title>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <NonAceProviderForm
            initial={initial}
            onCancel={() => {
              void navigate(back);
            }}
            onSave={(provider) => {
              void navigate(submitNewClaimPath(childId, JSON.stringify(provider)));
            }}
          />
        </Paper>
      </Stack>
    </PageLayout>
  );
}
