import type { Merit } from '@ace/domain';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MailLink } from '../../components/external-link.tsx';
import { WarningAlert } from '../../components/warning-alert.tsx';
import { api } from '../../lib/api.ts';
import { config } from '../../lib/config.ts';
import { richText, slot } from '../../lib/rich-text.tsx';
import { useT } from '@ace/app-core/i18n';

/**
 * Says so when the organisation is Inactive, and what that means: no new claims, no decisions on waiting ones
 * (spec section 4), and whom to ask. Nothing is shown while the status is unknown.
 */
export function InactiveNotice({ organisation }: { organisation: Merit }) {
  const t = useT();
  const provider = useQuery({
    queryKey: ['provider', organisation.id],
    queryFn: () => api.providers.get(organisation.id),
    refetchOnMount: 'always',
  });
  if (provider.data?.status !== 'Inactive') return null;
  return (
    <WarningAlert title={t('providerScreen.inactive.title')}>
      <Text c="dark.8">
        {richText(t('providerScreen.inactive.body', { name: organisation.name, email: slot('email') }), {
          email: <MailLink email={config.supportEmail} />,
        })}
      </Text>
    </WarningAlert>
  );
}
