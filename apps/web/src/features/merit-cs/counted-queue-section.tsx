import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One list of the work queue that counts what waits (appeals, pre-approvals): its heading with the count once read
 * (filled while anything waits), a sentence on what it holds, then the list; `dialog` is what a row opened.
 */
export function CountedQueueSection({
  title,
  count,
  intro,
  children,
  dialog,
}: {
  title: string;
  /** The count as read, in words; undefined until the list is read. */
  count: { value: number; label: string } | undefined;
  intro: string;
  children: ReactNode;
  dialog: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {count !== undefined && <Badge variant={count.value > 0 ? 'filled' : 'light'}>{count.label}</Badge>}
        </Group>
        <Text>{intro}</Text>
        {children}
      </Stack>
      {dialog}
    </section>
  );
}
