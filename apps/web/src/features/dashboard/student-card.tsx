import { childYearLabel, type Child } from '@ace/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { submitNewClaimPath } from '../../app/paths.ts';
import { tabularNumbers } from '../../components/tabular-numbers.ts';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { useProgrammeYears } from '../../lib/school-years.ts';
import { ClaimHistory } from './claim-history.tsx';

function Amount({ label, dollars, emphasis = false }: { label: string; dollars: number; emphasis?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={emphasis ? 'xl' : 'lg'} c={emphasis ? 'ace.8' : 'dark.8'} style={tabularNumbers}>
        {formatDollars(dollars)}
      </Text>
    </Stack>
  );
}

/** One student: name, school year label, Available, Pending, Spent, 'New claim' and the claim history. */
export function StudentCard({ child }: { child: Child }) {
  const t = useT();
  const name = `${child.firstName} ${child.lastName}`;
  const years = useProgrammeYears();
  const year = years === undefined ? null : childYearLabel(years, child.schoolYear, t);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="section" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h3">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {year}
            </Text>
          </div>
          <Button
            component={Link}
            to={submitNewClaimPath(child.id)}
            aria-label={t('dashboard.newClaimFor', { name })}
            style={{ flexShrink: 0 }}
          >
            {t('dashboard.newClaim')}
          </Button>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Amount label={t('dashboard.available')} dollars={child.dollars.available} emphasis />
          <Amount label={t('dashboard.pending')} dollars={child.dollars.pending} />
          <Amount label={t('dashboard.spent')} dollars={child.dollars.spent} />
        </SimpleGrid>
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.history.title')}
          </Title>
          <ClaimHistory claims={child.claims} studentName={name} />
        </div>
      </Stack>
    </Card>
  );
}
