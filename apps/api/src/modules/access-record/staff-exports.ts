import type { StaffExportKind } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { insertStaffExport, setStaffExportRowCount } from './staff-exports.repository.ts';
import type { Reader } from './staff-reads.ts';

/** What a download was: its kind and the search it was of, as the staff member typed it. */
export interface ExportSubject {
  kind: StaffExportKind;
  query: string;
}

/**
 * A download of many families' data, recorded as it goes (issue 29): the record (who, from where, the search) is
 * written before the first row, so a download whose record could not be written is not answered; the rows are counted
 * as they are handed to the file, and their number is set on the record when they end, or when the client went away
 * and the reading stopped.
 */
export async function recordedExport<Row>(
  db: Executor,
  reader: Reader,
  subject: ExportSubject,
  at: Date,
  rows: AsyncIterable<Row>,
): Promise<AsyncGenerator<Row>> {
  const id = await insertStaffExport(db, {
    staffUserId: reader.staffUserId,
    kind: subject.kind,
    query: subject.query,
    address: reader.address,
    at,
  });
  async function* counted(): AsyncGenerator<Row> {
    let count = 0;
    try {
      for await (const row of rows) {
        count += 1;
        yield row;
      }
    } finally {
      await setStaffExportRowCount(db, id, count);
    }
  }
  return counted();
}
