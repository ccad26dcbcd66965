import { formatStaffTime, translatorFor, type Locale } from '@ace/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBusinessDays, monthLabel } from '../features/programme/programme-summaries.ts';
import { language } from './language.ts';

function show(locale: Locale): void {
  language.store.set({ locale, chosen: true });
}

describe('formats on screens follow the language shown', () => {
  afterEach(() => {
    show('en');
  });

  it('names months and writes decimals in the language of the moment', () => {
    expect(monthLabel('2022-09')).toBe('Sep 2022');
    expect(formatBusinessDays(2.46)).toBe('2.5');
    show('es');
    expect(monthLabel('2022-09')).toBe('sept 2022');
    expect(formatBusinessDays(2.46)).toBe('2.5');
  });

  it("gives support staff's times of day in the language of the moment", () => {
    const at = '2026-03-02T15:30:00Z';
    expect(formatStaffTime(at, translatorFor('en'))).toContain('10:30 AM EST');
    show('es');
    expect(formatStaffTime(at, translatorFor('es'))).toContain('10:30 a.m. EST');
    expect(formatStaffTime(at, translatorFor('es'))).toContain('2 mar 2026');
  });
});
