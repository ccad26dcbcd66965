import { useT } from '@ace/app-core/i18n';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { visuallyHidden } from './external-link.tsx';
import { WarningIcon } from './warning-icon.tsx';

/** A warning in a line of its own (an item of a list of them, with `component="li"`), after a warning sign, read out as 'Warning: …'. */
export function WarningLine({ children, component = 'div' }: { children: ReactNode; component?: 'div' | 'li' }) {
  const t = useT();
  const label = t('receipt.flag.warning');
  return (
    <Group
      component={component}
      gap={6}
      wrap="nowrap"
      align="flex-start"
      bg="var(--mantine-color-yellow-0)"
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <span style={{ flex: 'none', lineHeight: 0, paddingTop: 1 }}>
        <WarningIcon title={label} />
      </span>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        <span style={visuallyHidden}>{label}: </span>
        {children}
      </Text>
    </Group>
  );
}
