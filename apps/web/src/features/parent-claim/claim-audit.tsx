import { ApiError } from '@ace/api-client';
import { auditOutcomeLines, useAnswerAudit, useClaimAudit } from '@ace/app-core/claim-audit';
import { failureMessage } from '@ace/app-core/failure-message';
import { useT } from '@ace/app-core/i18n';
import { formatListDate, uploadIssue, type AuditQuestion, type ParentAudit, type UploadCandidate } from '@ace/domain';
import { Alert, Anchor, Button, FileInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';

function QuestionBlock({ question }: { question: AuditQuestion }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
        {question.question}
      </Text>
      {question.answer === null ? (
        <Text size="sm" c={question.overdue ? 'red.8' : 'dark.6'}>
          {question.overdue
            ? t('audit.parent.overdue', { date: formatListDate(question.dueDate) })
            : t('audit.parent.due', { date: formatListDate(question.dueDate) })}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dark.6">
            {t('audit.parent.answered', { date: formatListDate(question.answeredAt ?? question.askedAt) })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{question.answer}</Text>
          {question.files.map((file) => (
            <Anchor key={file.id} size="sm" href={file.url} target="_blank" rel="noopener noreferrer">
              {file.filename}
            </Anchor>
          ))}
        </>
      )}
    </Stack>
  );
}

/** The answer to the question waiting on the claim: text and up to five files, checked by the claim's upload rules. */
function AnswerForm({ claimId }: { claimId: number }) {
  const t = useT();
  const [answer, setAnswer] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const send = useAnswerAudit(api, claimId);

  const chooseFiles = (chosen: File[]) => {
    const candidates: UploadCandidate[] = [];
    for (const file of chosen) {
      const candidate = {
        name: file.name,
        size: file.size,
        mimeType: file.type,
        fingerprint: `${file.name}:${String(file.size)}`,
      };
      const issue = uploadIssue(candidate, candidates, 'web', t);
      if (issue !== null) {
        setFilesError(issue);
        return;
      }
      candidates.push(candidate);
    }
    setFilesError(null);
    setFiles(chosen);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (answer.trim() === '') {
          setAnswerError(t('audits.answer.required'));
          return;
        }
        send.mutate(
          { answer, files: files.map((file) => ({ body: file, name: file.name })) },
          {
            onSuccess: () => {
              setAnswer('');
              setFiles([]);
              showToast('success', t('audit.parent.sent'));
            },
            onError: (error) => {
              const issue = error instanceof ApiError ? error.issues[0] : undefined;
              if (issue === undefined) showToast('danger', failureMessage(error, t));
              else if (issue.path === 'answer') setAnswerError(issue.message);
              else setFilesError(issue.message);
            },
          },
        );
      }}
    >
      <Stack gap="sm" align="stretch">
        <Textarea
          label={t('audit.parent.answer')}
          required
          autosize
          minRows={3}
          value={answer}
          error={answerError}
          onChange={(event) => {
            setAnswer(event.currentTarget.value);
            setAnswerError(null);
          }}
        />
        <FileInput
          label={t('audit.parent.files')}
          description={t('audit.parent.filesHint')}
          multiple
          clearable
          accept="application/pdf,image/jpeg,image/png,image/webp"
          value={files}
          error={filesError}
          onChange={chooseFiles}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('audit.parent.send')}
        </Button>
      </Stack>
    </form>
  );
}

function AuditSection({ audit, claimId }: { audit: ParentAudit; claimId: number }) {
  const t = useT();
  const titleId = useId();
  const outcome = auditOutcomeLines(audit, t);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('audit.parent.title')}
        </Title>
        {audit.state === 'asked' && <Text>{t('audit.parent.intro')}</Text>}
        {audit.questions.map((question) => (
          <QuestionBlock key={question.id} question={question} />
        ))}
        {audit.state === 'asked' && <AnswerForm claimId={claimId} />}
        {outcome.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t('audit.parent.result')}
            </Title>
            {outcome.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The audit of a paid claim on its page (issue 34): the programme's questions, the parent's answer, and what the
 * check found and recovered. Nothing while there is nothing to tell the family.
 */
export function ClaimAudit({ claimId }: { claimId: number }) {
  const t = useT();
  const query = useClaimAudit(api, claimId);
  if (query.isError) return <Alert color="red">{t('audit.parent.loadFailed')}</Alert>;
  if (query.isPending || query.data === null) return null;
  return <AuditSection audit={query.data} claimId={claimId} />;
}
