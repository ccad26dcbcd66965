import { describe, expect, it } from 'vitest';
import { programmeCsvFilename, programmeFiguresQuerySchema } from './programme-figures.ts';
import { staffClaimSearchTextSchema } from './staff-claim-search.ts';

describe("the staff's search box", () => {
  it('takes any text a search takes, a letter included, and refuses an empty one', () => {
    expect(staffClaimSearchTextSchema().safeParse({ q: 'a' }).success).toBe(true);
    expect(staffClaimSearchTextSchema().safeParse({ q: '   ' }).success).toBe(false);
  });
});

describe("the Programme CSV's name", () => {
  it('names the school year as people do, then the months when chosen', () => {
    const query = (value: Record<string, string>) => programmeFiguresQuerySchema().parse(value);
    expect(programmeCsvFilename(query({ schoolYear: '2023' }))).toBe('programme-2023-2024.csv');
    expect(programmeCsvFilename(query({ schoolYear: '2023', from: '2023-09', to: '2024-03' }))).toBe(
      'programme-2023-2024-2023-09-2024-03.csv',
    );
  });

  it('takes N/A for the figures of children without a school year, and names its spreadsheet for it', () => {
    const query = programmeFiguresQuerySchema().parse({ schoolYear: 'N/A', from: '2022-10' });
    expect(query.schoolYear).toBeNull();
    expect(programmeCsvFilename(query)).toBe('programme-no-school-year-2022-10.csv');
    expect(programmeFiguresQuerySchema().safeParse({ schoolYear: 'none' }).success).toBe(false);
  });

  it('refuses a month that is not one, and months out of order', () => {
    expect(programmeFiguresQuerySchema().safeParse({ schoolYear: '2023', from: '2023-13' }).success).toBe(false);
    expect(
      programmeFiguresQuerySchema().safeParse({ schoolYear: '2023', from: '2024-03', to: '2023-09' }).success,
    ).toBe(false);
  });
});
