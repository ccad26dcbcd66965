import { childYearLabel, type Child } from '@ace/domain';
import { Anchor, Button, Card, Flex, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { preApprovalsPath, submitNewClaimPath } from '../../lib/paths.ts';
import { useT } from '@ace/app-core/i18n';
import { useProgrammeYears } from '../../lib/school-years.ts';
import { ClaimHistory } from './claim-history.tsx';
import { Amount, HeldFunds, NextInstalment, OtherYears, YearEndNotes } from './year-funds.tsx';

/**
 * One student: name, the current school year's label, its Available, Pending and Spent, its next instalment and the
 * child's other years (ADR 0028), 'New claim', 'Ask before you buy' (issue 35) and the claim history. A child with
 * one award is the specification's card.
 */
export function StudentCard({ child }: { child: Child }) {
  const t = useT();
  const name = `${child.firstName} ${child.lastName}`;
  const years = useProgrammeYears();
  const year = years === undefined ? null : childYearLabel(years, child.schoolYear, t);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="section" aria-label={name}>
      <Stack gap="md">
        {/* On a phone the button goes under the name, on every card alike: beside it, a long name or a longer label
            (Spanish) would push it to the card's edge. */}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
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
        </Flex>
        <SimpleGrid cols={3} spacing="xs">
          <Amount label={t('dashboard.available')} dollars={child.dollars.available} emphasis />
          <Amount label={t('dashboard.pending')} dollars={child.dollars.pending} />
          <Amount label={t('dashboard.spent')} dollars={child.dollars.spent} />
        </SimpleGrid>
        <HeldFunds child={child} />
        <Anchor
          component={Link}
          to={preApprovalsPath(child.id)}
          aria-label={t('preApproval.ask.linkFor', { name })}
          fw={600}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('preApproval.ask.link')}
        </Anchor>
        <NextInstalment child={child} />
        <YearEndNotes child={child} />
        <OtherYears child={child} name={name} years={years} />
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
