import { z } from 'zod';
import { CLAIM_STATUSES, staffStatusId, type ClaimStatus } from './claim-status.ts';
import { isIsoDate } from './dates.ts';
import { translate, type PlainMessageId, type Translate } from './messages/translate.ts';
import type { TransferStatus } from './entities.ts';
import { dollarsToCents, formatMoney, parseMoney, type Cents } from './money.ts';
import { isProviderNumber, PROVIDER_STATUSES } from './provider.ts';
import { requiredText, text, trimmedText } from './text-fields.ts';

/** How long a support agent's reason for a change may be. */
export const CHANGE_NOTE_MAX = 1000;

/** The two things support staff can do to a claim they found. */
export type MeritCsMode = 'status' | 'amount';

/** After a search: update status for an Accepted or Rejected claim, otherwise update amount. */
export function defaultMeritCsMode(status: ClaimStatus): MeritCsMode {
  return canReopenClaim(status) ? 'status' : 'amount';
}

/** Support staff may send only an Accepted or Rejected claim back to Pending Internal Review. */
export function canReopenClaim(status: ClaimStatus): boolean {
  return status === 'Accepted' || status === 'Rejected';
}

/** The status a reopened claim takes. */
export const REOPENED_STATUS: ClaimStatus = 'Pending';

/** Why a claim cannot go back to Pending Internal Review, or null when it can. */
export function reopenClaimIssue(status: ClaimStatus, t: Translate): string | null {
  return canReopenClaim(status) ? null : t('meritCs.statusChange.notAllowed', { status: t(staffStatusId(status)) });
}

export function reopenClaimConfirmation(claimId: number, status: ClaimStatus, t: Translate): string {
  return t('meritCs.statusChange.confirm', { id: claimId, status: t(staffStatusId(status)) });
}

/** Only an Accepted claim's amount may change. */
export function canChangeClaimAmount(status: ClaimStatus): boolean {
  return status === 'Accepted';
}

/** Why a claim in this status cannot have its amount changed, or null when it can (only Accepted claims). */
export function amountChangeStatusIssue(status: ClaimStatus, t: Translate): string | null {
  return canChangeClaimAmount(status)
    ? null
    : t('meritCs.amountChange.notAccepted', { status: t(staffStatusId(status)) });
}

/** The changes support staff may make to a claim in this status: an Accepted claim's status and amount, a Rejected one's status. */
export function meritCsModesFor(status: ClaimStatus): MeritCsMode[] {
  return [
    ...(canReopenClaim(status) ? (['status'] as const) : []),
    ...(canChangeClaimAmount(status) ? (['amount'] as const) : []),
  ];
}

/** Why the changes not offered for a claim in this status cannot be made, and when they can; null when all can. */
export function unavailableChangesText(status: ClaimStatus, t: Translate): string | null {
  switch (status) {
    case 'Accepted':
      return null;
    case 'Rejected':
      return t('meritCs.mode.amountApprovedOnly');
    case 'Pending':
      return t('meritCs.mode.noneWhilePending');
    case 'Pending external':
      return t('meritCs.mode.noneWhilePendingExternal');
  }
}

/**
 * Why an Accepted claim's amount cannot become the new amount, or null when it can: only Accepted claims, a
 * different amount, and no more than the claim already holds plus the child's available funds.
 */
export function claimAmountChangeIssue(
  claim: { status: ClaimStatus; amountCents: Cents },
  newAmountCents: Cents,
  availableCents: Cents,
  t: Translate,
): string | null {
  const statusIssue = amountChangeStatusIssue(claim.status, t);
  if (statusIssue !== null) return statusIssue;
  if (newAmountCents === claim.amountCents) return t('meritCs.amountChange.unchanged');
  const ceiling = claim.amountCents + Math.max(availableCents, 0);
  if (newAmountCents > ceiling) return t('meritCs.amountChange.exceedsFunds', { available: formatMoney(ceiling) });
  return null;
}

const transferStatusIds: Readonly<Record<TransferStatus, PlainMessageId>> = {
  queued: 'meritCsScreen.payment.queued',
  pending: 'meritCsScreen.payment.pending',
  processed: 'meritCsScreen.payment.processed',
  failed: 'meritCsScreen.payment.failed',
  cancelled: 'meritCsScreen.payment.cancelled',
};

/** A payout's status in support staff's words. */
export function transferStatusId(status: TransferStatus): PlainMessageId {
  return transferStatusIds[status];
}

export function claimAmountChangeConfirmation(oldCents: Cents, newCents: Cents, t: Translate): string {
  return t('meritCs.amountChange.confirm', { old: formatMoney(oldCents), new: formatMoney(newCents) });
}

const claimEventActions: ReadonlyMap<string, PlainMessageId> = new Map(
  Object.entries({
    submitted: 'meritCsScreen.event.submitted',
    passedInternalReview: 'meritCsScreen.event.passedInternalReview',
    approved: 'meritCsScreen.event.approved',
    rejected: 'meritCsScreen.event.rejected',
    reopened: 'meritCsScreen.event.reopened',
    amountChanged: 'meritCsScreen.event.amountChanged',
    providerAssigned: 'meritCsScreen.event.providerAssigned',
    appealed: 'meritCsScreen.event.appealed',
    appealUpheld: 'meritCsScreen.event.appealUpheld',
    appealOverturned: 'meritCsScreen.event.appealOverturned',
    preApprovalReturned: 'meritCsScreen.event.preApprovalReturned',
  } as const),
);

/**
 * What happened to a claim, in words, for an audit trail entry; null for an action this version does not know
 * (the trail is a record, so a newer server's entry is shown as it is rather than refused).
 */
export function claimEventActionId(action: string): PlainMessageId | null {
  return claimEventActions.get(action) ?? null;
}

const claimEventActors: ReadonlyMap<string, PlainMessageId> = new Map(
  Object.entries({
    parent: 'meritCsScreen.actor.parent',
    meritCs: 'meritCsScreen.actor.meritCs',
    internalToken: 'meritCsScreen.actor.internalReviewer',
    externalToken: 'meritCsScreen.actor.externalReviewer',
  } as const),
);

/** In what role someone acted on a claim (parent, support staff, a reviewer through a link); null when unknown. */
export function claimEventActorId(actorKind: string): PlainMessageId | null {
  return claimEventActors.get(actorKind) ?? null;
}

function noteSchema(requiredMessage: string, t: Translate) {
  return requiredText(requiredMessage, { multiline: true, t }).max(CHANGE_NOTE_MAX, {
    error: t('meritCs.note.tooLong', { max: CHANGE_NOTE_MAX }),
  });
}

/** The amount form: a valid currency amount above zero and a reason. Gives cents. */
export function claimAmountFormSchema(t: Translate = translate) {
  return z.strictObject({
    amount: text({ t, error: t('meritCs.amount.invalid'), refused: t('meritCs.amount.invalid') }).transform(
      (amount, ctx) => {
        const cents = parseMoney(amount);
        if (cents === null || cents < 1) {
          ctx.addIssue({ code: 'custom', message: t('meritCs.amount.invalid') });
          return z.NEVER;
        }
        return cents;
      },
    ),
    note: noteSchema(t('meritCs.amountNote.required'), t),
  });
}

/** PUT /api/claim/{id}: the amount in dollars and the reason. Gives cents. */
export function claimAmountUpdatePayloadSchema(t: Translate = translate) {
  return z.strictObject({
    amount: z.number({ error: t('meritCs.amount.invalid') }).transform((dollars, ctx) => {
      const cents = dollarsToCents(dollars);
      if (cents === null || cents < 1) {
        ctx.addIssue({ code: 'custom', message: t('meritCs.amount.invalid') });
        return z.NEVER;
      }
      return cents;
    }),
    note: noteSchema(t('meritCs.amountNote.required'), t),
  });
}

/** The status form: the one status offered (Pending Internal Review) and a reason. */
export function claimStatusFormSchema(t: Translate = translate) {
  return z.strictObject({
    status: z.literal(REOPENED_STATUS, { error: t('meritCs.status.required') }),
    note: noteSchema(t('meritCs.statusNote.required'), t),
  });
}

/** POST /api/claim/{id}: the reason; the status is always Pending Internal Review. */
export function claimStatusUpdatePayloadSchema(t: Translate = translate) {
  return z.strictObject({ note: noteSchema(t('meritCs.statusNote.required'), t) });
}

/** PATCH /api/service-provider/status, and the provider status form. */
export function providerStatusUpdateSchema(t: Translate = translate) {
  return z.strictObject({
    number: trimmedText({
      t,
      error: t('meritCs.providerNumber.invalid'),
      refused: t('meritCs.providerNumber.invalid'),
    }).refine(isProviderNumber, {
      error: t('meritCs.providerNumber.invalid'),
    }),
    status: z.enum(PROVIDER_STATUSES, { error: t('meritCs.status.required') }),
  });
}

/** GET /api/claim/automation: support staff search claims; every filter optional, newest first, paged by id. */
export function claimSearchQuerySchema(t: Translate = translate) {
  const name = trimmedText({ t }).max(100).optional();
  const date = text({ t, refused: t('provider.filter.dateInvalid') })
    .refine(isIsoDate, { error: t('provider.filter.dateInvalid') })
    .optional();
  return z
    .strictObject({
      claimId: trimmedText({ t, refused: t('meritCs.claimId.invalid') })
        .regex(/^\d{1,10}$/, { error: t('meritCs.claimId.invalid') })
        .transform(Number)
        .optional(),
      status: z.enum(CLAIM_STATUSES).optional(),
      serviceProviderNumber: trimmedText({ t, refused: t('meritCs.providerNumber.invalid') })
        .refine(isProviderNumber, { error: t('meritCs.providerNumber.invalid') })
        .optional(),
      childName: name,
      parentName: name,
      submittedStartDate: date,
      submittedEndDate: date,
      limit: z.coerce.number().int().min(1).max(1000).default(100),
      beforeId: z.coerce.number().int().positive().optional(),
    })
    .refine(
      (query) =>
        query.submittedStartDate === undefined ||
        query.submittedEndDate === undefined ||
        query.submittedEndDate >= query.submittedStartDate,
      { error: t('provider.filter.endBeforeStart'), path: ['submittedEndDate'] },
    );
}
export type ClaimSearchQuery = z.infer<ReturnType<typeof claimSearchQuerySchema>>;

/**
 * GET /api/claim/merit-cs/{id}/review-link: where 'View claim' of a listed claim goes, the internal review link while
 * the claim waits for internal review (null otherwise). Not a read of the family's data, so not in the access record:
 * the screen it opens records the one read (ADR 0019).
 */
export const staffReviewLinkSchema = z.object({ internalReviewLink: z.string().nullable() });
export type StaffReviewLink = z.infer<typeof staffReviewLinkSchema>;
