import { Box, Stack, Table, Text } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useT } from '@ace/app-core/i18n';
import { visuallyHidden } from './external-link.tsx';

/** A table's action column stays at the right edge while the rest scrolls, so it is reachable on a phone. */
export const stickyAction: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
};

/** Said above a table that scrolls sideways, on narrow screens only. */
export function TableScrollHint() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed" hiddenFrom="sm">
      {t('app.tableScrollHint')}
    </Text>
  );
}

/**
 * A table that on a narrow screen scrolls sideways inside a region named by its (visually hidden) caption, which
 * takes the keyboard focus; a hint above it, shown only on narrow screens, says it scrolls. `striped` shades every
 * other row and the row under the pointer.
 */
export function ScrollingTable({
  caption,
  minWidth,
  striped = false,
  children,
}: {
  caption: string;
  minWidth: number;
  striped?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <Stack gap={4}>
      <TableScrollHint />
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <Table striped={striped} highlightOnHover={striped} verticalSpacing="xs" fz="sm" miw={minWidth}>
          <caption id={captionId} style={visuallyHidden}>
            {caption}
          </caption>
          {children}
        </Table>
      </Box>
    </Stack>
  );
}
