import { describe, expect, it } from 'vitest';
import { parseCsv, toCsvLine } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, values: ['a', 'b', 'c'] },
      { line: 2, values: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 4, values: ['last', '', ''] },
    ]);
  });

  it('skips blank lines and reads a last line without a break', () => {
    expect(parseCsv('a\n\nb')).toEqual([
      { line: 1, values: ['a'] },
      { line: 3, values: ['b'] },
    ]);
  });
});

describe('toCsvLine', () => {
  it('quotes only what needs quoting, and reads back', () => {
    const values = ['plain', 'with, comma', 'with "quote"', 'two\nlines'];
    const line = toCsvLine(values);
    expect(line).toBe('plain,"with, comma","with ""quote""","two\nlines"');
    expect(parseCsv(line)[0]?.values).toEqual(values);
  });
});
