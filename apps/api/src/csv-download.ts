import type { FastifyReply } from 'fastify';
import { csvStream } from './csv.ts';

/**
 * Answers a spreadsheet for people as it is read: rows are written while the next page is fetched, so a long export
 * never holds its whole result in memory, and a client that goes away stops the reading (Fastify destroys the
 * stream it was sending).
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
    .send(csvStream(header, rows, 'people'));
}
