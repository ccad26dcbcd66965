import type { MeritCsClaim } from '@ace/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '@ace/app-core/i18n';
import { meritCsClaimPath } from '../../app/paths.ts';
import { FileReading } from '../../components/file-reading.tsx';

/** A claim's files by name, each with what was read from it and its flags (issue 19), as support staff see them. */
export function ClaimReadings({ files }: { files: MeritCsClaim['files'] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {t('claimView.files')}
      </Title>
      {files.length === 0 ? (
        <Text>{t('claimView.noFiles')}</Text>
      ) : (
        <SimpleGrid component="ul" style={{ listStyle: 'none' }} cols={{ base: 1, sm: 2 }} spacing="sm" m={0} p={0}>
          {files.map((file, index) => (
            <Paper key={`${index}:${file.filename}`} withBorder radius="sm" p="xs" component="li">
              <Stack gap={4}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {file.filename}
                </Text>
                <FileReading reading={file.reading} otherClaimPath={meritCsClaimPath} />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
