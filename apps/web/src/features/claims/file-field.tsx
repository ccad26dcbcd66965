import { allowedFileKinds, FILE_KIND_MIME_TYPES, MAX_FILE_BYTES, MAX_FILES_PER_CLAIM, uploadIssue } from '@ace/domain';
import { ActionIcon, Button, Group, Input, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useRef, useState, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '@ace/app-core/i18n';
import type { ClaimFormState } from '@ace/app-core/claim-form-state';
import { fileIssues } from '@ace/app-core/claim-submission';
import { contentFingerprint } from './content-fingerprint.ts';

type ChosenFile = ClaimFormState['files'][number];

const accepted = allowedFileKinds('web').map((kind) => FILE_KIND_MIME_TYPES[kind]);

function sizeText(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Invoices and receipts: at most 5, each checked by the domain's upload rules as it is chosen (type, size,
 * duplicate, count), with the spec's messages; a receipt number per file, and what was read from it.
 */
export function FileField({
  files,
  current,
  onAdd,
  onRemove,
  register,
  errors,
  onReceiptNumberChange,
  suggestionsFor,
  disabled,
}: {
  files: readonly ChosenFile[];
  /** The files chosen at this moment (a second choice may start before the first is added). */
  current: () => readonly ChosenFile[];
  onAdd: (file: ChosenFile, content: File) => void;
  onRemove: (index: number) => void;
  register: UseFormRegister<ClaimFormState>;
  errors: FieldErrors<ClaimFormState>;
  onReceiptNumberChange: (index: number) => void;
  /** What was read from the file at this position, to offer on the form, and whether the family already sent it. */
  suggestionsFor: (file: ChosenFile, index: number) => ReactNode;
  disabled: boolean;
}) {
  const t = useT();
  const openRef = useRef<() => void>(null);
  const [refusals, setRefusals] = useState<{ name: string; message: string }[]>([]);

  const choose = async (chosen: readonly File[]) => {
    const refused: { name: string; message: string }[] = [];
    for (const content of chosen) {
      const candidate: ChosenFile = {
        name: content.name,
        size: content.size,
        mimeType: content.type,
        fingerprint: await contentFingerprint(content, MAX_FILE_BYTES),
        receiptNumber: '',
      };
      const issue = uploadIssue(candidate, current(), 'web', t);
      if (issue === null) {
        onAdd(candidate, content);
      } else {
        refused.push({ name: content.name, message: issue });
      }
    }
    setRefusals(refused);
  };

  const issues = fileIssues(errors.files, files.length);
  const full = files.length >= MAX_FILES_PER_CLAIM;

  return (
    <Stack gap="sm">
      <div>
        <Input.Label id="files-label" labelElement="div" required>
          {t('claimForm.files.label')}
        </Input.Label>
        <Input.Description id="files-hint">{t('claimForm.files.hint')}</Input.Description>
      </div>
      <Dropzone
        openRef={openRef}
        onDrop={(dropped) => {
          void choose(dropped);
        }}
        onReject={(rejections) => {
          void choose(rejections.map((rejection) => rejection.file));
        }}
        accept={accepted}
        disabled={disabled || full}
        activateOnClick={false}
        radius="md"
        aria-labelledby="files-label"
        aria-describedby="files-hint"
      >
        <Stack align="center" gap="xs" py="md" style={{ pointerEvents: 'none' }}>
          <Text ta="center">{t('claimForm.files.drop')}</Text>
          <Button
            style={{ pointerEvents: 'all' }}
            variant="light"
            disabled={disabled || full}
            onClick={() => openRef.current?.()}
          >
            {t('claimForm.files.choose')}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('claimForm.files.count', { count: files.length, max: MAX_FILES_PER_CLAIM })}
          </Text>
        </Stack>
      </Dropzone>
      {refusals.length > 0 && (
        <div role="alert">
          <List size="sm" c="var(--mantine-color-error)" spacing={4}>
            {refusals.map((refusal, index) => (
              <List.Item key={`${refusal.name}-${index}`}>
                {refusals.length > 1 ? `${refusal.name}: ${refusal.message}` : refusal.message}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {issues.list !== undefined && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {issues.list}
        </Text>
      )}
      {files.map((file, index) => {
        const receiptField = register(`files.${index}.receiptNumber`);
        const fileIssue = issues.files[index];
        const receiptIssue = issues.receiptNumbers[index];
        return (
          <Paper key={file.fingerprint} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={500} truncate="end">
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {sizeText(file.size)}
                </Text>
                {fileIssue !== undefined && (
                  <Text size="sm" c="var(--mantine-color-error)" role="alert">
                    {fileIssue}
                  </Text>
                )}
                <TextInput
                  size="sm"
                  label={t('claimForm.receiptNumber.label', { name: file.name })}
                  {...receiptField}
                  onChange={(event) => {
                    void receiptField.onChange(event).then(() => {
                      onReceiptNumberChange(index);
                    });
                  }}
                  error={receiptIssue}
                  disabled={disabled}
                />
                {suggestionsFor(file, index)}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                aria-label={t('claimForm.files.remove', { name: file.name })}
                onClick={() => {
                  onRemove(index);
                }}
                disabled={disabled}
              >
                <CloseIcon />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
