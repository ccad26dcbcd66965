import { describe, expect, it } from 'vitest';
import { auditFiguresSchema, recoveryRate } from './audit-figures.ts';
import { nextMonth } from './programme-figures.ts';

describe('the recovery rate', () => {
  it('is what was recovered of what was found misspent, and nothing when nothing was', () => {
    expect(recoveryRate(50_000, 125_000)).toBe(0.4);
    expect(recoveryRate(0, 70_000)).toBe(0);
    expect(recoveryRate(70_000, 70_000)).toBe(1);
    expect(recoveryRate(0, 0)).toBeNull();
  });
});

describe('the month after', () => {
  it('turns the year after December', () => {
    expect(nextMonth('2023-09')).toBe('2023-10');
    expect(nextMonth('2023-12')).toBe('2024-01');
  });
});

describe('the audit figures', () => {
  it('refuse a rate above 1 and a negative count', () => {
    const row = {
      claimsPaid: 1,
      audited: 1,
      sampled: 1,
      flagged: 0,
      open: 0,
      overdue: 0,
      findings: 1,
      misspent: 10,
      recovered: 10,
      owed: 0,
      recoveryRate: 1,
    };
    const figures = {
      schoolYear: 2023,
      from: null,
      to: null,
      total: row,
      byProvider: [],
      asOf: '2023-11-20T15:00:00.000Z',
    };
    expect(auditFiguresSchema.safeParse(figures).success).toBe(true);
    expect(auditFiguresSchema.safeParse({ ...figures, total: { ...row, recoveryRate: 1.5 } }).success).toBe(false);
    expect(auditFiguresSchema.safeParse({ ...figures, total: { ...row, open: -1 } }).success).toBe(false);
  });
});
