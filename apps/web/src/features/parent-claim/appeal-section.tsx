import {
  allowedFileKinds,
  appealStandingText,
  FILE_KIND_MIME_TYPES,
  formatListDate,
  MAX_FILES_PER_CLAIM,
  type AppealView,
  type ParentAppeal,
  type ParentClaimDetails,
} from '@ace/domain';
import { Alert, Button, CloseButton, FileInput, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useAppealForm, useClaimAppeal } from '@ace/app-core/claim-appeal';
import { useT } from '@ace/app-core/i18n';
import { ClaimFiles } from '../../components/claim-summary.tsx';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';

const accepted = allowedFileKinds('web')
  .map((kind) => FILE_KIND_MIME_TYPES[kind])
  .join(',');

/** Where the parent's appeal stands, with the decision's reason once decided, what they wrote and their files. */
function AppealStanding({ appeal }: { appeal: AppealView }) {
  const t = useT();
  const { decision } = appeal;
  const standing = appealStandingText(appeal, t);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="claim-appeal">
        {t('appeal.yours.title')}
      </Title>
      <Alert color={decision?.outcome === 'overturned' ? 'green' : 'blue'} variant="light">
        <Text c="dark.8" fw={600}>
          {standing}
        </Text>
        {decision !== null && (
          <Text c="dark.8" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('appeal.reasonLine', { reason: decision.reason })}
          </Text>
        )}
      </Alert>
      <div>
        <Text fw={600}>{t('appeal.yourStatement')}</Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{appeal.statement}</Text>
      </div>
      {appeal.files.length > 0 && (
        <ClaimFiles files={appeal.files} headingId="claim-appeal-files" title={t('appeal.yourFiles')} />
      )}
    </Stack>
  );
}

/** The appeal form: why the decision should change, and files that show it, checked as the server checks them. */
function AppealForm({ claimId, lastDay }: { claimId: number; lastDay: string | null }) {
  const t = useT();
  const form = useAppealForm<File>({
    api,
    claimId,
    platform: 'web',
    t,
    toast: showToast,
    bodyOf: (file) => file,
  });
  return (
    <form
      noValidate
      aria-labelledby="claim-appeal"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="claim-appeal">
          {t('appeal.section.title')}
        </Title>
        <Text>{t('appeal.section.hint')}</Text>
        {lastDay !== null && <Text fw={600}>{t('appeal.section.until', { date: formatListDate(lastDay) })}</Text>}
        <Textarea
          label={t('appeal.statement.label')}
          required
          autosize
          minRows={4}
          value={form.statement}
          onChange={(event) => {
            form.setStatement(event.currentTarget.value);
          }}
          error={form.errors.statement}
        />
        <FileInput
          label={t('appeal.files.label')}
          description={t('appeal.files.hint', { max: MAX_FILES_PER_CLAIM })}
          placeholder={t('appeal.files.placeholder')}
          multiple
          accept={accepted}
          value={[]}
          onChange={(chosen) => {
            form.addFiles(
              chosen.map((file) => ({
                name: file.name,
                size: file.size,
                mimeType: file.type,
                fingerprint: `${file.name}:${String(file.size)}:${String(file.lastModified)}`,
                content: file,
              })),
            );
          }}
        />
        {form.files.length > 0 && (
          <List listStyleType="none" spacing={4}>
            {form.files.map((file, index) => (
              <List.Item key={file.fingerprint}>
                <Group gap="xs" wrap="nowrap">
                  <Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Text>
                  <CloseButton
                    aria-label={t('claimForm.files.remove', { name: file.name })}
                    onClick={() => {
                      form.removeFile(index);
                    }}
                  />
                </Group>
                {form.errors.files[index] !== undefined && (
                  <Text size="sm" c="var(--mantine-color-error)" role="alert">
                    {form.errors.files[index]}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          <Button type="submit" loading={form.busy} loaderProps={{ 'aria-label': t('appeal.sending') }}>
            {t('appeal.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the claim page shows of an appeal: the appeal and its decision, the form while it may be sent, or why not. */
function AppealContent({ appeal, claimId }: { appeal: ParentAppeal; claimId: number }) {
  if (appeal.appeal !== null) return <AppealStanding appeal={appeal.appeal} />;
  if (appeal.issue === null) return <AppealForm claimId={claimId} lastDay={appeal.lastDay} />;
  return null;
}

/**
 * A rejected claim's appeal on its page (issue 35): the form within the appeal period, the appeal once sent and its
 * decision. A claim that was never rejected nor appealed asks nothing and shows nothing.
 */
export function AppealSection({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const rejected = claim.status === 'Rejected';
  const appealed = claim.timeline.some((step) => step.step === 'appealed');
  const query = useClaimAppeal(api, rejected || appealed ? claim.id : null);
  if (!rejected && !appealed) return null;
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" className="print-hidden">
        <Group justify="space-between">
          <Text c="dark.8">{t('appeal.loadFailed')}</Text>
          <Button
            variant="outline"
            onClick={() => {
              void query.refetch();
            }}
          >
            {t('appeal.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const appeal = query.data;
  if (appeal.appeal === null && appeal.issue !== null) {
    // Past its period, or corrected instead: the parent reads why it can no longer be appealed.
    return (
      <Text c="dimmed" className="print-hidden">
        {appeal.issue}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="claim-appeal">
      <AppealContent appeal={appeal} claimId={claim.id} />
    </Paper>
  );
}
