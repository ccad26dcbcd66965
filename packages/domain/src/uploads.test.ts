import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  allowedFileKinds,
  declaredFileKind,
  fileTypeName,
  MAX_FILE_BYTES,
  sniffFileKind,
  uploadIssue,
  type UploadCandidate,
} from './uploads.ts';

function candidate(overrides: Partial<UploadCandidate> = {}): UploadCandidate {
  return { name: 'receipt.jpg', size: 1000, mimeType: 'image/jpeg', fingerprint: 'x', ...overrides };
}

describe('upload rules', () => {
  it('allows jpeg, png, webp and pdf, but no PDF on iOS', () => {
    expect(allowedFileKinds('web')).toEqual(['jpeg', 'png', 'webp', 'pdf']);
    expect(allowedFileKinds('android')).toEqual(['jpeg', 'png', 'webp', 'pdf']);
    expect(allowedFileKinds('ios')).toEqual(['jpeg', 'png', 'webp']);
  });

  it.each([
    [{ name: 'a.JPG', mimeType: '' }, 'jpeg'],
    [{ name: 'a.jpeg', mimeType: 'application/octet-stream' }, 'jpeg'],
    [{ name: 'scan', mimeType: 'image/jpg' }, 'jpeg'],
    [{ name: 'a.webp', mimeType: 'image/webp' }, 'webp'],
    [{ name: 'a.pdf', mimeType: 'image/gif' }, null],
    [{ name: 'noextension', mimeType: '' }, null],
  ])('reads the declared kind of %j as %s', (file, kind) => {
    expect(declaredFileKind(file)).toBe(kind);
  });

  it('accepts a file under 10 MiB and refuses one of exactly 10 MiB', () => {
    expect(MAX_FILE_BYTES).toBe(10_485_760);
    expect(uploadIssue(candidate({ size: MAX_FILE_BYTES - 1 }), [], 'web', translate)).toBeNull();
    expect(uploadIssue(candidate({ size: MAX_FILE_BYTES }), [], 'web', translate)).toBe(
      'Please select a file which is below 10mb',
    );
  });

  it.each([
    [candidate({ name: 'a.gif', mimeType: 'image/gif' }), 'web', 'Selected gif file type not supported'],
    [candidate({ name: 'a.heic', mimeType: '' }), 'web', 'Selected heic file type not supported'],
    [candidate({ name: 'README', mimeType: '' }), 'web', 'Selected unknown file type not supported'],
    [candidate({ name: 'a.pdf', mimeType: 'application/pdf' }), 'ios', 'Selected pdf file type not supported'],
  ] as const)('refuses %j on %s', (file, platform, message) => {
    expect(uploadIssue(file, [], platform, translate)).toBe(message);
  });

  it.each([
    [candidate({ name: 'a.pdf', mimeType: 'application/pdf' }), 'PDF'],
    [candidate({ name: 'scan', mimeType: 'image/jpg' }), 'JPEG'],
    [candidate({ name: 'a.webp', mimeType: 'image/webp' }), 'WebP'],
    [candidate({ name: 'a.gif', mimeType: 'image/gif' }), 'GIF'],
    [candidate({ name: 'report.docx', mimeType: 'application/octet-stream' }), 'DOCX'],
    [candidate({ name: 'photo', mimeType: 'image/x-heic' }), 'HEIC'],
    [candidate({ name: 'notes', mimeType: 'text/plain' }), 'text'],
    [candidate({ name: 'blob', mimeType: 'application/x-something' }), 'unknown'],
  ] as const)('names the type of %j in words people know: %s', (file, name) => {
    expect(fileTypeName(file, translate)).toBe(name);
  });

  it('names a refused type as the screen asks', () => {
    const text = candidate({ name: 'notes', mimeType: 'text/plain' });
    expect(uploadIssue(text, [], 'web', translate)).toBe('Selected plain file type not supported');
    expect(uploadIssue(text, [], 'web', translate, (file) => fileTypeName(file, translate))).toBe(
      'Selected text file type not supported',
    );
  });

  it('goes by the bytes when the server knows them, whatever the name says', () => {
    const pdfNamedPng = candidate({ name: 'receipt.png', mimeType: 'image/png', contentKind: 'pdf' });
    expect(uploadIssue(pdfNamedPng, [], 'ios', translate)).toBe('Selected pdf file type not supported');
    expect(uploadIssue(pdfNamedPng, [], 'android', translate)).toBeNull();
    const executableNamedPdf = candidate({ name: 'invoice.pdf', mimeType: 'application/pdf', contentKind: null });
    expect(uploadIssue(executableNamedPdf, [], 'web', translate)).toBe('Selected pdf file type not supported');
    const unknownBytes = candidate({ name: 'blob', mimeType: '', contentKind: null });
    expect(uploadIssue(unknownBytes, [], 'web', translate)).toBe('Selected unknown file type not supported');
  });

  it('refuses a file the picker could not read', () => {
    expect(uploadIssue(candidate({ size: 0 }), [], 'ios', translate)).toBe('Something wrong with selected image');
  });

  it('refuses the same file twice', () => {
    expect(uploadIssue(candidate(), [candidate({ name: 'other-name.jpg' })], 'web', translate)).toBe(
      'File already uploaded, please select another',
    );
  });

  it('refuses a sixth file', () => {
    const five = Array.from({ length: 5 }, (_, i) => candidate({ fingerprint: `f${i}` }));
    expect(uploadIssue(candidate({ fingerprint: 'new' }), five, 'web', translate)).toBe(
      'You can upload at most 5 files',
    );
  });
});

describe('sniffFileKind', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => Uint8Array.from(Array.from(text), (char) => char.charCodeAt(0));

  it('knows each allowed kind by its first bytes', () => {
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffFileKind(ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(ascii('%PDF-1.7\n'))).toBe('pdf');
  });

  it('knows nothing else, whatever the name says', () => {
    expect(sniffFileKind(ascii('MZ\u0090\u0000'))).toBeNull();
    expect(sniffFileKind(ascii('RIFF\u0010\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffFileKind(ascii('GIF89a'))).toBeNull();
    expect(sniffFileKind(bytes())).toBeNull();
  });
});
