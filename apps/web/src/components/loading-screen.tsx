import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '@ace/app-core/translator';

/** Shown while the pre-login checks run and while a screen's code loads (spec section 4, step 9). */
export function LoadingScreen({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden="true" />
        <Text>{label ?? t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
