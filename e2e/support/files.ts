import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Small real files for the claim form: the picker and the server both read their bytes. */
export function pdfFile(name: string, note = name): { name: string; mimeType: string; buffer: Buffer } {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${note}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/**
 * A 1x1 PNG; with `note`, bytes of its own (the note after the image's end, which readers of the image skip): the
 * same receipt on two claims of one family is warned about (issue 36).
 */
export function pngFile(name: string, note?: string): { name: string; mimeType: string; buffer: Buffer } {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const image = Buffer.from(base64, 'base64');
  return {
    name,
    mimeType: 'image/png',
    buffer: note === undefined ? image : Buffer.concat([image, Buffer.from(note)]),
  };
}

export function gifFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/gif', buffer: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;') };
}

/**
 * A 10 MB file, over the claim form's limit, written to disk once: its path goes to the browser, where its bytes as a
 * buffer went through the DevTools protocol as 13 MB of base64, which on two busy cores outlasted the action's limit
 * (a clean CI run, twice).
 */
export function bigPdf(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'ace-e2e-big-')), name);
  writeFileSync(path, Buffer.alloc(10 * 1_048_576, 0x25));
  return path;
}

export function emptyPng(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: Buffer.alloc(0) };
}
