import { describe, expect, it } from 'vitest';
import { translate, translatorFor } from './messages/translate.ts';
import {
  lastClaimDayRange,
  nextSchoolYearDefaults,
  nextStartYear,
  openedRecord,
  openingRefusal,
  openSchoolYearConfirmation,
  openSchoolYearFormSchema,
  openSchoolYearPayload,
  openSchoolYearPayloadSchema,
  schoolYearEventSchema,
  schoolYearRecordText,
  unspentFundsText,
  yearUnspentFundsText,
  type SchoolYearOpening,
} from './school-year-opening.ts';
import { buildSchoolYear, specSchoolYears } from './school-years.test-support.ts';
import { programmeYears } from './school-years.ts';

describe('opening the next school year', () => {
  it("starts from the year after the last, service from 1 July, the last year's award and rule", () => {
    expect(nextSchoolYearDefaults(specSchoolYears())).toEqual({
      startYear: 2024,
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAwardCents: 100_000,
      unspentFunds: 'roll_over',
      rollOverCapCents: null,
    });
    const years = programmeYears([
      ...specSchoolYears(),
      buildSchoolYear(2024, { lastClaimDay: '2028-02-29', defaultAward: 1250.5, unspentFunds: 'lapse' }),
    ]);
    expect(nextSchoolYearDefaults(years)).toMatchObject({
      startYear: 2025,
      lastClaimDay: '2029-02-28',
      defaultAwardCents: 125_050,
      unspentFunds: 'lapse',
      rollOverCapCents: null,
    });
  });

  it('opens the year after the last the programme has, whatever order its years come in', () => {
    expect(nextStartYear(specSchoolYears())).toBe(2024);
    expect(nextStartYear([buildSchoolYear(2031), buildSchoolYear(2030)])).toBe(2032);
    expect(() => nextStartYear([])).toThrow('The programme has no school years');
  });

  it('takes a last claim day from the end of the school year to the end of the next calendar year', () => {
    expect(lastClaimDayRange(2024)).toEqual({ from: '2025-06-30', to: '2026-12-31' });
  });

  it('refuses a year the programme has, a gap, and a first date of service not after the last year’s', () => {
    const years = specSchoolYears();
    const opening = { ...nextSchoolYearDefaults(years) };
    expect(openingRefusal(years, opening, translate)).toBeNull();
    expect(openingRefusal(years, { ...opening, startYear: 2023 }, translate)?.kind).toBe('exists');
    expect(openingRefusal(years, { ...opening, startYear: 2025 }, translate)?.kind).toBe('notNext');
    const late = programmeYears([...years, buildSchoolYear(2024, { firstDateOfService: '2025-03-01' })]);
    expect(openingRefusal(late, { ...opening, startYear: 2025, firstDateOfService: '2025-02-01' }, translate)).toEqual({
      kind: 'startsTooEarly',
      issue: {
        path: 'firstDateOfService',
        message: 'The first date of service must be after 3/1/2025, the first date of service of 2024-2025.',
      },
    });
  });

  it('reads the form as typed: money with commas and a dollar sign, an empty cap as none', () => {
    const form = openSchoolYearFormSchema(2024);
    expect(
      form.parse({
        firstDateOfService: '2024-07-01',
        lastClaimDay: '2025-08-31',
        defaultAward: '$1,250.50',
        unspentFunds: 'roll_over',
        rollOverCap: ' ',
      }),
    ).toEqual({
      startYear: 2024,
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAwardCents: 125_050,
      unspentFunds: 'roll_over',
      rollOverCapCents: null,
    });
  });

  it('keeps a cap on rolled-over funds in the defaults, and has no default without a year', () => {
    const capped = programmeYears([...specSchoolYears(), buildSchoolYear(2024, { rollOverCap: 250 })]);
    expect(nextSchoolYearDefaults(capped).rollOverCapCents).toBe(25_000);
    expect(() => nextSchoolYearDefaults(programmeYears([]))).toThrow('The programme has no school years');
  });

  const opening: SchoolYearOpening = {
    startYear: 2024,
    firstDateOfService: '2024-07-01',
    lastClaimDay: '2025-08-31',
    defaultAwardCents: 100_050,
    unspentFunds: 'roll_over',
    rollOverCapCents: 25_000,
  };

  it('takes the API payload in dollars and gives the opening in cents, and writes it back the same', () => {
    const payload = openSchoolYearPayload(opening);
    expect(payload).toEqual({
      startYear: 2024,
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAward: 1000.5,
      unspentFunds: 'roll_over',
      rollOverCap: 250,
    });
    expect(openSchoolYearPayloadSchema().parse(payload)).toEqual(opening);
    const uncapped = { ...opening, rollOverCapCents: null };
    expect(openSchoolYearPayloadSchema().parse(openSchoolYearPayload(uncapped))).toEqual(uncapped);
  });

  it('refuses each wrong value of the payload on its own field', () => {
    const schema = openSchoolYearPayloadSchema();
    const good = openSchoolYearPayload(opening);
    const fieldsOf = (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fieldsOf({ ...good, startYear: 2024.5 })).toEqual(['startYear']);
    expect(fieldsOf({ ...good, startYear: 1850 })).toEqual(['startYear']);
    expect(fieldsOf({ ...good, firstDateOfService: '2024-02-30' })).toEqual(['firstDateOfService']);
    expect(fieldsOf({ ...good, lastClaimDay: 20250831 })).toEqual(['lastClaimDay']);
    expect(fieldsOf({ ...good, defaultAward: 10.005 })).toEqual(['defaultAward']);
    expect(fieldsOf({ ...good, defaultAward: -1 })).toEqual(['defaultAward']);
    expect(fieldsOf({ ...good, defaultAward: '1000' })).toEqual(['defaultAward']);
    expect(fieldsOf({ ...good, rollOverCap: 100_000.01 })).toEqual(['rollOverCap']);
    expect(fieldsOf({ ...good, unspentFunds: 'keep' })).toEqual(['unspentFunds']);
    expect(fieldsOf({ ...good, extra: true })).toEqual(['']);
    // The year's own rules: service in the year it starts, the last claim day in its range, a cap only on roll-over.
    expect(fieldsOf({ ...good, firstDateOfService: '2023-07-01' })).toEqual(['firstDateOfService']);
    expect(fieldsOf({ ...good, lastClaimDay: '2025-06-29' })).toEqual(['lastClaimDay']);
    expect(fieldsOf({ ...good, lastClaimDay: '2027-01-01' })).toEqual(['lastClaimDay']);
    expect(fieldsOf({ ...good, unspentFunds: 'lapse' })).toEqual(['rollOverCap']);
    expect(fieldsOf({ ...good, unspentFunds: 'lapse', rollOverCap: null })).toEqual([]);
  });

  it('reads a typed cap on rolled-over funds, and refuses one on funds that lapse', () => {
    const typed = {
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAward: '1000',
      unspentFunds: 'roll_over',
      rollOverCap: '$250',
    };
    expect(openSchoolYearFormSchema(2024).parse(typed).rollOverCapCents).toBe(25_000);
    const lapsing = openSchoolYearFormSchema(2024).safeParse({ ...typed, unspentFunds: 'lapse' });
    expect(lapsing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rollOverCap', 'A cap applies only when unspent funds roll over. Leave it empty.'],
    ]);
    const early = openSchoolYearFormSchema(2024).safeParse({ ...typed, firstDateOfService: '2025-01-01' });
    expect(early.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstDateOfService', 'The first date of service must be in 2024.'],
    ]);
  });

  it('refuses an award or a cap typed as something other than money, in Spanish too', () => {
    const typed = {
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAward: '1000',
      unspentFunds: 'roll_over',
      rollOverCap: '',
    };
    const messagesOf = (value: unknown, language: 'en' | 'es' = 'en') => {
      const result = openSchoolYearFormSchema(2024, translatorFor(language)).safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(messagesOf(typed)).toEqual([]);
    expect(messagesOf({ ...typed, defaultAward: 'a thousand' })[0]?.[0]).toBe('defaultAward');
    expect(messagesOf({ ...typed, defaultAward: '' })[0]?.[0]).toBe('defaultAward');
    expect(messagesOf({ ...typed, rollOverCap: '-5' })[0]?.[0]).toBe('rollOverCap');
    expect(messagesOf({ ...typed, rollOverCap: '999,999,999' })[0]?.[0]).toBe('rollOverCap');
    const spanish = messagesOf({ ...typed, rollOverCap: 'mucho' }, 'es')[0]?.[1];
    expect(spanish).not.toBe(messagesOf({ ...typed, rollOverCap: 'mucho' })[0]?.[1]);
  });

  it('says what will happen before the year opens, and what a year is in the trail', () => {
    const years = specSchoolYears();
    expect(openSchoolYearConfirmation(years, opening, translate)).toBe(
      'Open 2024-2025 | Y4 now? Claims can be for services from 7/1/2024 and submitted until 8/31/2025; each child on ' +
        'its award list receives $1,000.50 unless the list says otherwise; unspent funds: Roll over to the next year, ' +
        'up to $250. An opened year cannot be removed.',
    );
    expect(schoolYearRecordText(openedRecord(opening), translate)).toBe(
      'Open; service from 7/1/2024; claims until 8/31/2025; default award $1,000.50; unspent funds: Roll over to the ' +
        'next year, up to $250',
    );
    expect(schoolYearRecordText(buildSchoolYear(2023, { state: 'closed', unspentFunds: 'lapse' }), translate)).toBe(
      'Closed; service from 7/1/2023; claims until None set; default award $1,000; unspent funds: Go back to the ' +
        'program',
    );
    expect(unspentFundsText('roll_over', null, translate)).toBe('Roll over to the next year');
    expect(yearUnspentFundsText(buildSchoolYear(2023, { rollOverCap: 99.5 }), translate)).toBe(
      'Roll over to the next year, up to $99.50',
    );
    expect(() => schoolYearRecordText(buildSchoolYear(2023, { defaultAward: 10.005 }), translate)).toThrow(
      'Not an amount of whole cents: 10.005',
    );
  });

  it('reads an entry of the trail as the API sends it', () => {
    const entry = {
      id: 1,
      action: 'opened',
      startYear: 2024,
      at: '2026-11-29T10:00:00.000Z',
      staffName: 'Riley Moore',
      staffEmail: 'riley.support@meritcs.example.com',
      before: null,
      after: openedRecord(opening),
    };
    expect(schoolYearEventSchema.safeParse(entry).success).toBe(true);
    expect(schoolYearEventSchema.safeParse({ ...entry, action: 'removed' }).success).toBe(false);
  });
});
