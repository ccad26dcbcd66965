import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/**
 * A downloaded spreadsheet's records, read by csv-parse (the reader the API itself uses): it must start with the byte
 * order mark that makes spreadsheet programs read it as UTF-8 (read from the bytes: a fetch's text() drops it), and
 * end its records with CRLF (read with only CRLF as a record's end, a file of bare line feeds would be one long
 * record).
 */
export async function spreadsheetRecords(response: Response): Promise<string[][]> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes, { bom: true, record_delimiter: '\r\n' });
}
