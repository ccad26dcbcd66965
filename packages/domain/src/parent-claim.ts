import { z } from 'zod';
import { resubmissionSchema } from './claim-resubmission.ts';
import { CLAIM_STATUSES, displayStatusId, type ClaimStatus } from './claim-status.ts';
import { claimFileViewSchema, dollarsSchema, type ClaimHistoryItem, type TransferStatus } from './entities.ts';
import type { PlainMessageId, Translate } from './messages/translate.ts';
import { PAY_TO_VALUES, payeeOf, type Payee, type PayTo } from './pay-to.ts';
import { rejectReasonLabelId, type RejectReason } from './review.ts';
import { SERVICE_CATEGORIES } from './service-categories.ts';

/**
 * A claim as its parent reads it (GET /api/user/claim/{id}; issue 15): the facts they gave, where it stands in
 * plain words, its payout, and when rejected the reason as the reviewer wrote it. Never staff-only notes.
 */

/** Who an audit event is for (DESIGN.md section 11): the parent's timeline shows parent events only. */
export type EventAudience = 'parent' | 'staff';

export const PARENT_TIMELINE_STEPS = [
  'submitted',
  'sentToProvider',
  'approved',
  'rejected',
  'reopened',
  'amountChanged',
  'paid',
  'payoutFailed',
  'resubmitted',
  'appealed',
  'appealUpheld',
  'appealOverturned',
] as const;
export type ParentTimelineStep = (typeof PARENT_TIMELINE_STEPS)[number];

/** Each claim event action the parent sees, as a step of their timeline; any other action is for staff only. */
const parentStepOfAction: Readonly<Record<string, ParentTimelineStep>> = {
  submitted: 'submitted',
  passedInternalReview: 'sentToProvider',
  approved: 'approved',
  rejected: 'rejected',
  reopened: 'reopened',
  amountChanged: 'amountChanged',
  resubmitted: 'resubmitted',
  appealed: 'appealed',
  appealUpheld: 'appealUpheld',
  appealOverturned: 'appealOverturned',
};

export function claimEventAudience(action: string): EventAudience {
  return Object.hasOwn(parentStepOfAction, action) ? 'parent' : 'staff';
}

export function parentTimelineMessageId(step: ParentTimelineStep): PlainMessageId {
  return `parentClaim.timeline.${step}`;
}

interface TimelineEvent {
  action: string;
  at: Date;
}

interface TimelineTransfer {
  id: number;
  status: TransferStatus;
  updatedAt: Date;
}

export interface ParentTimelineEntry {
  step: ParentTimelineStep;
  messageId: PlainMessageId;
  at: string;
}

function entry(step: ParentTimelineStep, at: Date): ParentTimelineEntry {
  return { step, messageId: parentTimelineMessageId(step), at: at.toISOString() };
}

/** The parent's timeline: their events and the payouts' endings (paid, failed), oldest first. */
export function parentTimeline(events: TimelineEvent[], transfers: TimelineTransfer[]): ParentTimelineEntry[] {
  const steps = events.flatMap((event) => {
    const step = parentStepOfAction[event.action];
    return step === undefined ? [] : [{ step, at: event.at }];
  });
  for (const transfer of transfers) {
    if (transfer.status === 'processed') steps.push({ step: 'paid', at: transfer.updatedAt });
    if (transfer.status === 'failed') steps.push({ step: 'payoutFailed', at: transfer.updatedAt });
  }
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime()).map((step) => entry(step.step, step.at));
}

export const PARENT_PAYOUT_STATES = [
  'pending',
  'waitingForYourBank',
  'waitingForProviderBank',
  'paid',
  'failed',
] as const;
export type ParentPayoutState = (typeof PARENT_PAYOUT_STATES)[number];

const payoutStateOf: Readonly<Record<TransferStatus, ParentPayoutState | undefined>> = {
  queued: 'pending',
  pending: 'pending',
  processed: 'paid',
  failed: 'failed',
  cancelled: undefined,
};

export interface ParentPayout {
  state: ParentPayoutState;
  /** When the payout reached that state. */
  at: string;
  messageId: PlainMessageId;
}

/** What the parent's view of a claim's payment is read from: the claim's transfers, and whose bank it waits for. */
export interface ClaimPayoutFacts {
  status: ClaimStatus;
  payTo: PayTo;
  /** Since when the payout waits for its payee to connect a bank that can receive it (null: it does not). */
  payoutWaitingSince: Date | null;
}

/**
 * Whose bank an Accepted claim's payment waits for (issue 36): the parent's own, when it is paid to them and their
 * bank can no longer receive it; the provider's, when it is paid to the provider; null when it waits for no bank.
 */
export function payoutWaitsForBank(claim: ClaimPayoutFacts): Payee | null {
  if (claim.status !== 'Accepted' || claim.payoutWaitingSince === null) return null;
  return payeeOf(claim.payTo);
}

function payoutOf(state: ParentPayoutState, at: Date): ParentPayout {
  return { state, at: at.toISOString(), messageId: `parentClaim.payout.${state}` };
}

/**
 * Where the claim's payment stands: waiting for a bank when it does (payoutWaitsForBank), else its latest transfer
 * that was not cancelled, null while there is none. A failed transfer followed by one not yet sent (the retry waits)
 * still reads as failed: the text says it is tried again.
 */
export function parentPayout(transfers: TimelineTransfer[], claim: ClaimPayoutFacts): ParentPayout | null {
  const waitsFor = payoutWaitsForBank(claim);
  if (waitsFor !== null && claim.payoutWaitingSince !== null) {
    return payoutOf(waitsFor === 'parent' ? 'waitingForYourBank' : 'waitingForProviderBank', claim.payoutWaitingSince);
  }
  const live = transfers.filter((transfer) => payoutStateOf[transfer.status] !== undefined).sort((a, b) => b.id - a.id);
  const [latest, before] = live;
  const shown = latest?.status === 'queued' && before?.status === 'failed' ? before : latest;
  const state = shown === undefined ? undefined : payoutStateOf[shown.status];
  if (shown === undefined || state === undefined) return null;
  return payoutOf(state, shown.updatedAt);
}

/**
 * The rejection reason as the reviewer wrote it: for 'Other', their words (never 'Other (Write in a reason)');
 * for a reason from the list, its label, followed by their words when they wrote any.
 */
export function writtenRejectionReason(
  reason: RejectReason,
  notes: string | null,
  translate: (id: PlainMessageId) => string,
): string {
  const written = notes?.trim() ?? '';
  if (reason === 'other' && written !== '') return written;
  const label = translate(rejectReasonLabelId(reason));
  return written === '' ? label : `${label}: ${written}`;
}

const timestamp = z.iso.datetime({ offset: true });

export const parentClaimDetailsSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(CLAIM_STATUSES),
  amount: dollarsSchema,
  category: z.enum(SERVICE_CATEGORIES),
  description: z.string(),
  dateOfService: z.iso.date(),
  /** Who the funds go to: the parent ('User') or the provider ('Vendor'). */
  payTo: z.enum(PAY_TO_VALUES),
  createdAt: timestamp,
  child: z.object({ id: z.number().int().positive(), firstName: z.string(), lastName: z.string() }),
  /** The programme provider (with its number) or the one the parent named (number null); null for neither. */
  provider: z.object({ number: z.string().nullable(), name: z.string() }).nullable(),
  files: z.array(claimFileViewSchema),
  timeline: z.array(
    z.object({
      step: z.enum(PARENT_TIMELINE_STEPS),
      messageId: z.string(),
      at: timestamp,
    }),
  ),
  payout: z.object({ state: z.enum(PARENT_PAYOUT_STATES), at: timestamp, messageId: z.string() }).nullable(),
  /** Rejected claims only: the reason as written (writtenRejectionReason). */
  rejectionReason: z.string().nullable(),
  /** The rejected claim this one corrects, and the claim that corrects this one (issue 15). */
  replaces: z.number().int().positive().nullable(),
  replacedBy: z.number().int().positive().nullable(),
  /** What a correction starts from, while this claim can be corrected and sent again (resubmissionIssue). */
  resubmission: resubmissionSchema.nullable(),
});
export type ParentClaimDetails = z.infer<typeof parentClaimDetailsSchema>;

/** How the parent's details name the claim's provider: its number and name, the name they wrote, or `none`. */
export function parentClaimProviderText(provider: ParentClaimDetails['provider'], none: string): string {
  if (provider === null) return none;
  return provider.number === null ? provider.name : `${provider.number} · ${provider.name}`;
}

/** The links between a claim and its correction, as the parent's details show them: which claim, and its words. */
export function resubmissionLinks(
  claim: Pick<ParentClaimDetails, 'replaces' | 'replacedBy'>,
  t: Translate,
): { claimId: number; text: string }[] {
  return [
    ...(claim.replacedBy === null
      ? []
      : [{ claimId: claim.replacedBy, text: t('parentClaim.replacedBy', { id: claim.replacedBy }) }]),
    ...(claim.replaces === null
      ? []
      : [{ claimId: claim.replaces, text: t('parentClaim.replaces', { id: claim.replaces }) }]),
  ];
}

/** The web page of a claim's details for its parent; the e-mails link to it. */
export function parentClaimPath(claimId: number): string {
  return `/claims/${claimId}`;
}

/** The web page where a parent connects or reconnects their bank account; the e-mails link to it. */
export const PARENT_BANK_PATH = '/parent/bank-account';

/** The claims, of all the parent's children, whose payment waits for the parent to reconnect their bank (issue 36). */
export function claimsWaitingForYourBank(parent: {
  children: readonly { claims: readonly ClaimHistoryItem[] }[];
}): ClaimHistoryItem[] {
  return parent.children.flatMap((child) => child.claims.filter((claim) => claim.payoutWaitsForYourBank));
}

/**
 * A claim's status in the dashboard's history: an approved claim whose payment waits for the parent's bank says so,
 * and so does a rejected claim whose appeal waits for a decision.
 */
export function historyStatusId(claim: ClaimHistoryItem): PlainMessageId {
  if (claim.payoutWaitsForYourBank) return 'dashboard.history.waitingForBank';
  if (claim.appealWaiting) return 'dashboard.history.appealWaiting';
  return displayStatusId(claim.status);
}

/**
 * The status whose colour a claim's row in the dashboard's history takes: a rejection under appeal is not settled yet,
 * so it waits in Pending's colour rather than in Rejected's red.
 */
export function historyStatusTone(claim: ClaimHistoryItem): ClaimStatus {
  return claim.appealWaiting ? 'Pending' : claim.status;
}
