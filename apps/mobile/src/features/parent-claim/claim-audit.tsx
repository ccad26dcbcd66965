import { ApiError } from '@ace/api-client';
import { auditOutcomeLines, useAnswerAudit, useClaimAudit, type AnswerFile } from '@ace/app-core/claim-audit';
import { failureMessage } from '@ace/app-core/failure-message';
import { useT } from '@ace/app-core/i18n';
import {
  allowedFileKinds,
  FILE_KIND_MIME_TYPES,
  formatListDate,
  MAX_FILES_PER_CLAIM,
  uploadIssue,
  type AuditQuestion,
  type ParentAudit,
  type UploadCandidate,
} from '@ace/domain';
import { getDocumentAsync } from 'expo-document-picker';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { openLink } from '../../components/open-link';
import { FieldError } from '../../components/field-error';
import { TextField } from '../../components/text-field';
import { panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { config } from '../../lib/config';
import { appPlatform } from '../../lib/platform';
import { showToast } from '../../lib/toasts';
import { uploadBodyOf } from '../../lib/upload-body';

function QuestionBlock({ question }: { question: AuditQuestion }) {
  const t = useT();
  const date = formatListDate(question.dueDate);
  return (
    <View style={styles.question}>
      <Text style={text.label}>{question.question}</Text>
      {question.answer === null ? (
        <Text style={text.small}>
          {question.overdue ? t('audit.parent.overdue', { date }) : t('audit.parent.due', { date })}
        </Text>
      ) : (
        <>
          <Text style={text.small}>
            {t('audit.parent.answered', { date: formatListDate(question.answeredAt ?? question.askedAt) })}
          </Text>
          <Text style={text.body}>{question.answer}</Text>
          {question.files.map((file) => (
            <Button
              key={file.id}
              variant="link"
              label={file.filename}
              accessibilityLabel={`${file.filename}, ${t('mobile.openLink')}`}
              onPress={() => {
                openLink(new URL(file.url, config.portalUrl).toString());
              }}
            />
          ))}
        </>
      )}
    </View>
  );
}

/** A chosen document, as the upload rules and the answer need it. */
interface ChosenFile extends UploadCandidate {
  uri: string;
  blob?: Blob | undefined;
}

/** The answer: text and documents, checked by the claim's upload rules before anything is sent. */
function AnswerForm({ claimId }: { claimId: number }) {
  const t = useT();
  const [answer, setAnswer] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [answerError, setAnswerError] = useState<string | undefined>(undefined);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const send = useAnswerAudit(api, claimId);

  const addFiles = async () => {
    const result = await getDocumentAsync({
      type: allowedFileKinds(appPlatform).map((kind) => FILE_KIND_MIME_TYPES[kind]),
      multiple: true,
      copyToCacheDirectory: true,
    });
    if (result.canceled) return;
    const chosen = [...files];
    for (const asset of result.assets) {
      const file: ChosenFile = {
        uri: asset.uri,
        name: asset.name,
        size: asset.size ?? 0,
        mimeType: asset.mimeType ?? '',
        fingerprint: `${asset.name}:${String(asset.size ?? 0)}`,
        blob: asset.file,
      };
      const issue = uploadIssue(file, chosen, appPlatform, t);
      if (issue !== null) {
        setFilesError(issue);
        return;
      }
      chosen.push(file);
    }
    setFilesError(undefined);
    setFiles(chosen);
  };

  const submit = async () => {
    if (answer.trim() === '') {
      setAnswerError(t('audits.answer.required'));
      return;
    }
    const bodies: AnswerFile[] = await Promise.all(
      files.map(async (file) => ({
        body: await uploadBodyOf({ ...file, decodes: true }),
        name: file.name,
      })),
    );
    send.mutate(
      { answer, files: bodies },
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
  };

  return (
    <View style={styles.form}>
      <TextField
        label={t('audit.parent.answer')}
        required
        multiline
        value={answer}
        error={answerError}
        onChangeText={(value) => {
          setAnswer(value);
          setAnswerError(undefined);
        }}
      />
      <Text style={text.label}>{t('audit.parent.files')}</Text>
      <Text style={text.small}>{t('audit.parent.filesHint')}</Text>
      {files.map((file) => (
        <Text key={file.fingerprint} style={text.body}>
          {file.name}
        </Text>
      ))}
      <FieldError message={filesError} />
      {files.length < MAX_FILES_PER_CLAIM && (
        <Button label={t('mobile.files.documents')} variant="secondary" onPress={() => void addFiles()} />
      )}
      <Button label={t('audit.parent.send')} busy={send.isPending} onPress={() => void submit()} />
    </View>
  );
}

function AuditSection({ audit, claimId }: { audit: ParentAudit; claimId: number }) {
  const t = useT();
  const outcome = auditOutcomeLines(audit, t);
  return (
    <View style={[panel, styles.section]}>
      <Text style={text.heading} accessibilityRole="header">
        {t('audit.parent.title')}
      </Text>
      {audit.state === 'asked' && <Text style={text.body}>{t('audit.parent.intro')}</Text>}
      {audit.questions.map((question) => (
        <QuestionBlock key={question.id} question={question} />
      ))}
      {audit.state === 'asked' && <AnswerForm claimId={claimId} />}
      {outcome.length > 0 && (
        <View style={styles.question}>
          <Text style={text.label} accessibilityRole="header">
            {t('audit.parent.result')}
          </Text>
          {outcome.map((line) => (
            <Text key={line} style={text.body}>
              {line}
            </Text>
          ))}
        </View>
      )}
    </View>
  );
}

/**
 * The audit of a paid claim on its page in the app (issue 34): the programme's questions, the parent's answer with
 * documents, and what the check found and recovered. Nothing while there is nothing to tell the family.
 */
export function ClaimAudit({ claimId }: { claimId: number }) {
  const t = useT();
  const query = useClaimAudit(api, claimId);
  if (query.isError) return <Text style={text.body}>{t('audit.parent.loadFailed')}</Text>;
  if (query.isPending || query.data === null) return null;
  return <AuditSection audit={query.data} claimId={claimId} />;
}

const styles = StyleSheet.create({
  section: { gap: space.md },
  question: { gap: space.xs },
  form: { gap: space.sm },
});
