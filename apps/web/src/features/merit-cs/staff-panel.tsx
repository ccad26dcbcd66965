import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A panel of the support staff dashboard: a section named by its heading (and what stands beside it), then the rest. */
export function StaffPanel({ heading, aside, children }: { heading: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  const title = (
    <Title order={2} size="h3" id={headingId}>
      {heading}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        {aside === undefined ? (
          title
        ) : (
          <Group justify="space-between" align="flex-start" gap="sm">
            {title}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
