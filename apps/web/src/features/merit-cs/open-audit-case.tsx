import { openAuditCasePayloadSchema, type AuditCase } from '@ace/domain';
import { useT } from '@ace/app-core/i18n';
import { Button, Paper, Text, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { api } from '../../lib/api.ts';
import { AuditCaseModal } from './audit-case-view.tsx';
import { AuditStepForm } from './audit-step-form.tsx';
import { checked } from './audit-form-issues.ts';

/**
 * 'Audit this claim' on a paid claim's staff view (issue 34): staff say why, and its case opens. A claim audited
 * already (`caseId`, or the case just opened here) offers its case instead. The API refuses a claim not paid or
 * already audited, in words the form shows.
 */
export function OpenAuditCase({ claimId, caseId }: { claimId: number; caseId: number | null }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [created, setCreated] = useState<AuditCase | null>(null);
  const [showing, setShowing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const existingId = created?.id ?? caseId;
  // The button pressed goes away: the keyboard moves to the field it showed.
  const focusWhenShown = useCallback((field: HTMLTextAreaElement | null) => {
    field?.focus();
  }, []);
  return (
    <div>
      <Text role="status" fw={600}>
        {done}
      </Text>
      {existingId !== null && (
        <Button
          variant="light"
          onClick={() => {
            setShowing(true);
          }}
        >
          {t('auditCase.open.existing')}
        </Button>
      )}
      {existingId === null && !asking && (
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
              setCreated(next);
              setShowing(true);
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
      {showing && existingId !== null && (
        <AuditCaseModal
          caseId={existingId}
          claimId={claimId}
          {...(created === null ? {} : { opened: created })}
          onClose={() => {
            setShowing(false);
          }}
        />
      )}
    </div>
  );
}
