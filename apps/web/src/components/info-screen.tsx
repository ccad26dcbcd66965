import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A message screen (not eligible, bank results, errors): a title, some text and what to do next. */
export function InfoPanel({
  title,
  image,
  children,
  actions,
}: {
  title: string;
  image?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" shadow="xs">
      <Stack align="center" gap="md" ta="center">
        {image}
        <Title order={1} size="h2">
          {title}
        </Title>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {actions}
      </Stack>
    </Paper>
  );
}
