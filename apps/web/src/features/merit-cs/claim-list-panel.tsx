import { Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaffPanel } from './staff-panel.tsx';

/**
 * A panel of the claim support staff found that lists what happened to it (its audit trail, its payouts, who looked
 * at it): a heading that names the list, a line while it loads, one when it is empty, else one entry per item, in
 * the order given, and `note` under the list.
 */
export function ClaimListPanel<Item extends { id: number }>(props: {
  heading: string;
  loading: string;
  empty: string;
  items: Item[] | undefined;
  note?: string | undefined;
  children: (item: Item) => ReactNode;
}) {
  return (
    <StaffPanel heading={props.heading}>
      {props.items === undefined ? (
        <Text size="sm" role="status">
          {props.loading}
        </Text>
      ) : props.items.length === 0 ? (
        <Text size="sm">{props.empty}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={props.heading}>
          {props.items.map((item) => (
            <Box key={item.id} component="li" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              {props.children(item)}
            </Box>
          ))}
        </Stack>
      )}
      {props.note !== undefined && (
        <Text size="sm" c="dimmed">
          {props.note}
        </Text>
      )}
    </StaffPanel>
  );
}
