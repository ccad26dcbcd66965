import { Center, Group, Loader, Text } from '@mantine/core';

/** A part of a screen that is still loading (a list, a claim), said to screen readers as well. */
export function LoadingNotice({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}
