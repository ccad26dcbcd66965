import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';

/**
 * The portal's CSV, read by csv-parse and written by csv-stringify with one set of conventions: a header row first,
 * CRLF line ends, a field quoted only when it holds a comma, a quote or a line break (a lone \r or \n included, which
 * csv-stringify leaves bare once the record delimiter is set unless told).
 */
const writing = { record_delimiter: '\r\n', quote_record_delimiter: true } as const;

/**
 * Every file keeps a field starting with = + - @ (or a tab or carriage return) as text behind an apostrophe rather than
 * a formula (OWASP, CSV injection): a file a program asks for is opened in a spreadsheet by a person just as well. A
 * spreadsheet for people also starts with a byte order mark, so that spreadsheet programs read the names as UTF-8; a
 * file for programs has none.
 */
export type CsvReader = 'people' | 'programs';

const forReader = (reader: CsvReader) => ({
  ...writing,
  bom: reader === 'people',
  escape_formulas: true,
});

/** A whole CSV file from rows already in memory (a page of results, a short report). */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[], reader: CsvReader): string {
  return stringifyAll([header, ...rows], forReader(reader));
}

/**
 * A CSV file written as its rows are read: the next row is asked for only when the reader has taken the last ones,
 * and when the stream is destroyed (the client went away) the rows' iterator is returned, so it stops reading.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly string[]>,
  reader: CsvReader,
): Readable {
  const writer = stringify(forReader(reader));
  writer.write(header);
  // The error, if any, is the stream's own: whoever reads it sees it there.
  return pipeline(Readable.from(rows), writer, () => undefined);
}

export interface CsvRecord {
  /** The line the record starts on, counting the header as line 1. */
  line: number;
  /** The record's values by column name; a missing value is absent. */
  values: Partial<Record<string, string>>;
  /** How many values the record has when that is not the number of columns, else null. */
  wrongValueCount: number | null;
}

/** The longest record read, so that a quote never closed cannot gather the rest of a large file in memory. */
export const MAX_CSV_RECORD_CHARACTERS = 65_536;

/**
 * Reads a CSV file record by record as it streams in: an optional byte order mark, blank lines skipped, `header`
 * given the first record's names to check them and answer the names the values are known by. A record with too few
 * or too many values is still given (with wrongValueCount) so that the reader reports it with the others; a file
 * that cannot be read on (a stray quote, a quote never closed) throws csv-parse's CsvError, which has its line.
 */
export async function* readCsv(input: Readable, header: (names: string[]) => string[]): AsyncGenerator<CsvRecord> {
  const parser = input.pipe(
    parse({
      bom: true,
      columns: header,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_CSV_RECORD_CHARACTERS,
    }),
  );
  // The parser does not see the file's errors (a file that cannot be opened): they end its reading here.
  input.once('error', (error) => parser.destroy(error));
  // csv-parse counts the lines read up to a record's end, a CRLF inside a quoted value as two: the line breaks inside
  // the values are not the record's start, and each such CRLF so far counted one line too many.
  let crlfCountedTwice = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number; error?: { record?: unknown } };
  }>) {
    const values = Object.values(record);
    const count = (pattern: RegExp) => values.reduce((sum, value) => sum + (value.match(pattern)?.length ?? 0), 0);
    const crlf = count(/\r\n/g);
    const line = info.lines - crlfCountedTwice - crlf - count(/\r\n|\r|\n/g);
    crlfCountedTwice += crlf;
    const all = info.error?.record;
    yield {
      line,
      values: record,
      wrongValueCount: info.error === undefined ? null : Array.isArray(all) ? all.length : values.length,
    };
  }
}
