import { Text } from '@mantine/core';

/** One figure of a Programme section: its label, its value and, below, what more it says. */
export function FigureValue({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div>
      <Text fw={600}>{label}</Text>
      <Text fz="lg">{value}</Text>
      {note !== undefined && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}
