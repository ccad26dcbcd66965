import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A notice of something to act on: light yellow, its title drawn dark as its text is (Mantine's own yellow title is
 * too faint on that background for WCAG's contrast).
 */
export function WarningAlert({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      title={
        <Text component="span" fw={700} c="dark.8">
          {title}
        </Text>
      }
    >
      {children}
    </Alert>
  );
}
