import { ApiError, type ApiClient } from '@ace/api-client';
import {
  allowedPayTo,
  claimFormSchema,
  claimYearOverIssue,
  fundsForDateOfService,
  isIsoDate,
  otherYearFundsNote,
  dollarsToCents,
  earliestDateOfService,
  firstAwardYear,
  formatMoney,
  isBankReady,
  latestDateOfService,
  programmeDate,
  type Cents,
  type Child,
  type ClaimFormContext,
  type ClaimSubmission,
  type IsoDate,
  type PlainMessageId,
  type NonAceServiceProvider,
  type ParentUser,
  type PayTo,
  type Platform,
  type ProgrammeYears,
  type ProviderLookup,
  type ToastKind,
  type Translate,
} from '@ace/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult, type UseFormReturn } from 'react-hook-form';
import { emptyClaimForm, type ClaimFormFile, type ClaimFormState } from './claim-form-state.ts';
import { preApprovalIssueOf, usePreApprovalChoice, type PreApprovalChoice } from './claim-pre-approval.ts';
import { wireDollarsToCents } from './format-dollars.ts';
import { domainResolver } from './form-resolver.ts';
import { useProviderLookup } from './provider-lookup.ts';
import type { ReceiptReading } from './receipt-readings.ts';
import { useAlreadySent, type AlreadySent } from './receipts-already-sent.ts';

export type ClaimFormApi = UseFormReturn<ClaimFormState, unknown, ClaimSubmission>;

/**
 * The values a claim form starts from: what was typed before the parent went to the ServiceProvider screen, with
 * the provider entered there (which clears the provider number, and a payTo of Vendor: spec section 4).
 */
export function initialClaimValues(
  draft: ClaimFormState | undefined,
  nonAceFromRoute: NonAceServiceProvider | null,
): ClaimFormState {
  const values = draft ?? emptyClaimForm;
  if (nonAceFromRoute === null) return values;
  return {
    ...values,
    nonAceServiceProvider: nonAceFromRoute,
    serviceProviderNumber: '',
    payTo: values.payTo === 'Vendor' ? '' : values.payTo,
  };
}

export interface ClaimFormSetup {
  parent: ParentUser;
  child: Child;
  platform: Platform;
  t: Translate;
  /** What was typed before the parent went to the ServiceProvider screen, if anything. */
  draft: ClaimFormState | undefined;
  /** The provider entered on the ServiceProvider screen, handed back by the route. */
  nonAceFromRoute: NonAceServiceProvider | null;
  /** The pre-approval the form was opened from ('Claim against this pre-approval'): chosen unless a draft says. */
  preApprovalFromRoute: number | null;
  api: Pick<ApiClient, 'providers' | 'claims' | 'preApprovals'>;
  /** The programme's school years (useSchoolYears): the child's gives the earliest date of service. */
  schoolYears: ProgrammeYears;
  /** What was read from a chosen file, by its fingerprint (useReceiptReadings). */
  readingOf: (fingerprint: string) => ReceiptReading | undefined;
  /** The app's toasts: a provider lookup that failed for another reason than 'not found' is told in one. */
  toast: (kind: ToastKind, message: string) => void;
}

export interface ClaimFormRules {
  form: ClaimFormApi;
  today: IsoDate;
  earliest: IsoDate;
  latest: IsoDate;
  files: ClaimFormFile[];
  nonAce: NonAceServiceProvider | null;
  provider: ProviderLookup | null;
  lookingUp: boolean;
  /** The payTo choices the banks allow. */
  allowed: PayTo[];
  /** Why a payTo choice cannot be made, when it cannot and that is news (see blockedPayToHintId). */
  blockedHintOf: (value: PayTo) => PlainMessageId | undefined;
  /** The receipts the family already sent: a warning beside each, and the reason asked (issue 36). */
  alreadySent: AlreadySent;
  /**
   * Whose funds the chosen date of service uses, when it is charged to another year than the child's current one
   * (whose funds the screen shows as Available) that still takes claims; null otherwise (ADR 0028, ADR 0032).
   */
  otherYearFundsNote: string | null;
  /** The child's available funds for this claim, counting what the chosen pre-approval holds for it. */
  available: string;
  /** The pre-approvals the claim may use, the one chosen, and what it does for the claim (issue 35). */
  preApproval: PreApprovalChoice;
}

/**
 * Why a payTo choice cannot be made: the parent's own bank at once; that a provider cannot be paid directly only
 * once there is a provider (before that it is no news, and reads as if a provider had been refused).
 */
export function blockedPayToHintId(
  value: PayTo,
  allowed: readonly PayTo[],
  providerChosen: boolean,
): PlainMessageId | undefined {
  if (allowed.includes(value)) return undefined;
  if (value === 'User') return 'claimForm.payTo.userNeedsBankHint';
  return providerChosen ? 'claimForm.payTo.vendorNeedsBankHint' : undefined;
}

/**
 * Submit a new claim's rules (spec sections 4 and 5), the same on the web and on a phone: the domain's
 * claimFormSchema run with what the screen knows (the child's funds and school year, today in Ohio, the provider
 * found for the number, the parent's bank, the platform), the provider looked up as it is typed, and payTo kept
 * to what the banks allow. The screens only lay it out.
 */
export function useClaimForm(setup: ClaimFormSetup): ClaimFormRules {
  const {
    parent,
    child,
    platform,
    t,
    draft,
    nonAceFromRoute,
    preApprovalFromRoute,
    api,
    toast,
    readingOf,
    schoolYears,
  } = setup;
  const initial = useMemo(() => {
    const values = initialClaimValues(draft, nonAceFromRoute);
    return draft === undefined && preApprovalFromRoute !== null
      ? { ...values, preApprovalId: String(preApprovalFromRoute) }
      : values;
  }, [draft, nonAceFromRoute, preApprovalFromRoute]);
  const onLookupError = useCallback(
    (message: string) => {
      toast('danger', message);
    },
    [toast],
  );
  const today = programmeDate(new Date());
  const contextRef = useRef<ClaimFormContext | null>(null);
  const offeredRef = useRef<PreApprovalChoice['offered']>([]);
  const resolver: Resolver<ClaimFormState, unknown, ClaimSubmission> = async (values, context, options) => {
    if (contextRef.current === null) throw new Error('The claim form has no context');
    const result = await domainResolver<ClaimFormState, ClaimSubmission>(claimFormSchema(contextRef.current, t))(
      values,
      context,
      options,
    );
    return withPreApprovalIssue(result, preApprovalIssueOf(offeredRef.current, values, child.id, new Date(), t));
  };
  const form = useForm<ClaimFormState, unknown, ClaimSubmission>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { isSubmitted } = form.formState;
  const [number, nonAce, files, dateOfService] = useWatch({
    control: form.control,
    name: ['serviceProviderNumber', 'nonAceServiceProvider', 'files', 'dateOfService'],
  });
  const { provider, lookingUp } = useProviderLookup(api, number, nonAce === null, onLookupError);
  const alreadySent = useAlreadySent({ api, t, files, readingOf });
  const preApproval = usePreApprovalChoice({ api, form, childId: child.id, t });
  offeredRef.current = preApproval.offered;
  const credit = preApproval.creditCents;

  const parentBankReady = isBankReady(parent);
  // The year the claim is charged to, by its date of service, and its funds (ADR 0028).
  const charged = fundsForDateOfService(schoolYears, child, dateOfService);
  // What the chosen pre-approval holds is this claim's to take, as the server counts it (preApprovalCredit).
  const chargedAvailableCents = (dollarsToCents(charged.dollars.available) ?? 0) + credit;
  // A chosen date in a year that takes no more claims is refused beside the date, as the server would.
  const yearOverIssue = isIsoDate(dateOfService) ? claimYearOverIssue(schoolYears, charged.schoolYear, today, t) : null;
  contextRef.current = {
    yearOverIssue,
    availableCents: chargedAvailableCents,
    today,
    child: { schoolYear: firstAwardYear(child), homeSchooled: child.homeSchooled },
    schoolYears,
    provider,
    parentBankReady,
    platform,
    receiptAlreadySent: alreadySent.any,
  };
  const allowed = allowedPayTo({
    parentBankReady,
    providerBankReady: nonAce === null && provider?.canReceivePayments === true,
  });
  const allowedKey = allowed.join(',');

  // What the provider lookup found changes the provider and bank rules: check them again once shown.
  useEffect(() => {
    if (lookingUp) return;
    if (isSubmitted || form.getFieldState('serviceProviderNumber').isTouched)
      void form.trigger('serviceProviderNumber');
    if (isSubmitted) void form.trigger('payTo');
  }, [provider, lookingUp, isSubmitted, form]);

  // payTo is limited by bank health; a choice that is no longer allowed (a non-programme provider set, another
  // provider found) is cleared, once the provider's lookup has answered.
  useEffect(() => {
    if (lookingUp) return;
    const current = form.getValues('payTo');
    if (current !== '' && !allowedKey.split(',').includes(current))
      form.setValue('payTo', '', { shouldValidate: isSubmitted });
  }, [allowedKey, form, isSubmitted, lookingUp]);

  // What a chosen pre-approval holds changes what the amount may be: checked again once the amount was.
  useEffect(() => {
    if (isSubmitted || form.getFieldState('amount').isTouched) void form.trigger('amount');
  }, [credit, isSubmitted, form]);

  // The reason asked once a receipt is known to be sent, the server's refusal among the ways: shown, it is where the
  // parent goes next.
  const reasonAsked = alreadySent.any;
  const reasonRefused = form.formState.errors.sentAgainReason?.type === 'server';
  useEffect(() => {
    if (reasonAsked && reasonRefused) form.setFocus('sentAgainReason');
  }, [reasonAsked, reasonRefused, form]);

  return {
    form,
    today,
    earliest: earliestDateOfService(schoolYears, firstAwardYear(child)),
    latest: latestDateOfService(today),
    files,
    nonAce,
    provider,
    lookingUp,
    allowed,
    blockedHintOf: (value) => blockedPayToHintId(value, allowed, provider !== null || nonAce !== null),
    alreadySent,
    otherYearFundsNote:
      charged.schoolYear === child.schoolYear || yearOverIssue !== null
        ? null
        : otherYearFundsNote(
            { ...charged, dollars: { ...charged.dollars, available: chargedAvailableCents / 100 } },
            t,
          ),
    available: availableText(wireDollarsToCents(child.dollars.available), credit, t),
    preApproval,
  };
}

/** The funds line of the claim form: what is available, and with what the chosen pre-approval holds once chosen. */
function availableText(availableCents: Cents, creditCents: Cents, t: Translate): string {
  if (creditCents === 0) return t('claimForm.available', { amount: formatMoney(availableCents) });
  return t('preApproval.claim.available', {
    amount: formatMoney(availableCents + creditCents),
    held: formatMoney(creditCents),
  });
}

/** The form's check with the chosen pre-approval's: a claim it does not match is told so before it is sent. */
function withPreApprovalIssue(
  result: ResolverResult<ClaimFormState, ClaimSubmission>,
  issue: string | null,
): ResolverResult<ClaimFormState, ClaimSubmission> {
  if (issue === null) return result;
  return { values: {}, errors: { ...result.errors, preApprovalId: { type: 'validate', message: issue } } };
}

/** Sets or clears the provider entered by hand; setting it clears the provider number. */
export function setNonAceProvider(form: ClaimFormApi, details: NonAceServiceProvider | null): void {
  form.setValue('nonAceServiceProvider', details, { shouldDirty: true });
  if (details !== null) form.setValue('serviceProviderNumber', '');
  if (form.formState.isSubmitted) void form.trigger(['serviceProviderNumber', 'payTo']);
}

/** The server's field issues on the form's inputs (a file's issue on the files). */
export function showServerIssues(form: ClaimFormApi, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.issues) {
    const field = /^files\.\d+$/.test(issue.path) ? 'files' : issue.path;
    form.setError(field as keyof ClaimFormState, { type: 'server', message: issue.message });
  }
}
