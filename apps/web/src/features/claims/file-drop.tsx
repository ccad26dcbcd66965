import { allowedFileKinds, FILE_KIND_MIME_TYPES, MAX_FILE_BYTES, uploadIssue, type UploadCandidate } from '@ace/domain';
import { Button, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '@ace/app-core/i18n';
import { contentFingerprint } from './content-fingerprint.ts';

const accepted = allowedFileKinds('web').map((kind) => FILE_KIND_MIME_TYPES[kind]);

/** A file's size as the list of chosen files says it. */
export function fileSizeText(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Where files are dropped or chosen: each checked by the domain's upload rules as it is chosen (type, size,
 * duplicate, count, against those chosen already), and those refused said at once with the rule's message. The
 * claim form's invoices (FileField) and a pre-approval's quote.
 */
export function FileDrop({
  current,
  onChoose,
  disabled,
  labelledBy,
  describedBy,
  prompt,
  chooseLabel,
  status,
}: {
  /** The files chosen at this moment (a second choice may start before the first is added). */
  current: () => readonly UploadCandidate[];
  onChoose: (file: UploadCandidate, content: File) => void;
  disabled: boolean;
  /** The ids of the field's label and hint. */
  labelledBy: string;
  describedBy: string;
  prompt: string;
  chooseLabel: string;
  /** Said under the button, politely, as files are chosen (how many there are). */
  status?: ReactNode;
}) {
  const t = useT();
  const openRef = useRef<() => void>(null);
  const [refusals, setRefusals] = useState<{ name: string; message: string }[]>([]);

  const choose = async (chosen: readonly File[]) => {
    const refused: { name: string; message: string }[] = [];
    for (const content of chosen) {
      const candidate: UploadCandidate = {
        name: content.name,
        size: content.size,
        mimeType: content.type,
        fingerprint: await contentFingerprint(content, MAX_FILE_BYTES),
      };
      const issue = uploadIssue(candidate, current(), 'web', t);
      if (issue === null) {
        onChoose(candidate, content);
      } else {
        refused.push({ name: content.name, message: issue });
      }
    }
    setRefusals(refused);
  };

  return (
    <>
      <Dropzone
        openRef={openRef}
        onDrop={(dropped) => {
          void choose(dropped);
        }}
        onReject={(rejections) => {
          void choose(rejections.map((rejection) => rejection.file));
        }}
        accept={accepted}
        disabled={disabled}
        activateOnClick={false}
        radius="md"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        <Stack align="center" gap="xs" py="md" style={{ pointerEvents: 'none' }}>
          <Text ta="center">{prompt}</Text>
          <Button
            style={{ pointerEvents: 'all' }}
            variant="light"
            disabled={disabled}
            onClick={() => openRef.current?.()}
          >
            {chooseLabel}
          </Button>
          {status}
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
    </>
  );
}
