import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { toCsvLine } from './csv.ts';

/**
 * A text typed by a person, safe to open in a spreadsheet: one starting with = + - @ (or a tab or carriage return)
 * would be read as a formula, so it is kept as text behind an apostrophe (OWASP, CSV injection).
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

async function* csvLines(header: readonly string[], rows: AsyncIterable<readonly string[]>) {
  // A byte order mark, so that spreadsheet programs read the names as UTF-8.
  yield `\uFEFF${toCsvLine(header)}\r\n`;
  for await (const row of rows) yield `${toCsvLine(row)}\r\n`;
}

/**
 * Answers a spreadsheet as it is read: rows are written while the next page is fetched, so a long export never
 * holds its whole result in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly string[]>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(header, rows)));
}
