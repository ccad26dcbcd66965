import type { Translate } from './messages/translate.ts';
import type { Platform } from './platform.ts';

export const MAX_FILES_PER_CLAIM = 5;
export const BYTES_PER_MIB = 1_048_576;
/** A file must be strictly smaller than this (10 MiB). */
export const MAX_FILE_BYTES = 10 * BYTES_PER_MIB;

/** The kinds of file a claim may carry, decided by the file's own bytes on the server. */
export const FILE_KINDS = ['jpeg', 'png', 'webp', 'pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_KIND_MIME_TYPES: Readonly<Record<FileKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Each kind as people write it, as the hints do ('JPEG, PNG, WebP or PDF'). */
export const FILE_KIND_NAMES: Readonly<Record<FileKind, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  pdf: 'PDF',
};

const kindByExtension: Readonly<Record<string, FileKind>> = {
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
};

const kindByMimeType: Readonly<Record<string, FileKind>> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The file kinds allowed on a platform: no PDF on iOS. */
export function allowedFileKinds(platform: Platform): FileKind[] {
  return FILE_KINDS.filter((kind) => platform !== 'ios' || kind !== 'pdf');
}

/** A file chosen by a person, or received by the server, as far as the upload rules need to know it. */
export interface UploadCandidate {
  name: string;
  size: number;
  /** The type the picker or the bytes report; empty when unknown. */
  mimeType: string;
  /** Equal for equal files: the sha256 of the bytes on the server, a name/size/date key in a picker. */
  fingerprint: string;
  /**
   * The kind the file's own bytes show (sniffFileKind), null when they show none of the allowed kinds. Known on
   * the server, where it decides the type whatever the name or the declared type say; absent in a picker.
   */
  contentKind?: FileKind | null | undefined;
}

/** Types that say nothing about the content; the name decides then. */
const genericMimeTypes: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The kind of a chosen file: from its type when known, else from its name. */
export function declaredFileKind(file: Pick<UploadCandidate, 'name' | 'mimeType'>): FileKind | null {
  const mimeType = file.mimeType.toLowerCase();
  if (!genericMimeTypes.has(mimeType)) return kindByMimeType[mimeType] ?? null;
  return kindByExtension[extensionOf(file.name)] ?? null;
}

/** The kind the rules go by: the bytes' when known, else the declared one. */
function effectiveKind(file: UploadCandidate): FileKind | null {
  return file.contentKind === undefined ? declaredFileKind(file) : file.contentKind;
}

/** How a refused type is named in 'Selected {type} file type not supported'. */
function typeName(file: UploadCandidate): string {
  const kind = effectiveKind(file) ?? declaredFileKind(file);
  if (kind) return kind;
  const subtype = genericMimeTypes.has(file.mimeType) ? undefined : file.mimeType.split('/')[1];
  return subtype ?? (extensionOf(file.name) || 'unknown');
}

/** A short name people know a file type by: an extension or an image type of letters and digits (GIF, HEIC). */
const knownName = /^[a-z0-9]{1,5}$/;

/**
 * A file's type in words a person knows: the kind's name (PDF, JPEG), else its name's extension or its image type
 * in capitals (GIF, HEIC, DOCX), 'text' for text, else 'unknown'; never a MIME subtype such as 'plain'.
 */
export function fileTypeName(file: UploadCandidate, t: Translate): string {
  const kind = effectiveKind(file) ?? declaredFileKind(file);
  if (kind) return FILE_KIND_NAMES[kind];
  const extension = extensionOf(file.name);
  if (knownName.test(extension)) return extension.toUpperCase();
  const [family = '', subtype = ''] = file.mimeType.toLowerCase().split('/');
  const imageType = subtype.split('+')[0]?.replace(/^x-/, '') ?? '';
  if (family === 'image' && knownName.test(imageType)) return imageType.toUpperCase();
  return family === 'text' ? t('upload.typeName.text') : t('upload.typeName.unknown');
}

/**
 * The first upload rule a file breaks, with its message, or null when it may be added to the ones already chosen.
 * Order: unreadable (no bytes: the picker could not read it, as happens with some iOS images), type, size,
 * duplicate, count. A refused type is named by `nameOf`: the spec's lower-case kind unless a screen names it in
 * people's words (fileTypeName).
 */
export function uploadIssue(
  file: UploadCandidate,
  alreadyChosen: readonly UploadCandidate[],
  platform: Platform,
  t: Translate,
  nameOf: (file: UploadCandidate) => string = typeName,
): string | null {
  if (file.size <= 0) return t('upload.imageFault');
  const kind = effectiveKind(file);
  if (!kind || !allowedFileKinds(platform).includes(kind)) return t('upload.unsupportedType', { type: nameOf(file) });
  if (file.size >= MAX_FILE_BYTES) return t('upload.tooLarge');
  if (alreadyChosen.some((chosen) => chosen.fingerprint === file.fingerprint)) return t('upload.duplicate');
  if (alreadyChosen.length >= MAX_FILES_PER_CLAIM) return t('claim.invoice.tooMany', { max: MAX_FILES_PER_CLAIM });
  return null;
}

const signatures: readonly { kind: FileKind; bytes: readonly (number | null)[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // RIFF....WEBP: bytes 4-7 are the chunk size.
  { kind: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** How many leading bytes sniffFileKind needs. */
export const SNIFF_BYTES = 12;

/** The kind of a file decided by its first bytes, whatever its name says; null for anything else. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  const match = signatures.find(({ bytes }) =>
    bytes.every((expected, index) => expected === null || head[index] === expected),
  );
  return match?.kind ?? null;
}
