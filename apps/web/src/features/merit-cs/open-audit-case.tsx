import { openAuditCasePayloadSchema, type AuditCase } from '@ace/domain';
import { useT } from '@ace/app-core/i18n';
import { Button, Paper, Text, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { api } from '../../lib/api.ts';
import { AuditCaseModal } from './audit-case-view.tsx';
import { AuditStepForm } from './audit-step-form.tsx';
import { checked } from './audit-form-issues.ts';

/**
 * 'Audit this claim' on a paid claim's staff view (issue 34): staff say why, and its case opens. The API refuses a
 * claim not paid or already audited, in words the form shows.
 */
export function OpenAuditCase({ claimId }: { claimId: number }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [opened, setOpened] = useState<AuditCase | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The button pressed goes away: the keyboard moves to the field it showed.
  const focusWhenShown = useCallback((field: HTMLTextAreaElement | null) => {
    field?.focus();
  }, []);
  return (
    <div>
      <Text role="status" fw={600}>
        {done}
      </Text>
      {!asking && (
        <Button
          variant="light"
          onClick={() => {
            setAsking(true);
          }}
        >
          {t('auditCase.open.action')}
        </Button>
      )}
      {asking && (
        <Paper withBorder radius="md" p="md">
          <AuditStepForm
            title={t('auditCase.open.title')}
            submitLabel={t('auditCase.open.submit')}
            check={() => checked(openAuditCasePayloadSchema(t), { claimId, reason })}
            send={(payload) => api.audits.open(payload.claimId, payload.reason)}
            doneMessage={() => t('auditCase.open.done')}
            onDone={(next, message) => {
              setAsking(false);
              setReason('');
              setDone(message);
              setOpened(next);
            }}
          >
            {(issues) => (
              <Textarea
                name="reason"
                label={t('auditCase.open.reason')}
                description={t('auditCase.open.reasonHint')}
                required
                autosize
                minRows={2}
                ref={focusWhenShown}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                }}
                error={issues.reason}
              />
            )}
          </AuditStepForm>
        </Paper>
      )}
      {opened !== null && (
        <AuditCaseModal
          caseId={opened.id}
          claimId={opened.claimId}
          opened={opened}
          onClose={() => {
            setOpened(null);
          }}
        />
      )}
    </div>
  );
}
