import type { PlainMessageId, ProgrammeFigures } from '@ace/domain';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';

type Fund = keyof ProgrammeFigures['funds'];

const FUNDS: readonly { fund: Fund; label: PlainMessageId; hint: PlainMessageId }[] = [
  { fund: 'awarded', label: 'programme.funds.awarded', hint: 'programme.funds.awardedHint' },
  { fund: 'claimed', label: 'programme.funds.claimed', hint: 'programme.funds.claimedHint' },
  { fund: 'paid', label: 'programme.funds.paid', hint: 'programme.funds.paidHint' },
  { fund: 'pending', label: 'programme.funds.pending', hint: 'programme.funds.pendingHint' },
  { fund: 'rolledIn', label: 'programme.funds.rolledIn', hint: 'programme.funds.rolledInHint' },
  { fund: 'rolledOver', label: 'programme.funds.rolledOver', hint: 'programme.funds.rolledOverHint' },
  { fund: 'lapsed', label: 'programme.funds.lapsed', hint: 'programme.funds.lapsedHint' },
  { fund: 'available', label: 'programme.funds.available', hint: 'programme.funds.availableHint' },
];

/**
 * The school year's money as stat cards: awarded, claimed, paid, pending, what rolled in from the year before, rolled
 * over into the next or lapsed at its close (ADR 0032), and still available.
 */
export function FundCards({ funds }: { funds: ProgrammeFigures['funds'] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('programme.funds.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {FUNDS.map(({ fund, label, hint }) => (
          <Paper key={fund} withBorder radius="md" p="sm" style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Text component="dt" size="sm" fw={600}>
              {t(label)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} data-fund={fund}>
              {formatDollars(funds[fund])}
            </Text>
            <Text component="dd" m={0} size="xs" c="dimmed">
              {t(hint)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
