import type { AuditCase } from '@ace/domain';
import { failureMessage } from '@ace/app-core/failure-message';
import { useT } from '@ace/app-core/i18n';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useCaseAnswered } from './audit-queries.ts';
import { fieldsOf, focusFirstIssue, refusedFields, type Issues, type StepCheck } from './audit-form-issues.ts';

/**
 * One step on an audit case (ask, record, confirm, repay, open): its form, checked as the server checks it before it
 * is sent, the API's refusal beside the field it names or above the button, and the keyboard moved to the first
 * field with a problem. Once done, `onDone` says what happened (the case shows it in its live region).
 */
export function AuditStepForm<Payload>({
  title,
  submitLabel,
  check,
  send,
  doneMessage,
  onDone,
  children,
}: {
  title: string;
  submitLabel: string;
  check: () => StepCheck<Payload>;
  send: (payload: Payload) => Promise<AuditCase>;
  doneMessage: (next: AuditCase) => string;
  onDone: (next: AuditCase, message: string) => void;
  children: (issues: Issues) => ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [issues, setIssues] = useState<Issues>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const answered = useCaseAnswered();
  const step = useMutation({
    mutationFn: send,
    onSuccess: async (next) => {
      await answered(next);
      onDone(next, doneMessage(next));
    },
    onError: (error) => {
      // Beside the fields this form has; anything else (the claim not paid, a conflict) above its button.
      const fields = fieldsOf(form.current, refusedFields(error));
      setIssues(fields);
      setRefusal(Object.keys(fields).length === 0 ? failureMessage(error, t) : null);
      focusFirstIssue(form.current, fields);
    },
  });
  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        const checkedStep = check();
        setRefusal(null);
        if (checkedStep.issues !== null) {
          setIssues(checkedStep.issues);
          focusFirstIssue(form.current, checkedStep.issues);
          return;
        }
        setIssues({});
        step.mutate(checkedStep.payload);
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {children(issues)}
        <div aria-live="assertive">
          {refusal !== null && (
            <Alert color="red" variant="light">
              <Text c="dark.8">{refusal}</Text>
            </Alert>
          )}
        </div>
        <Group>
          <Button type="submit" loading={step.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
