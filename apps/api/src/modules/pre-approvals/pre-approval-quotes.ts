import {
  FILE_FIELD_NAMES,
  FILE_KIND_MIME_TYPES,
  QUOTE_FILE_FIELD,
  translate,
  uploadIssue,
  type FieldIssue,
  type Platform,
  type PreApprovalQuoteFile,
  type PreApprovalView,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { ReceivedFile } from '../claims/claim-upload.ts';
import { signedFilePath } from '../files/file-urls.ts';
import { claimContents, expectClaim, removeIfUnreferenced } from '../files/unreferenced-files.ts';
import { insertQuoteFile, listQuoteFiles, type QuoteFileRow } from './pre-approvals.repository.ts';

/**
 * The quote a parent sends as a file with a pre-approval request (ADR 0036): one file under a claim file's rules,
 * kept in the file store as claims' files are (content-addressed, and removed again unless something refers to it
 * should the request not be written: files/unreferenced-files.ts), named in the pre-approval's view by a short-lived
 * signed link (/api/pre-approval-files).
 */

/** The issues of a request's files as its quote: exactly one file (file1), of a claim file's kinds and size. */
export function quoteFileIssues(files: readonly ReceivedFile[], platform: Platform): FieldIssue[] {
  const extra = files.find((file) => file.index > 0);
  if (extra) {
    return [
      { path: FILE_FIELD_NAMES[extra.index] ?? QUOTE_FILE_FIELD, message: translate('preApproval.quoteFile.one') },
    ];
  }
  const [file] = files;
  if (file === undefined) return [{ path: QUOTE_FILE_FIELD, message: translate('preApproval.quoteFile.required') }];
  const candidate = {
    name: file.name,
    size: file.size,
    mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : '',
    fingerprint: file.sha256,
    contentKind: file.contentKind,
  };
  const issue = uploadIssue(candidate, [], platform, translate);
  return issue === null ? [] : [{ path: QUOTE_FILE_FIELD, message: issue }];
}

/** A quote put in the store before its request's transaction: the removal queued should the request not be written. */
export interface KeptQuote {
  file: ReceivedFile;
  removal: number;
  /** Whether this request put the content in the store (false: the store had it already). */
  stored: boolean;
}

/** Puts a checked quote in the store, its removal queued first (due once the request must be over). */
export async function keepQuote(
  { db, config, store }: Pick<AppDependencies, 'db' | 'config' | 'store'>,
  file: ReceivedFile,
  now: Date,
): Promise<KeptQuote> {
  const removal = await expectClaim(db, [file.sha256], new Date(now.getTime() + config.staleUploadMs));
  return { file, removal, stored: await store.keep(file.temporaryPath, file.sha256) };
}

/**
 * In the request's transaction: cancels the quote's removal, holds its content until the transaction ends (and makes
 * sure it is still stored), and records it as the pre-approval's quote.
 */
export async function attachQuote(
  tx: Executor,
  store: FileStore,
  preApprovalId: number,
  { file, removal, stored }: KeptQuote,
): Promise<QuoteFileRow> {
  await claimContents(tx, store, { removal, all: [file.sha256], found: stored ? [] : [file.sha256] });
  const kind = file.contentKind;
  if (kind === null) throw new Error('A quote is kept only once its kind is known');
  return insertQuoteFile(tx, {
    preApprovalId,
    position: 0,
    originalName: file.name,
    sha256: file.sha256,
    mimeType: FILE_KIND_MIME_TYPES[kind],
    sizeBytes: file.size,
  });
}

/** A request that was not written leaves nothing: its temporary files go, and what it stored unless referred to. */
export async function dropQuote(
  { db, store }: Pick<AppDependencies, 'db' | 'store'>,
  files: readonly ReceivedFile[],
  kept: KeptQuote | undefined,
) {
  await Promise.all(files.map((file) => store.discard(file.temporaryPath)));
  if (kept?.stored === true) await removeIfUnreferenced(db, store, kept.file.sha256).catch(() => false);
}

/** How a quote file is named in a view: its name and a signed link, for `reader` (a staff member) if there is one. */
export function quoteFileView(config: Config, now: Date, file: QuoteFileRow, reader?: number): PreApprovalQuoteFile {
  return {
    name: file.originalName,
    url: `${config.publicUrl}${signedFilePath(config, file.id, now, reader, 'preApproval')}`,
  };
}

function named<View extends PreApprovalView>(
  config: Config,
  now: Date,
  view: View,
  file: QuoteFileRow | undefined,
  reader?: number,
): View {
  return file === undefined ? view : { ...view, quoteFile: quoteFileView(config, now, file, reader) };
}

/** The views with their quote files named (those that have one), the links made at `now` for `reader` if any. */
export async function withQuoteFiles<View extends PreApprovalView>(
  db: Executor,
  config: Config,
  now: Date,
  views: readonly View[],
  reader?: number,
): Promise<View[]> {
  const files = await listQuoteFiles(
    db,
    views.map((view) => view.id),
  );
  const byPreApproval = new Map(files.map((file) => [file.preApprovalId, file]));
  return views.map((view) => named(config, now, view, byPreApproval.get(view.id), reader));
}

/** One view with its quote file named, if it has one. */
export async function withQuoteFile<View extends PreApprovalView>(
  db: Executor,
  config: Config,
  now: Date,
  view: View,
  reader?: number,
): Promise<View> {
  const [file] = await listQuoteFiles(db, [view.id]);
  return named(config, now, view, file, reader);
}
