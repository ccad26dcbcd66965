import {
  askAuditQuestionPayloadSchema,
  AUDIT_MISSPENT_REASONS,
  centsToDollars,
  dollarsToCents,
  findingAmountIssue,
  formatMoney,
  parseMoney,
  recordFindingPayloadSchema,
  recordRepaymentPayloadSchema,
  repaymentIssue,
  type AuditCase,
  type AuditMisspentReason,
  type AuditOutcome,
} from '@ace/domain';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '../../components/money-input.tsx';
import { api } from '../../lib/api.ts';
import { AuditStepForm } from './audit-step-form.tsx';
import { checked } from './audit-form-issues.ts';

type Done = (next: AuditCase, message: string) => void;

/** A typed amount as the API's schemas take it: dollars, or NaN when it is not an amount (their message then). */
const typedDollars = (text: string) => {
  const cents = parseMoney(text);
  return cents === null ? Number.NaN : centsToDollars(cents);
};

/** A question to the family, with its last day to answer (empty: the programme's usual business days). */
export function AskForm({ audit, onDone }: { audit: AuditCase; onDone: Done }) {
  const t = useT();
  const [question, setQuestion] = useState('');
  const [dueDate, setDueDate] = useState('');
  return (
    <AuditStepForm
      title={t('auditCase.ask.title')}
      submitLabel={t('auditCase.ask.submit')}
      check={() => checked(askAuditQuestionPayloadSchema(t), { question, dueDate: dueDate === '' ? null : dueDate })}
      send={(payload) => api.audits.ask(audit.id, payload.question, payload.dueDate)}
      doneMessage={() => t('auditCase.ask.done')}
      onDone={onDone}
    >
      {(issues) => (
        <>
          <Textarea
            name="question"
            label={t('auditCase.ask.question')}
            description={t('auditCase.ask.questionHint')}
            required
            autosize
            minRows={3}
            value={question}
            onChange={(event) => {
              setQuestion(event.currentTarget.value);
            }}
            error={issues.question}
          />
          <TextInput
            name="dueDate"
            type="date"
            label={t('auditCase.ask.dueDate')}
            description={t('auditCase.ask.dueDateHint', { days: audit.answerBusinessDays })}
            maw={320}
            value={dueDate}
            onChange={(event) => {
              setDueDate(event.currentTarget.value);
            }}
            error={issues.dueDate}
          />
        </>
      )}
    </AuditStepForm>
  );
}

interface FindingValues {
  outcome: AuditOutcome;
  amount: string;
  reason: AuditMisspentReason | '';
  explanation: string;
  evidence: string;
}

/** The finding: no finding, or misspent with an amount (up to the claim's), a reason, an explanation and evidence. */
export function FindingForm({ audit, onDone }: { audit: AuditCase; onDone: Done }) {
  const t = useT();
  const [values, setValues] = useState<FindingValues>({
    outcome: 'noFinding',
    amount: '',
    reason: '',
    explanation: '',
    evidence: '',
  });
  const claimCents = dollarsToCents(audit.claim.amount) ?? 0;
  const set = (next: Partial<FindingValues>) => {
    setValues({ ...values, ...next });
  };
  return (
    <AuditStepForm
      title={t('auditCase.find.title')}
      submitLabel={t('auditCase.find.submit')}
      check={() => {
        const body =
          values.outcome === 'noFinding'
            ? { outcome: values.outcome, explanation: values.explanation }
            : {
                outcome: values.outcome,
                amount: typedDollars(values.amount),
                reason: values.reason === '' ? undefined : values.reason,
                explanation: values.explanation,
                evidence: values.evidence,
              };
        const result = checked(recordFindingPayloadSchema(t), body);
        if (result.payload?.outcome !== 'misspent') return result;
        const above = findingAmountIssue(result.payload.amount, claimCents, t);
        return above === null ? result : { payload: null, issues: { amount: above } };
      }}
      send={(payload) => api.audits.recordFinding(audit.id, payload)}
      doneMessage={(next) => t(next.state === 'toConfirm' ? 'auditCase.find.doneToConfirm' : 'auditCase.find.done')}
      onDone={onDone}
    >
      {(issues) => (
        <>
          <Radio.Group
            name="outcome"
            label={t('auditCase.find.outcome')}
            value={values.outcome}
            onChange={(outcome) => {
              set({ outcome: outcome === 'misspent' ? 'misspent' : 'noFinding' });
            }}
            error={issues.outcome}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="noFinding" label={t('auditCase.find.noFinding')} />
              <Radio value="misspent" label={t('auditCase.find.misspent')} />
            </Stack>
          </Radio.Group>
          {values.outcome === 'misspent' && (
            <>
              <MoneyInput
                name="amount"
                label={t('auditCase.find.amount')}
                description={t('auditCase.find.amountHint', { max: formatDollars(audit.claim.amount) })}
                required
                value={values.amount}
                onChange={(event) => {
                  set({ amount: event.currentTarget.value });
                }}
                error={issues.amount}
              />
              <NativeSelect
                name="reason"
                label={t('auditCase.find.reason')}
                required
                maw={420}
                value={values.reason}
                data={[
                  { value: '', label: t('auditCase.find.chooseReason'), disabled: true },
                  ...AUDIT_MISSPENT_REASONS.map((reason) => ({ value: reason, label: t(`audits.reason.${reason}`) })),
                ]}
                onChange={(event) => {
                  const chosen = AUDIT_MISSPENT_REASONS.find((reason) => reason === event.currentTarget.value);
                  set({ reason: chosen ?? '' });
                }}
                error={issues.reason}
              />
            </>
          )}
          <Textarea
            name="explanation"
            label={t(
              values.outcome === 'misspent' ? 'auditCase.find.explanation' : 'auditCase.find.explanationOptional',
            )}
            required={values.outcome === 'misspent'}
            autosize
            minRows={2}
            value={values.explanation}
            onChange={(event) => {
              set({ explanation: event.currentTarget.value });
            }}
            error={issues.explanation}
          />
          {values.outcome === 'misspent' && (
            <Textarea
              name="evidence"
              label={t('auditCase.find.evidence')}
              description={t('auditCase.find.evidenceHint')}
              required
              autosize
              minRows={2}
              value={values.evidence}
              onChange={(event) => {
                set({ evidence: event.currentTarget.value });
              }}
              error={issues.evidence}
            />
          )}
        </>
      )}
    </AuditStepForm>
  );
}

/** The second person's confirmation of a finding waiting for it; the one who recorded it is told they may not. */
export function ConfirmForm({ audit, onDone }: { audit: AuditCase; onDone: Done }) {
  const t = useT();
  return (
    <AuditStepForm
      title={t('auditCase.confirm.title')}
      submitLabel={t('auditCase.confirm.submit')}
      check={() => ({ payload: audit.id, issues: null })}
      send={(id) => api.audits.confirm(id)}
      doneMessage={() => t('auditCase.confirm.done')}
      onDone={onDone}
    >
      {() => null}
    </AuditStepForm>
  );
}

/** Money that arrived towards what the finding left owed: at most what is owed. */
export function RepaymentForm({ audit, owed, onDone }: { audit: AuditCase; owed: number; onDone: Done }) {
  const t = useT();
  const [amount, setAmount] = useState('');
  const owedCents = dollarsToCents(owed) ?? 0;
  return (
    <AuditStepForm
      title={t('auditCase.repay.title')}
      submitLabel={t('auditCase.repay.submit')}
      check={() => {
        const result = checked(recordRepaymentPayloadSchema(t), { amount: typedDollars(amount) });
        if (result.payload === null) return result;
        const issue = repaymentIssue(result.payload.amount, owedCents, t);
        return issue === null ? result : { payload: null, issues: { amount: issue } };
      }}
      send={(payload) => api.audits.recordRepayment(audit.id, payload.amount)}
      doneMessage={() => t('auditCase.repay.done')}
      onDone={onDone}
    >
      {(issues) => (
        <MoneyInput
          name="amount"
          label={t('auditCase.repay.amount')}
          description={t('auditCase.repay.amountHint', { owed: formatMoney(owedCents) })}
          required
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
          }}
          error={issues.amount}
        />
      )}
    </AuditStepForm>
  );
}
