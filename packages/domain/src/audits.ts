import { z } from 'zod';
import { AUDIT_MISSPENT_REASONS } from './audit-reasons.ts';
import { isBusinessDay } from './business-days.ts';
import { providerDueAt } from './claim-deadlines.ts';
import { isIsoDate } from './dates.ts';
import { dollarsSchema, type RecoveredFunds } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { dollarsToCents, formatMoney, type Cents } from './money.ts';
import { PAY_TO_VALUES } from './pay-to.ts';
import { SERVICE_CATEGORIES } from './service-categories.ts';
import { requiredText, trimmedText } from './text-fields.ts';

/**
 * Audits of paid claims (issue 34, docs/adr/0034-audits-of-paid-claims.md): a case per audited claim, questions to
 * the family with a due date, a finding, and what a misspent amount recovers. The rules both ends share live here.
 */

/** Where a case stands: open (staff's turn), asked (the family's turn), answered, a finding to confirm, closed. */
export const AUDIT_CASE_STATES = ['open', 'asked', 'answered', 'toConfirm', 'closed'] as const;
export type AuditCaseState = (typeof AUDIT_CASE_STATES)[number];

export const AUDIT_OUTCOMES = ['noFinding', 'misspent'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Who owes a misspent amount: the family for a claim paid to them, the provider for one paid to it. */
export const AUDIT_DEBTORS = ['family', 'provider'] as const;
export type AuditDebtor = (typeof AUDIT_DEBTORS)[number];

/** The business days a family has to answer a question unless the programme sets another number. */
export const DEFAULT_AUDIT_ANSWER_BUSINESS_DAYS = 10;

/** The programme's audit settings (its configuration): the sample's rate, the answer's time, the second person. */
export interface AuditSettings {
  /** The share of a week's paid claims drawn, 0 to 1 (0.05 by default). */
  sampleRate: number;
  /** The business days a family has to answer a question by default (10). */
  answerBusinessDays: number;
  /** A misspent amount above this needs a second staff member's confirmation. */
  confirmAboveCents: Cents;
}

/** How many of `paid` claims a week's sample draws at `rate`: rounded up, so any paid claim may be drawn. */
export function sampleSize(paid: number, rate: number): number {
  if (paid <= 0 || rate <= 0) return 0;
  return Math.min(paid, Math.ceil(paid * rate - 1e-9));
}

/**
 * The end of the family's time to answer a question asked at `askedAt`: the end of the `businessDays`-th business
 * day after, the programme's one rule for a deadline in business days (the provider's review uses it too).
 */
export function auditAnswerDueAt(askedAt: Date, businessDays: number): Date {
  return providerDueAt(askedAt, businessDays);
}

/** Whether a finding needs a second staff member: a misspent amount above the programme's threshold. */
export function needsSecondPerson(outcome: AuditOutcome, amountCents: Cents, settings: AuditSettings): boolean {
  return outcome === 'misspent' && amountCents > settings.confirmAboveCents;
}

/** What a misspent amount recovers at once from the child's available funds, and what is left owed. */
export interface RecoverySplit {
  fromFundsCents: Cents;
  owedCents: Cents;
}

/**
 * A family's misspent amount is taken first from the child's available funds, never below zero; the rest is owed.
 * A provider's is owed whole: the family's funds are not touched for a claim paid to a provider.
 */
export function recoverySplit(misspentCents: Cents, availableCents: Cents, debtor: AuditDebtor): RecoverySplit {
  const fromFundsCents = debtor === 'family' ? Math.min(misspentCents, Math.max(availableCents, 0)) : 0;
  return { fromFundsCents, owedCents: misspentCents - fromFundsCents };
}

/** What is still owed of a finding: the misspent amount less what the funds gave and what was repaid. */
export function stillOwedCents(recovery: { misspentCents: Cents; fromFundsCents: Cents; repaidCents: Cents }): Cents {
  return recovery.misspentCents - recovery.fromFundsCents - recovery.repaidCents;
}

const AUDIT_TEXT_MAX = 2_000;

function longText(message: string, t: Translate) {
  return requiredText(message, { multiline: true, t }).max(AUDIT_TEXT_MAX, {
    error: t('audits.text.tooLong', { max: AUDIT_TEXT_MAX }),
  });
}

function optionalLongText(t: Translate) {
  return trimmedText({ multiline: true, t }).max(AUDIT_TEXT_MAX, {
    error: t('audits.text.tooLong', { max: AUDIT_TEXT_MAX }),
  });
}

/** An amount in dollars as the API takes it, in cents: more than zero, at most two decimals. */
function positiveDollars(message: string) {
  return z.number({ error: message }).transform((dollars, ctx): Cents => {
    const cents = dollarsToCents(dollars);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}

/** POST /api/merit-cs/audits: staff add a claim by hand, with why. */
export function openAuditCasePayloadSchema(t: Translate = translate) {
  return z.strictObject({
    claimId: z
      .number({ error: t('audits.claim.invalid') })
      .int({ error: t('audits.claim.invalid') })
      .positive({ error: t('audits.claim.invalid') })
      .max(2_147_483_647, { error: t('audits.claim.invalid') }),
    reason: longText(t('audits.openReason.required'), t),
  });
}
export type OpenAuditCasePayload = z.infer<ReturnType<typeof openAuditCasePayloadSchema>>;

/** POST /api/merit-cs/audits/{id}/questions: what staff ask the family, and by when (default: 10 business days). */
export function askAuditQuestionPayloadSchema(t: Translate = translate) {
  return z.strictObject({
    question: longText(t('audits.question.required'), t),
    dueDate: z
      .string({ error: t('audits.dueDate.invalid') })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('audits.dueDate.invalid') })
      // The family is reminded on the last day, at the programme's reminder hour: it must be a business day.
      .refine((date) => !isIsoDate(date) || isBusinessDay(date), { error: t('audits.dueDate.notBusinessDay') })
      .nullable()
      .default(null),
  });
}
export type AskAuditQuestionPayload = z.infer<ReturnType<typeof askAuditQuestionPayloadSchema>>;

/** The parent's answer's text (multipart field `answer`, beside the files file1..file5). */
export function auditAnswerFieldsSchema(t: Translate = translate) {
  return z.strictObject({ answer: longText(t('audits.answer.required'), t) });
}

/** POST /api/merit-cs/audits/{id}/finding: the outcome and, for a misspent amount, how much, why and on what. */
export function recordFindingPayloadSchema(t: Translate = translate) {
  return z.discriminatedUnion(
    'outcome',
    [
      z.strictObject({
        outcome: z.literal('noFinding'),
        explanation: optionalLongText(t).default(''),
      }),
      z.strictObject({
        outcome: z.literal('misspent'),
        amount: positiveDollars(t('audits.amount.invalid')),
        reason: z.enum(AUDIT_MISSPENT_REASONS, { error: t('audits.reason.required') }),
        explanation: longText(t('audits.explanation.required'), t),
        evidence: longText(t('audits.evidence.required'), t),
      }),
    ],
    { error: t('audits.outcome.required') },
  );
}
export type RecordFindingPayload = z.infer<ReturnType<typeof recordFindingPayloadSchema>>;

/** The issue of a misspent amount above the claim's: at most what the claim was for. */
export function findingAmountIssue(amountCents: Cents, claimCents: Cents, t: Translate = translate): string | null {
  return amountCents > claimCents ? t('audits.amount.aboveClaim', { max: formatMoney(claimCents) }) : null;
}

/** POST /api/merit-cs/audits/{id}/repayments: money that arrived towards what is owed. */
export function recordRepaymentPayloadSchema(t: Translate = translate) {
  return z.strictObject({ amount: positiveDollars(t('audits.repayment.invalid')) });
}

/** The issue of a repayment above what is still owed. */
export function repaymentIssue(amountCents: Cents, owedCents: Cents, t: Translate = translate): string | null {
  if (owedCents <= 0) return t('audits.repayment.nothingOwed');
  return amountCents > owedCents ? t('audits.repayment.aboveOwed', { owed: formatMoney(owedCents) }) : null;
}

const isoDateTime = z.iso.datetime({ offset: true });

/** A question to the family and its answer, as staff and the family see it. */
export const auditQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  askedAt: isoDateTime,
  /** The last day to answer (programme time). */
  dueDate: z.string(),
  overdue: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  /** The answer's files, each through a short-lived signed link (for staff, one that records their read). */
  files: z.array(z.object({ id: z.number().int().positive(), filename: z.string(), url: z.string() })),
});
export type AuditQuestion = z.infer<typeof auditQuestionSchema>;

/** What a finding recovered and what is still owed, in dollars. */
export const auditRecoverySchema = z.object({
  debtor: z.enum(AUDIT_DEBTORS),
  misspent: dollarsSchema,
  fromFunds: dollarsSchema,
  repaid: dollarsSchema,
  owed: dollarsSchema,
});
export type AuditRecovery = z.infer<typeof auditRecoverySchema>;

export const auditFindingSchema = z.object({
  outcome: z.enum(AUDIT_OUTCOMES),
  amount: dollarsSchema.nullable(),
  reason: z.enum(AUDIT_MISSPENT_REASONS).nullable(),
  explanation: z.string(),
  evidence: z.string(),
  foundBy: z.string(),
  foundAt: isoDateTime,
  confirmedBy: z.string().nullable(),
  confirmedAt: isoDateTime.nullable(),
  /** Whether the staff member reading the case recorded it: they may not confirm it (the second person). */
  recordedByYou: z.boolean(),
});

const auditPersonSchema = z.object({ firstName: z.string(), lastName: z.string() });

/** The audited claim as staff read it beside its case. */
export const auditedClaimSchema = z.object({
  amount: dollarsSchema,
  category: z.enum(SERVICE_CATEGORIES),
  description: z.string(),
  dateOfService: z.iso.date(),
  payTo: z.enum(PAY_TO_VALUES),
  provider: z.string().nullable(),
  child: auditPersonSchema,
  parent: auditPersonSchema,
});

/** An audit case as staff see it. */
export const auditCaseSchema = z.object({
  id: z.number().int().positive(),
  claimId: z.number().int().positive(),
  state: z.enum(AUDIT_CASE_STATES),
  overdue: z.boolean(),
  sampled: z.boolean(),
  flagged: z.boolean(),
  /** The staff member who added the claim by hand, and why; null for the weekly draw. */
  openedBy: z.string().nullable(),
  openReason: z.string().nullable(),
  openedAt: isoDateTime,
  sampleWeek: z.string().nullable(),
  claim: auditedClaimSchema,
  questions: z.array(auditQuestionSchema),
  finding: auditFindingSchema.nullable(),
  recovery: auditRecoverySchema.nullable(),
  /** The family's usual time to answer a question asked now, in business days (the programme's setting). */
  answerBusinessDays: z.number().int().positive(),
});
export type AuditCase = z.infer<typeof auditCaseSchema>;

/** A case in the staff's list. */
export const auditCaseSummarySchema = z.object({
  id: z.number().int().positive(),
  claimId: z.number().int().positive(),
  state: z.enum(AUDIT_CASE_STATES),
  overdue: z.boolean(),
  sampled: z.boolean(),
  flagged: z.boolean(),
  openedAt: isoDateTime,
  dueDate: z.string().nullable(),
});
export type AuditCaseSummary = z.infer<typeof auditCaseSummarySchema>;
export const auditCaseSummariesSchema = z.array(auditCaseSummarySchema);

export const AUDIT_LIST_FILTERS = ['all', 'open', 'overdue', 'toConfirm', 'closed'] as const;
export type AuditListFilter = (typeof AUDIT_LIST_FILTERS)[number];

export function auditListQuerySchema(t: Translate = translate) {
  return z.strictObject({
    filter: z.enum(AUDIT_LIST_FILTERS, { error: t('audits.filter.invalid') }).default('all'),
  });
}

/** One week's draw, as an auditor checks it: its seed, rate and the paid claims it drew from. */
export const auditSampleSchema = z.object({
  weekStart: z.string(),
  seed: z.string(),
  rate: z.number(),
  paidClaimIds: z.array(z.number().int().positive()),
  sampledClaimIds: z.array(z.number().int().positive()),
  flaggedClaimIds: z.array(z.number().int().positive()),
  drawnAt: isoDateTime,
});
export type AuditSample = z.infer<typeof auditSampleSchema>;
export const auditSamplesSchema = z.array(auditSampleSchema);

/** What the family sees of an audit of their claim: the questions, and what a finding took or left owed. */
export const parentAuditSchema = z.object({
  caseId: z.number().int().positive(),
  state: z.enum(AUDIT_CASE_STATES),
  questions: z.array(auditQuestionSchema),
  finding: z
    .object({
      outcome: z.enum(AUDIT_OUTCOMES),
      reason: z.enum(AUDIT_MISSPENT_REASONS).nullable(),
      explanation: z.string(),
    })
    .nullable(),
  recovery: auditRecoverySchema.nullable(),
});
export type ParentAudit = z.infer<typeof parentAuditSchema>;

/** A finding a provider is asked to repay, on its dashboard. */
export const providerAuditDebtSchema = z.object({
  caseId: z.number().int().positive(),
  claimId: z.number().int().positive(),
  reason: z.enum(AUDIT_MISSPENT_REASONS).nullable(),
  explanation: z.string(),
  misspent: dollarsSchema,
  repaid: dollarsSchema,
  owed: dollarsSchema,
  foundAt: isoDateTime,
});
export type ProviderAuditDebt = z.infer<typeof providerAuditDebtSchema>;
export const providerAuditDebtsSchema = z.array(providerAuditDebtSchema);

/**
 * What the child's card says of money an audit took from its funds (issue 34 item 4): how much, after the check of
 * which claim, and why.
 */
export function recoveredNotes(recovered: readonly RecoveredFunds[], t: Translate): string[] {
  return recovered.map((one) =>
    t('dashboard.recovered', {
      amount: formatMoney(Math.round(one.amount * 100)),
      claimId: one.claimId,
      reason: t(`audits.reason.${one.reason}`),
    }),
  );
}
