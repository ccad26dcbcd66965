import { translate } from '@ace/domain';
import { ZipArchive, type EntryData, type ZipEntryData } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { FamilyRecord } from './family-record.ts';

/** The README.txt at the top of the archive: what it is, for whom, and what each file holds. */
export function readmeText(record: FamilyRecord, madeAt: Date): string {
  const { profile } = record;
  return [
    translate('dataArchive.readme.title', { programme: translate('app.programmeName') }),
    translate('dataArchive.readme.made', {
      date: madeAt.toISOString().slice(0, 10),
      name: `${profile.firstName} ${profile.lastName}`,
      email: profile.email,
    }),
    '',
    translate('dataArchive.readme.files'),
    `- ${translate('dataArchive.readme.profile')}`,
    `- ${translate('dataArchive.readme.children')}`,
    `- ${translate('dataArchive.readme.claims')}`,
    `- ${translate('dataArchive.readme.preApprovals')}`,
    `- ${translate('dataArchive.readme.receipts')}`,
    '',
  ].join('\r\n');
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The archive was closed by its reader (a client that went away): not a failure of the archive. */
class ReaderWentAway extends Error {}

/**
 * Appends a file to the archive and resolves once the archive has written it; rejects if the file cannot be read
 * (its stream's error, which nothing else listens to), if the archive fails, or if its reader closes it first.
 */
function appendFile(archive: ZipArchive, source: Readable, data: ZipEntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', settle);
      archive.off('close', onClose);
      source.off('error', settle);
      if (error) {
        source.destroy();
        reject(error);
      } else resolve();
    };
    const onEntry = (entry: EntryData) => {
      if (entry.name === data.name) settle();
    };
    const onClose = () => {
      settle(new ReaderWentAway('The archive was closed before its entry was written'));
    };
    archive.on('entry', onEntry);
    archive.on('error', settle);
    archive.on('close', onClose);
    source.on('error', settle);
    archive.append(source, data);
  });
}

/**
 * Writes the record and then each receipt file, one at a time: a file is opened in the store only once the one
 * before it is in the archive, and the archive only takes in what its reader has taken out (stream backpressure),
 * so memory holds a few chunks whatever the files weigh.
 */
async function fill(archive: ZipArchive, record: FamilyRecord, store: FileStore, date: Date): Promise<void> {
  archive.append(readmeText(record, date), { name: 'README.txt', date });
  archive.append(json(record.profile), { name: 'profile.json', date });
  archive.append(json(record.children), { name: 'children.json', date });
  archive.append(json(record.claims), { name: 'claims.json', date });
  archive.append(json(record.preApprovals), { name: 'pre-approvals.json', date });
  for (const file of record.files) {
    // Receipts are PDFs and images, compressed already: stored as they are.
    await appendFile(archive, store.read(file.sha256), { name: file.path, date, store: true });
  }
  await archive.finalize();
}

/**
 * The family's archive as a zip stream, built as it is read. A failure part-way (a file missing from the store, the
 * store not answering) is logged and destroys the stream, so the download fails rather than ending as a zip
 * that looks complete; a reader that goes away closes it and stops the reading.
 */
export function dataArchiveStream(
  record: FamilyRecord,
  store: FileStore,
  madeAt: Date,
  log: FastifyBaseLogger,
): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  fill(archive, record, store, madeAt).catch((error: unknown) => {
    if (error instanceof ReaderWentAway) {
      log.info('The data archive was closed before it was complete: its reader went away');
      return;
    }
    log.error({ err: error }, 'The data archive failed part-way; its download was cut off');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
