import { MAX_FILES_PER_CLAIM } from '@ace/domain';
import { ActionIcon, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '@ace/app-core/i18n';
import type { ClaimFormState } from '@ace/app-core/claim-form-state';
import { fileIssues } from '@ace/app-core/claim-submission';
import { FileDrop, fileSizeText } from './file-drop.tsx';

type ChosenFile = ClaimFormState['files'][number];

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
      <FileDrop
        current={current}
        onChoose={(file, content) => {
          onAdd({ ...file, receiptNumber: '' }, content);
        }}
        disabled={disabled || full}
        labelledBy="files-label"
        describedBy="files-hint"
        prompt={t('claimForm.files.drop')}
        chooseLabel={t('claimForm.files.choose')}
        status={
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('claimForm.files.count', { count: files.length, max: MAX_FILES_PER_CLAIM })}
          </Text>
        }
      />
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
                  {fileSizeText(file.size)}
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
