import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '@ace/app-core/i18n';
import { api } from '../../lib/api.ts';
import { followDownload } from '../../lib/follow-download.ts';

/**
 * 'Your data' on the parent's dashboard (issue 21): one button downloads everything the programme holds about the
 * family as a zip. The API gives a one-minute link and the browser follows it, so the archive streams to disk
 * (ADR 0020); the button is busy while the link is asked for, and a refusal is said beside it.
 */
export function DataArchiveSection() {
  const t = useT();
  const titleId = useId();
  const download = useMutation({
    mutationFn: () => api.dataArchive.link(),
    onSuccess: followDownload,
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={titleId}>
          {t('dataArchive.title')}
        </Title>
        <Text c="dark.8">{t('dataArchive.explanation')}</Text>
        <Group gap="sm">
          <Button
            variant="default"
            loading={download.isPending}
            onClick={() => {
              download.mutate();
            }}
          >
            {t('dataArchive.download')}
          </Button>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {download.isPending ? t('dataArchive.preparing') : ''}
          </Text>
        </Group>
        {download.isError && (
          <Alert color="red" variant="light" role="alert" w="100%">
            <Text c="dark.8">{t('dataArchive.failed')}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
