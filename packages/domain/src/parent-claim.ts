import { z } from 'zod';
import { resubmissionSchema } from './claim-resubmission.ts';
import { CLAIM_STATUSES } from './claim-status.ts';
import { claimFileViewSchema, dollarsSchema, type TransferStatus } from './entities.ts';
import type { PlainMessageId, Translate } from './messages/translate.ts';
import { PAY_TO_VALUES } from './pay-to.ts';
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

export const PARENT_PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
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

/**
 * Where the claim's payment stands: its latest transfer that was not cancelled, null while there is none. A failed
 * transfer followed by one not yet sent (the retry waits) still reads as failed: the text says it is tried again.
 */
export function parentPayout(transfers: TimelineTransfer[]): ParentPayout | null {
  const live = transfers.filter((transfer) => payoutStateOf[transfer.status] !== undefined).sort((a, b) => b.id - a.id);
  const [latest, before] = live;
  const shown = latest?.status === 'queued' && before?.status === 'failed' ? before : latest;
  const state = shown === undefined ? undefined : payoutStateOf[shown.status];
  if (shown === undefined || state === undefined) return null;
  return { state, at: shown.updatedAt.toISOString(), messageId: `parentClaim.payout.${state}` };
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
