import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useRevealedHeading } from '../../lib/reveal-heading.ts';

/**
 * A panel of the support staff dashboard: a section named by its heading (and what stands beside it), then the rest.
 * A panel opened by a button elsewhere on the page (`revealRequest` above 0, a new number each time) is brought into
 * view with focus on its heading, as it may open below the fold.
 */
export function StaffPanel({
  heading,
  aside,
  revealRequest = 0,
  children,
}: {
  heading: string;
  aside?: ReactNode;
  revealRequest?: number;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRevealedHeading<HTMLHeadingElement>(revealRequest);
  const title = (
    <Title order={2} size="h3" id={headingId} ref={headingRef}>
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
