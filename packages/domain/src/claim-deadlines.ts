import { addBusinessDays, isBusinessDay } from './business-days.ts';
import { CLAIM_STATUSES, type ClaimStatus } from './claim-status.ts';
import { addDays, programmeDate, startOfProgrammeDay, type IsoDate } from './dates.ts';

/**
 * Who acts next on a claim, and by when (DESIGN.md section 11). A claim pending internal review waits for support
 * staff; one pending external review waits for its provider, who has a number of business days to decide; a
 * decided claim waits for nobody (its payouts are followed in their own table). The API stores the answer in the
 * same transaction as each status change, and the queue, due dates, reminders and overdue marks read it.
 */
export const WAITING_ON = ['staff', 'provider', 'nobody'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

export interface WaitState {
  waitingOn: WaitingOn;
  /** The instant the claim becomes overdue; only while it waits for a provider. */
  dueAt: Date | null;
}

/**
 * The provider's deadline for a claim sent at `sentAt`: the end of the `businessDays`-th business day after the
 * day it was sent, in the programme's time zone (the first instant of the next day).
 */
export function providerDueAt(sentAt: Date, businessDays: number): Date {
  return startOfProgrammeDay(addDays(addBusinessDays(programmeDate(sentAt), businessDays), 1));
}

/** The last day the provider has, as shown beside the claim. */
export function dueDateOf(dueAt: Date): IsoDate {
  return addDays(programmeDate(dueAt), -1);
}

export function isOverdue(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && now.getTime() >= dueAt.getTime();
}

const waitingOnByStatus: Readonly<Record<ClaimStatus, WaitingOn>> = {
  Pending: 'staff',
  'Pending external': 'provider',
  Accepted: 'nobody',
  Rejected: 'nobody',
};

/** Who acts on a claim in a status. */
export function waitingOnIn(status: ClaimStatus): WaitingOn {
  return waitingOnByStatus[status];
}

/** The statuses in which a claim waits on `waitingOn`. */
export function statusesWaitingOn(waitingOn: WaitingOn): ClaimStatus[] {
  return CLAIM_STATUSES.filter((status) => waitingOnByStatus[status] === waitingOn);
}

/** Who acts next once a claim enters `status` at `now`, and by when. */
export function waitStateOnEntering(status: ClaimStatus, now: Date, providerReviewBusinessDays: number): WaitState {
  const waitingOn = waitingOnIn(status);
  return { waitingOn, dueAt: waitingOn === 'provider' ? providerDueAt(now, providerReviewBusinessDays) : null };
}

/**
 * An hour of a business day in the programme's time zone. US clocks change on Sunday mornings only, so on a
 * business day the hour is that many hours after midnight.
 */
export function programmeHourOf(date: IsoDate, hour: number): Date {
  if (!isBusinessDay(date)) throw new Error(`Not a business day: ${date}`);
  return new Date(startOfProgrammeDay(date).getTime() + hour * 3_600_000);
}

/** The e-mails that remind a provider of a claim's due date: with three business days left, and on the last one. */
export const PROVIDER_REMINDER_STEPS = ['threeDaysLeft', 'lastDay'] as const;
export type ProviderReminderStep = (typeof PROVIDER_REMINDER_STEPS)[number];

const businessDaysBeforeDue: Readonly<Record<ProviderReminderStep, number>> = { threeDaysLeft: 2, lastDay: 0 };

export interface ProviderReminder {
  step: ProviderReminderStep;
  /** The day it is sent, and the instant (`hour` o'clock that day). */
  day: IsoDate;
  at: Date;
}

/**
 * When to remind the provider of a claim sent at `sentAt` and due at `dueAt`, at `hour` o'clock in the programme's
 * time zone. "Three business days left" counts the day itself: it is the second business day before the last one.
 * A reminder that would fall on or before the day the claim was sent is left out (a deadline of a few days).
 */
export function providerReminders(sentAt: Date, dueAt: Date, hour: number): ProviderReminder[] {
  const sentDay = programmeDate(sentAt);
  const lastDay = dueDateOf(dueAt);
  return PROVIDER_REMINDER_STEPS.flatMap((step) => {
    const day = addBusinessDays(lastDay, -businessDaysBeforeDue[step]);
    return day > sentDay ? [{ step, day, at: programmeHourOf(day, hour) }] : [];
  });
}
