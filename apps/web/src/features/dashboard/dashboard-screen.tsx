import { Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BankBanner } from './bank-banner.tsx';
import { DataArchiveSection } from './data-archive-section.tsx';
import { StudentCard } from './student-card.tsx';
import { SubmittedClaimNotice } from './submitted-claim-notice.tsx';
import { useParent } from './use-parent.ts';

/** The parent dashboard (spec section 2): bank banner, one card per student, claim history; their data to take. */
export default function DashboardScreen() {
  const t = useT();
  const { parent, refreshing } = useParent();
  usePageTitle(t('dashboard.title'));
  return (
    <PageLayout homePath="/dashboard">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text c="dimmed">{t('dashboard.greeting', { name: parent.firstName })}</Text>
            <Title order={1}>{t('dashboard.title')}</Title>
          </div>
          {refreshing && (
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {t('dashboard.refreshing')}
              </Text>
            </Group>
          )}
        </Group>
        <SubmittedClaimNotice />
        <BankBanner parent={parent} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {parent.children.map((child) => (
            <StudentCard key={child.id} child={child} />
          ))}
        </SimpleGrid>
        <DataArchiveSection />
      </Stack>
    </PageLayout>
  );
}
