import type { ApiClient } from '@ace/api-client';
import {
  addDays,
  formatListDate,
  formatMoney,
  isIsoDate,
  isProviderNumber,
  isServiceCategory,
  matchPreApproval,
  parseMoney,
  programmeDate,
  serviceCategoryLabelId,
  startOfProgrammeDay,
  translate,
  type Cents,
  type ClaimForPreApproval,
  type IsoDate,
  type PreApprovalMatch,
  type PreApprovalView,
  type ProviderOfPurchase,
  type Translate,
  type UsablePreApproval,
} from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { ClaimFormApi } from './claim-form.ts';
import type { ClaimFormState } from './claim-form-state.ts';
import { wireDollarsToCents } from './format-dollars.ts';
import { preApprovalsQuery } from './pre-approval-form.ts';

/** What of the claim form a pre-approval is matched against, and the choice itself. */
export type ClaimPurchase = Pick<
  ClaimFormState,
  'amount' | 'category' | 'dateOfService' | 'serviceProviderNumber' | 'nonAceServiceProvider' | 'preApprovalId'
>;

/** A pre-approval a claim can use now: approved, so it has a last day. */
export type OfferedPreApproval = PreApprovalView & { lastDay: IsoDate };

/**
 * A screen names a programme provider by its number, where the server names it by its id: numbers are unique as ids
 * are, so on the screen the number stands for the id, on both sides of matchPreApproval.
 */
function programmeProvider(number: string): ProviderOfPurchase {
  return { serviceProviderId: Number(number), nonAceServiceProvider: null };
}

/**
 * A pre-approval of the parent's list as the domain's matchPreApproval reads it: it ends where its last day ends (an
 * approval's end is the start of a programme day, preApprovalExpiresAt).
 */
export function usablePreApprovalOf(preApproval: PreApprovalView): UsablePreApproval {
  const { number, name } = preApproval.provider;
  return {
    status: preApproval.status,
    childId: preApproval.childId,
    category: preApproval.category,
    amountCents: wireDollarsToCents(preApproval.amount),
    usedCents: wireDollarsToCents(preApproval.used),
    askedOn: programmeDate(new Date(preApproval.createdAt)),
    expiresAt: preApproval.lastDay === null ? null : startOfProgrammeDay(addDays(preApproval.lastDay, 1)),
    ...(number === null ? { serviceProviderId: null, nonAceServiceProvider: { name } } : programmeProvider(number)),
  };
}

/**
 * Whether a claim can use this pre-approval now: approved, something left, its last day not past. Asked of
 * matchPreApproval itself, with a claim made to match it, so that the rule stays the domain's.
 */
export function isUsablePreApproval(preApproval: PreApprovalView, now: Date): preApproval is OfferedPreApproval {
  const usable = usablePreApprovalOf(preApproval);
  const matching: ClaimForPreApproval = {
    childId: usable.childId,
    category: usable.category,
    serviceProviderId: usable.serviceProviderId,
    nonAceServiceProvider: usable.nonAceServiceProvider,
    amountCents: 1,
    dateOfService: usable.askedOn,
  };
  return preApproval.lastDay !== null && !('issue' in matchPreApproval(usable, matching, now, translate));
}

/** The child's pre-approvals a claim can use now, in the list's order (the newest first). */
export function usablePreApprovals(
  preApprovals: readonly PreApprovalView[],
  childId: number,
  now: Date,
): OfferedPreApproval[] {
  return preApprovals.filter(
    (preApproval): preApproval is OfferedPreApproval =>
      preApproval.childId === childId && isUsablePreApproval(preApproval, now),
  );
}

/** The claim the form holds as matchPreApproval reads it, once its category, date of service and provider are in. */
export function claimForPreApprovalOf(values: ClaimPurchase, childId: number): ClaimForPreApproval | null {
  const { category, dateOfService, nonAceServiceProvider } = values;
  const number = values.serviceProviderNumber.trim();
  if (!isServiceCategory(category) || !isIsoDate(dateOfService)) return null;
  if (nonAceServiceProvider === null && !isProviderNumber(number)) return null;
  return {
    childId,
    category,
    dateOfService,
    amountCents: parseMoney(values.amount) ?? 0,
    ...(nonAceServiceProvider === null
      ? programmeProvider(number)
      : { serviceProviderId: null, nonAceServiceProvider }),
  };
}

/** What the pre-approval does for the claim the form holds; null until the claim says what it is for and from whom. */
function matchOf(
  preApproval: PreApprovalView,
  values: ClaimPurchase,
  childId: number,
  now: Date,
  t: Translate,
): PreApprovalMatch | null {
  const claim = claimForPreApprovalOf(values, childId);
  return claim === null ? null : matchPreApproval(usablePreApprovalOf(preApproval), claim, now, t);
}

/**
 * Why the claim the form holds cannot use the pre-approval it chose, in the server's words (PRE_APPROVAL_NOT_USABLE),
 * so that it is told before the claim is sent; null when it can, or when nothing is chosen among `offered`.
 */
export function preApprovalIssueOf(
  offered: readonly PreApprovalView[],
  values: ClaimPurchase,
  childId: number,
  now: Date,
  t: Translate,
): string | null {
  const chosen = offered.find((preApproval) => String(preApproval.id) === values.preApprovalId);
  const match = chosen === undefined ? null : matchOf(chosen, values, childId, now, t);
  return match !== null && 'issue' in match ? match.issue : null;
}

/** What happens to a claim the pre-approval matches: paid without review when covered, else reviewed for the rest. */
function outcomeOf(match: PreApprovalMatch | null, values: ClaimPurchase, t: Translate): string | null {
  const amountCents = parseMoney(values.amount) ?? 0;
  if (match === null || 'issue' in match || amountCents <= 0) return null;
  if (match.whole) return t('preApproval.claim.covered');
  return t('preApproval.claim.difference', {
    covered: formatMoney(match.matchedCents),
    difference: formatMoney(amountCents - match.matchedCents),
  });
}

/** An option of the claim form's pre-approval choice: its value (the id, or '' for none), label and details. */
export interface PreApprovalOption {
  value: string;
  label: string;
  details: string | undefined;
}

/**
 * The claim form's pre-approval choice, on the web and in the app: "Don't use a pre-approval" first, then each
 * pre-approval offered as what is left, for what, with whom, and under it its last day and purpose.
 */
export function preApprovalOptions(offered: readonly OfferedPreApproval[], t: Translate): PreApprovalOption[] {
  return [
    { value: '', label: t('preApproval.claim.none'), details: undefined },
    ...offered.map((preApproval) => ({
      value: String(preApproval.id),
      label: t('preApproval.claim.option', {
        left: formatMoney(wireDollarsToCents(preApproval.held)),
        category: t(serviceCategoryLabelId(preApproval.category)),
        provider: preApproval.provider.name,
      }),
      details: t('preApproval.claim.details', {
        date: formatListDate(preApproval.lastDay),
        description: preApproval.description,
      }),
    })),
  ];
}

export interface PreApprovalChoice {
  /** The child's pre-approvals a claim can use now, the newest first: the choice is offered only when there is one. */
  offered: OfferedPreApproval[];
  /** The one chosen, among those offered. */
  chosen: OfferedPreApproval | null;
  /** What the chosen one still holds: available for this claim, as the server's check counts it. */
  creditCents: Cents;
  /** Under the choice: what the claim must be for to use it. */
  rules: string | null;
  /** What happens to the claim with it: paid without review, or reviewed for the difference. */
  outcome: string | null;
  /** Why the claim cannot use it: told before the claim is sent, or the server's refusal. */
  issue: string | null;
}

export interface PreApprovalChoiceSetup {
  api: Pick<ApiClient, 'preApprovals'>;
  form: ClaimFormApi;
  childId: number;
  t: Translate;
}

/**
 * A claim against a pre-approval (issue 35, ADR 0036), the same on the web and on a phone: the child's usable
 * pre-approvals offered, the chosen one filling an empty category and provider, what it does for the claim as the
 * form changes, and why it cannot be used, in the server's words. A choice that is no longer offered (used, expired,
 * or the list could not be read) is let go: the claim is then sent without it.
 */
export function usePreApprovalChoice({ api, form, childId, t }: PreApprovalChoiceSetup): PreApprovalChoice {
  const query = useQuery(preApprovalsQuery(api));
  const [preApprovalId, amount, category, dateOfService, serviceProviderNumber, nonAceServiceProvider] = useWatch({
    control: form.control,
    name: ['preApprovalId', 'amount', 'category', 'dateOfService', 'serviceProviderNumber', 'nonAceServiceProvider'],
  });
  const values = { preApprovalId, amount, category, dateOfService, serviceProviderNumber, nonAceServiceProvider };
  const now = new Date();
  const offered = usablePreApprovals(query.data ?? [], childId, now);
  const chosen = offered.find((preApproval) => String(preApproval.id) === values.preApprovalId) ?? null;
  const settled = query.status !== 'pending' && !query.isFetching;
  const letGo = settled && values.preApprovalId !== '' && chosen === null;

  useEffect(() => {
    if (letGo) form.setValue('preApprovalId', '');
  }, [letGo, form]);

  // A choice fills what the claim has not said yet: the claim must be for the same category and provider.
  const chosenId = chosen?.id;
  const chosenCategory = chosen?.category;
  const chosenNumber = chosen?.provider.number ?? null;
  useEffect(() => {
    // A refusal was of the choice made before.
    form.clearErrors('preApprovalId');
    if (chosenId === undefined) return;
    const filled = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (chosenCategory !== undefined && form.getValues('category') === '') {
      form.setValue('category', chosenCategory, filled);
    }
    const noProvider =
      form.getValues('serviceProviderNumber').trim() === '' && form.getValues('nonAceServiceProvider') === null;
    if (chosenNumber !== null && noProvider) form.setValue('serviceProviderNumber', chosenNumber, filled);
  }, [chosenId, chosenCategory, chosenNumber, form]);

  const refusal = form.formState.errors.preApprovalId;
  const match = chosen === null ? null : matchOf(chosen, values, childId, now, t);
  const told = match !== null && 'issue' in match ? match.issue : null;
  return {
    offered,
    chosen,
    creditCents: chosen === null ? 0 : wireDollarsToCents(chosen.held),
    rules:
      chosen === null
        ? null
        : t('preApproval.claim.rules', {
            first: formatListDate(programmeDate(new Date(chosen.createdAt))),
            last: formatListDate(chosen.lastDay),
          }),
    outcome: outcomeOf(match, values, t),
    issue: told ?? (refusal?.type === 'server' ? (refusal.message ?? null) : null),
  };
}
