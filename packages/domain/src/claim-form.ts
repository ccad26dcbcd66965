import { z } from 'zod';
import { addDays, formatListDate, isIsoDate, type IsoDate } from './dates.ts';
import { translate, type Translate } from './messages/translate.ts';
import { formatMoney, parseMoney, type Cents } from './money.ts';
import { nonAceServiceProviderSchema, type NonAceServiceProvider } from './non-ace-provider.ts';
import { allowedPayTo, isPayTo, type PayTo } from './pay-to.ts';
import type { Platform } from './platform.ts';
import { isProviderNumber, PROVIDER_NUMBER_LENGTH, type ProviderLookup } from './provider.ts';
import { sentAgainReasonIssue, sentAgainReasonSchema } from './receipts-already-sent.ts';
import {
  earliestDateOfService,
  MAX_DAYS_OF_SERVICE_AHEAD,
  type ProgrammeYears,
  type SchoolYearOrNone,
} from './school-years.ts';
import { isCategoryAllowed, isServiceCategory, type ServiceCategory } from './service-categories.ts';
import { optionalText, requiredText, text } from './text-fields.ts';
import { FILE_KINDS, MAX_FILES_PER_CLAIM, uploadIssue, type UploadCandidate } from './uploads.ts';

export const CLAIM_DESCRIPTION_MAX = 2000;
export const RECEIPT_NUMBER_MAX = 50;

/** What the claim rules need to know beyond the form itself; the server and a screen both supply it. */
export interface ClaimFormContext {
  /** The child's available funds right now. */
  availableCents: Cents;
  /** Today in the programme's time zone. */
  today: IsoDate;
  child: { schoolYear: SchoolYearOrNone; homeSchooled: boolean };
  /** The programme's school years: the child's gives the earliest date of service. */
  schoolYears: ProgrammeYears;
  /** The provider found for the form's provider number; null when none was found. */
  provider: ProviderLookup | null;
  /** The parent's own bank is connected and healthy. */
  parentBankReady: boolean;
  platform: Platform;
  /**
   * A receipt of the form is known to be on another claim of the family (receipts-already-sent.ts): the reason for
   * sending it again is then required. The server leaves it out: it checks the family's claims itself, under the
   * child's lock, and refuses a receipt sent again without a reason with its own answer (409 RECEIPT_ALREADY_SENT).
   */
  receiptAlreadySent?: boolean;
  /**
   * Why the year the date of service is charged to takes no more claims (claimYearOverIssue, ADR 0032), so that the
   * screen says it beside the date; the server refuses such a claim before the form is checked (SCHOOL_YEAR_OVER).
   */
  yearOverIssue?: string | null;
}

/** The latest date of service: invoices may be dated up to 30 days ahead. */
export function latestDateOfService(today: IsoDate): IsoDate {
  return addDays(today, MAX_DAYS_OF_SERVICE_AHEAD);
}

/** The message for an amount the parent typed, or null when the child's funds cover it. */
export function claimAmountIssue(text: string, availableCents: Cents, t: Translate): string | null {
  if (text.trim() === '') return t('claim.amount.required');
  const cents = parseMoney(text);
  if (cents === null) return t('claim.amount.invalid');
  return claimFundsIssue(cents, availableCents, t);
}

/** The message for an amount the child's funds do not cover ($0.01 up to what is available), or null. */
export function claimFundsIssue(cents: Cents, availableCents: Cents, t: Translate): string | null {
  if (availableCents <= 0) return t('claim.amount.noFunds');
  if (cents < 1 || cents > availableCents) return t('claim.amount.range', { available: formatMoney(availableCents) });
  return null;
}

/** The message for a programme provider number, or null when it names an Active provider. */
export function providerNumberIssue(number: string, found: ProviderLookup | null, t: Translate): string | null {
  const trimmed = number.trim();
  if (trimmed === '') return t('claim.provider.required');
  if (trimmed.length > PROVIDER_NUMBER_LENGTH) return t('claim.provider.tooLong');
  if (!isProviderNumber(trimmed) || found?.number !== trimmed) return t('claim.provider.invalid');
  if (found.status === 'Inactive') return t('claim.provider.inactive');
  return null;
}

/** A receipt number as a parent types it: letters and digits, at most RECEIPT_NUMBER_MAX (spec section 5). */
export function receiptNumberRule(t: Translate = translate) {
  return z
    .string()
    .max(RECEIPT_NUMBER_MAX, { error: t('claim.receiptNumber.invalid') })
    .regex(/^[A-Za-z0-9]+$/, { error: t('claim.receiptNumber.invalid') });
}

/**
 * A typed receipt number the claim form asks about, whether the family already sent it (GET
 * /api/user/claim/receipt-number?number=…, receipts-already-sent.ts).
 */
export function receiptNumberCheckQuerySchema(t: Translate = translate) {
  return z.strictObject({ number: requiredText(t('claim.receiptNumber.invalid'), { t }).pipe(receiptNumberRule(t)) });
}

function fileSchema(t: Translate) {
  return z.object({
    name: text({ t }),
    size: z.number().int().nonnegative(),
    mimeType: text({ t }),
    fingerprint: text({ t }),
    contentKind: z.enum(FILE_KINDS).nullable().optional(),
    receiptNumber: optionalText({ t }).pipe(receiptNumberRule(t).optional()),
  });
}
export type ClaimFile = z.infer<ReturnType<typeof fileSchema>>;

/** The provider of a valid claim: a programme provider by number, or one the parent entered by hand. */
export type ClaimProvider = { kind: 'programme'; number: string } | { kind: 'nonAce'; details: NonAceServiceProvider };

/**
 * Issues raised inside transforms say `continue: true` so that the whole-form rules (provider, bank, payTo) still
 * run and a person sees every problem at once.
 *
 * The claim form of spec section 5, checked the same way by the parent's screen and by the server. It turns the
 * form's values into a claim ready to store (amount in cents, the provider as one choice).
 */
export function claimFormSchema(context: ClaimFormContext, t: Translate = translate) {
  const earliest = earliestDateOfService(context.schoolYears, context.child.schoolYear);
  const latest = latestDateOfService(context.today);
  return z
    .object({
      amount: text({ t, refused: t('claim.amount.invalid') }).transform((amount, ctx) => {
        const issue = claimAmountIssue(amount, context.availableCents, t);
        if (issue) ctx.addIssue({ code: 'custom', message: issue, continue: true });
        return parseMoney(amount) ?? 0;
      }),
      category: text({ t, error: t('claim.category.required') }).transform((category, ctx) => {
        if (!isServiceCategory(category)) {
          ctx.addIssue({ code: 'custom', message: t('claim.category.required'), continue: true });
          return z.NEVER;
        }
        if (!isCategoryAllowed(category, context.child.homeSchooled)) {
          ctx.addIssue({ code: 'custom', message: t('claim.category.homeschoolOnly'), continue: true });
        }
        return category;
      }),
      dateOfService: text({ t, error: t('claim.dateOfService.required'), refused: t('claim.dateOfService.required') })
        .refine(isIsoDate, { error: t('claim.dateOfService.required') })
        .refine((date) => date >= earliest, {
          error: t('claim.dateOfService.tooEarly', { date: formatListDate(earliest) }),
        })
        .refine((date) => date <= latest, {
          error: t('claim.dateOfService.tooLate', { date: formatListDate(latest) }),
        })
        .refine(() => !context.yearOverIssue, { error: context.yearOverIssue ?? '' }),
      description: requiredText(t('claim.description.required'), { multiline: true, t }).max(CLAIM_DESCRIPTION_MAX, {
        error: t('claim.description.tooLong', { max: CLAIM_DESCRIPTION_MAX }),
      }),
      files: z
        .array(fileSchema(t))
        .min(1, { error: t('claim.invoice.required') })
        .max(MAX_FILES_PER_CLAIM, { error: t('claim.invoice.tooMany', { max: MAX_FILES_PER_CLAIM }) })
        .check((ctx) => {
          ctx.value.forEach((file, index) => {
            const earlier: UploadCandidate[] = ctx.value.slice(0, index);
            const issue = uploadIssue(file, earlier, context.platform, t);
            if (issue) ctx.issues.push({ code: 'custom', message: issue, input: file, path: [index] });
          });
        }),
      payTo: text({ t, error: t('claim.payTo.required') }).transform((payTo, ctx) => {
        if (!isPayTo(payTo)) {
          ctx.addIssue({ code: 'custom', message: t('claim.payTo.required'), continue: true });
          return z.NEVER;
        }
        return payTo;
      }),
      physicalGood: z.boolean().nullable(),
      serviceProviderNumber: text({ t }),
      nonAceServiceProvider: nonAceServiceProviderSchema(t).nullable(),
      sentAgainReason: sentAgainReasonSchema(t),
    })
    .check((ctx) => {
      const form = ctx.value;
      const issue = (message: string, path: string) =>
        ctx.issues.push({ code: 'custom', message, input: form, path: [path] });
      const programme = form.nonAceServiceProvider === null;
      if (programme) {
        const providerIssue = providerNumberIssue(form.serviceProviderNumber, context.provider, t);
        if (providerIssue) issue(providerIssue, 'serviceProviderNumber');
      }
      const payToContext = {
        parentBankReady: context.parentBankReady,
        providerBankReady: programme && context.provider?.canReceivePayments === true,
      };
      if (!payToContext.parentBankReady && !payToContext.providerBankReady) {
        issue(t('claim.bank.noneConnected'), 'serviceProviderNumber');
      } else if (isPayTo(form.payTo) && !allowedPayTo(payToContext).includes(form.payTo)) {
        issue(t(form.payTo === 'User' ? 'claim.payTo.userNeedsBank' : 'claim.payTo.vendorNeedsBank'), 'payTo');
      }
      const reasonIssue = sentAgainReasonIssue(context.receiptAlreadySent === true, form.sentAgainReason, t);
      if (reasonIssue) issue(reasonIssue, 'sentAgainReason');
      if (context.child.homeSchooled && form.physicalGood === null) {
        issue(t('claim.physicalGood.required'), 'physicalGood');
      }
      if (!context.child.homeSchooled && form.physicalGood !== null) {
        issue(t('claim.physicalGood.homeschoolOnly'), 'physicalGood');
      }
    })
    .transform((form): ClaimSubmission => {
      const provider: ClaimProvider =
        form.nonAceServiceProvider === null
          ? { kind: 'programme', number: form.serviceProviderNumber.trim() }
          : { kind: 'nonAce', details: form.nonAceServiceProvider };
      return {
        amountCents: form.amount,
        category: form.category,
        dateOfService: form.dateOfService,
        description: form.description,
        files: form.files,
        payTo: form.payTo,
        physicalGood: form.physicalGood,
        provider,
        sentAgainReason: context.receiptAlreadySent === false ? null : (form.sentAgainReason ?? null),
      };
    });
}

/** The values a claim form holds, as the schema takes them. */
export type ClaimFormValues = z.input<ReturnType<typeof claimFormSchema>>;

/** A claim that passed every rule, ready to be stored. */
export interface ClaimSubmission {
  amountCents: Cents;
  category: ServiceCategory;
  dateOfService: IsoDate;
  description: string;
  files: ClaimFile[];
  payTo: PayTo;
  physicalGood: boolean | null;
  provider: ClaimProvider;
  /** Why the parent sends again a receipt already on another claim of theirs; null when they gave none. */
  sentAgainReason: string | null;
}
