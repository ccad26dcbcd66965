import { Alert, Button, Stack, Text } from '@mantine/core';

/** A list that failed to load: what went wrong and a button that tries again. */
export function ListFailedAlert({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text c="dark.8">{message}</Text>
        <Button variant="default" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
