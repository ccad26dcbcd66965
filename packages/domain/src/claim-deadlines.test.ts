import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDaysBetween, isBusinessDay } from './business-days.ts';
import { CLAIM_STATUSES } from './claim-status.ts';
import {
  dueDateOf,
  isOverdue,
  programmeHourOf,
  providerDueAt,
  providerReminders,
  statusesWaitingOn,
  waitingOnIn,
  waitStateOnEntering,
} from './claim-deadlines.ts';
import { programmeDate } from './dates.ts';

const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('providerDueAt', () => {
  it('ends the tenth business day after sending, at midnight in Ohio', () => {
    // Sent Friday 22 May 2026 at 4 p.m. in Ohio; Memorial Day is the 25th.
    const dueAt = providerDueAt(new Date('2026-05-22T20:00:00Z'), 10);
    expect(dueDateOf(dueAt)).toBe('2026-06-08');
    expect(dueAt.toISOString()).toBe('2026-06-09T04:00:00.000Z');
  });

  it('is the end of a business day the given number of business days after the day of sending', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 30 }), (sentAt, days) => {
        const dueAt = providerDueAt(sentAt, days);
        const due = dueDateOf(dueAt);
        expect(isBusinessDay(due)).toBe(true);
        expect(businessDaysBetween(programmeDate(sentAt), due)).toBe(days);
        expect(programmeDate(new Date(dueAt.getTime() - 1))).toBe(due);
        expect(programmeDate(dueAt)).not.toBe(due);
      }),
    );
  });
});

describe('isOverdue', () => {
  it('starts at the due instant and never without a due date', () => {
    const dueAt = new Date('2026-06-06T04:00:00Z');
    expect(isOverdue(dueAt, new Date('2026-06-06T03:59:59.999Z'))).toBe(false);
    expect(isOverdue(dueAt, dueAt)).toBe(true);
    expect(isOverdue(null, dueAt)).toBe(false);
  });
});

describe('waitStateOnEntering', () => {
  const now = new Date('2026-03-09T15:00:00Z');

  it('gives staff the pending claims, the provider the sent ones with a due date, nobody the decided ones', () => {
    expect(waitStateOnEntering('Pending', now, 10)).toEqual({ waitingOn: 'staff', dueAt: null });
    expect(waitStateOnEntering('Pending external', now, 10)).toEqual({
      waitingOn: 'provider',
      dueAt: providerDueAt(now, 10),
    });
    expect(waitStateOnEntering('Accepted', now, 10)).toEqual({ waitingOn: 'nobody', dueAt: null });
    expect(waitStateOnEntering('Rejected', now, 10)).toEqual({ waitingOn: 'nobody', dueAt: null });
  });

  it('has a due date exactly while a provider is waited for', () => {
    for (const status of CLAIM_STATUSES) {
      const state = waitStateOnEntering(status, now, 5);
      expect(state.waitingOn).toBe(waitingOnIn(status));
      expect(state.dueAt !== null).toBe(state.waitingOn === 'provider');
    }
  });
});

describe('statusesWaitingOn', () => {
  it('is the statuses waitingOnIn answers it for', () => {
    expect(statusesWaitingOn('staff')).toEqual(['Pending']);
    expect(statusesWaitingOn('provider')).toEqual(['Pending external']);
    expect(statusesWaitingOn('nobody')).toEqual(['Accepted', 'Rejected']);
  });
});

describe('programmeHourOf', () => {
  it('is the hour in Ohio, in winter and in summer time', () => {
    expect(programmeHourOf('2026-01-05', 8).toISOString()).toBe('2026-01-05T13:00:00.000Z');
    expect(programmeHourOf('2026-07-06', 8).toISOString()).toBe('2026-07-06T12:00:00.000Z');
  });

  it('refuses a day that is not a business day', () => {
    expect(() => programmeHourOf('2026-03-08', 8)).toThrow('Not a business day');
  });
});

describe('providerReminders', () => {
  it('reminds with three business days left and on the last day, skipping the weekend and holiday between', () => {
    // Sent Friday 22 May 2026, due Monday 8 June.
    const sentAt = new Date('2026-05-22T20:00:00Z');
    const reminders = providerReminders(sentAt, providerDueAt(sentAt, 10), 8);
    expect(reminders.map(({ step, day }) => ({ step, day }))).toEqual([
      { step: 'threeDaysLeft', day: '2026-06-04' },
      { step: 'lastDay', day: '2026-06-08' },
    ]);
    expect(reminders[1]?.at.toISOString()).toBe('2026-06-08T12:00:00.000Z');
  });

  it('leaves out reminders that would come on or before the day of sending', () => {
    const sentAt = new Date('2026-03-09T15:00:00Z');
    expect(providerReminders(sentAt, providerDueAt(sentAt, 2), 8).map(({ step }) => step)).toEqual(['lastDay']);
    expect(providerReminders(sentAt, providerDueAt(sentAt, 3), 8).map(({ step }) => step)).toEqual([
      'threeDaysLeft',
      'lastDay',
    ]);
  });

  it('falls on business days before the due instant, three and one business days from the end', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 3, max: 30 }), fc.integer({ min: 0, max: 23 }), (sentAt, days, hour) => {
        const dueAt = providerDueAt(sentAt, days);
        const reminders = providerReminders(sentAt, dueAt, hour);
        expect(reminders.map(({ step }) => step)).toEqual(['threeDaysLeft', 'lastDay']);
        for (const reminder of reminders) {
          expect(isBusinessDay(reminder.day)).toBe(true);
          expect(reminder.at.getTime()).toBeLessThan(dueAt.getTime());
          expect(reminder.at.getTime()).toBeGreaterThan(sentAt.getTime());
          expect(programmeDate(reminder.at)).toBe(reminder.day);
        }
        expect(reminders.map(({ day }) => businessDaysBetween(day, dueDateOf(dueAt)) + 1)).toEqual([3, 1]);
      }),
    );
  });
});
