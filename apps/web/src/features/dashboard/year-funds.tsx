import {
  childYearLabel,
  formatListDate,
  recoveredNotes,
  yearEndNotes,
  type Child,
  type ProgrammeYears,
} from '@ace/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { tabularNumbers } from '../../components/tabular-numbers.ts';

export function Amount({ label, dollars, emphasis = false }: { label: string; dollars: number; emphasis?: boolean }) {
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

/** When the current year's next instalment arrives and how much (ADR 0028); nothing when none is to come. */
export function NextInstalment({ child }: { child: Child }) {
  const t = useT();
  const next = child.nextInstalment;
  if (next === null) return null;
  return (
    <Text size="sm" c="dark.6" style={tabularNumbers}>
      {t('dashboard.nextInstalment', { amount: formatDollars(next.amount), date: formatListDate(next.date) })}
    </Text>
  );
}

/** What the current year holds for the family's pre-approval requests (ADR 0036); nothing when none is held. */
export function HeldFunds({ child }: { child: Child }) {
  const t = useT();
  if (child.dollars.held <= 0) return null;
  return (
    <Text size="sm" c="dark.6" style={tabularNumbers}>
      {t('dashboard.held', { amount: formatDollars(child.dollars.held) })}
    </Text>
  );
}

/** The child's other award years beside the current one, newest first, each with its own three figures. */
export function OtherYears({ child, name, years }: { child: Child; name: string; years: ProgrammeYears | undefined }) {
  const t = useT();
  if (child.otherYears.length === 0) return null;
  const heading = t('dashboard.otherYears', { name });
  return (
    <section aria-label={heading}>
      <Title order={3} size="h5" mb="xs">
        {heading}
      </Title>
      <Stack gap="sm">
        {child.otherYears.map((other) => (
          <Stack key={other.schoolYear} gap={4}>
            <Text size="sm" fw={600}>
              {years === undefined ? null : childYearLabel(years, other.schoolYear, t)}
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              <Amount label={t('dashboard.available')} dollars={other.dollars.available} />
              <Amount label={t('dashboard.pending')} dollars={other.dollars.pending} />
              <Amount label={t('dashboard.spent')} dollars={other.dollars.spent} />
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </section>
  );
}

/**
 * What became of the unspent funds of the child's closed years (ADR 0032) and what audits took from the funds (ADR
 * 0034), and why; nothing when nothing moved.
 */
export function YearEndNotes({ child }: { child: Child }) {
  const t = useT();
  const notes = [
    ...child.yearEnd.flatMap((yearEnd) => yearEndNotes(yearEnd, t)),
    ...recoveredNotes(child.recovered, t),
  ];
  if (notes.length === 0) return null;
  return (
    <Stack gap={2}>
      {notes.map((note) => (
        <Text key={note} size="sm" c="dark.6" style={tabularNumbers}>
          {note}
        </Text>
      ))}
    </Stack>
  );
}
