import { formatListDate, staffStatusId, type Child } from '@ace/domain';
import { CloseButton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimField } from '../../components/claim-summary.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmailAddress } from '../../components/email-address.tsx';
import { api } from '../../lib/api.ts';
import { useFamily } from './family-queries.ts';
import { StaffPanel } from './staff-panel.tsx';

/**
 * A family's details for support staff, opened from one of its claims (opening it is recorded as their read, ADR
 * 0019): the parent, each student's funds and claims, and the privacy officer's download of who looked at them. It
 * opens below the claim, and is brought into view once loaded (`revealRequest`, StaffPanel).
 */
export function FamilyPanel({
  parentUserId,
  revealRequest,
  onClose,
}: {
  parentUserId: number;
  revealRequest: number;
  onClose: () => void;
}) {
  const t = useT();
  const family = useFamily(parentUserId);
  if (family.data === undefined) {
    return (
      <Text size="sm" role="status">
        {family.error === null ? t('accessRecord.family.loading') : family.error.message}
      </Text>
    );
  }
  const parent = family.data;
  return (
    <StaffPanel
      heading={t('accessRecord.family.heading', { name: `${parent.firstName} ${parent.lastName}` })}
      revealRequest={revealRequest}
      aside={<CloseButton aria-label={t('accessRecord.family.close')} onClick={onClose} />}
    >
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
        <ClaimField label={t('accessRecord.family.email')}>
          <EmailAddress address={parent.email} />
        </ClaimField>
        <ClaimField label={t('accessRecord.family.bankDetails')}>
          {t(
            parent.hasProvidedBankDetails
              ? 'accessRecord.family.bankDetails.yes'
              : 'accessRecord.family.bankDetails.no',
          )}
        </ClaimField>
      </SimpleGrid>
      <Title order={3} size="h4">
        {t('accessRecord.family.children')}
      </Title>
      {parent.children.length === 0 ? (
        <Text size="sm">{t('accessRecord.family.noChildren')}</Text>
      ) : (
        parent.children.map((child) => <FamilyChild key={child.id} child={child} />)
      )}
      <Stack gap={4} align="flex-start">
        <DownloadCsvButton
          label={t('accessRecord.family.download')}
          filename={`access-record-${String(parentUserId)}.csv`}
          load={() => api.families.accessRecordCsv(parentUserId)}
        />
        <Text size="sm" c="dimmed">
          {t('accessRecord.family.downloadHint')}
        </Text>
      </Stack>
    </StaffPanel>
  );
}

function FamilyChild({ child }: { child: Child }) {
  const t = useT();
  const name = `${child.firstName} ${child.lastName}`;
  return (
    <Stack gap={4}>
      <Text fw={700}>{name}</Text>
      <Text size="sm">
        {t('accessRecord.family.funds', {
          available: formatDollars(child.dollars.available),
          pending: formatDollars(child.dollars.pending),
          spent: formatDollars(child.dollars.spent),
        })}
      </Text>
      {child.claims.length === 0 ? (
        <Text size="sm">{t('accessRecord.family.noClaims')}</Text>
      ) : (
        <Stack component="ul" gap={2} m={0} pl="md" aria-label={t('accessRecord.family.claims', { name })}>
          {child.claims.map((claim) => (
            <Text component="li" size="sm" key={claim.id}>
              {t('accessRecord.family.claim', {
                id: claim.id,
                amount: formatDollars(claim.amount),
                status: t(staffStatusId(claim.status)),
                date: formatListDate(claim.createdAt),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
