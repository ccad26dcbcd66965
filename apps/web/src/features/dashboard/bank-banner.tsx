import type { ParentUser } from '@ace/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useT } from '@ace/app-core/i18n';

/** Shown when the bank details are missing or the connection is unhealthy, with the spec's two texts. */
export function BankBanner({ parent }: { parent: ParentUser }) {
  const t = useT();
  const title = parent.hasProvidedBankDetails
    ? t('dashboard.bankBanner.disconnected')
    : t('dashboard.bankBanner.neverProvided');
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      title={
        <Text fw={700} c="dark.8" component="span">
          {title}
        </Text>
      }
    >
      <Stack gap="xs">
        <Text c="dark.8">{t('dashboard.bankBanner.explanation')}</Text>
        <Anchor component={Link} to={paths.parentLinkBankAccount} fw={600}>
          {t('dashboard.bankBanner.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
