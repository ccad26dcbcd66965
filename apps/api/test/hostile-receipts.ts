import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Files made to exhaust or break a reader (issue 29): the bombs are small on the wire and enormous once decoded. Built
 * here, byte by byte, so that no library tidies them up.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * A PNG that declares a `width` x `height` grey bitmap (30000 x 30000: 3.6 GB once decoded to colour) and holds its
 * first rows only: a few kilobytes.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * 64, 0xff);
  for (let row = 0; row < 64; row += 1) rows[row * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF of the page `[0 0 width height]` (points), whose content stream is `stream` under `filter`. */
function onePagePdf(width: number, height: number, stream: Buffer, filter?: string): Buffer {
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << >> >>`),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length}${filter === undefined ? '' : ` /Filter /${filter}`} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ];
  parts.push(Buffer.from(`${xref.join('\n')}\n`));
  return Buffer.concat(parts);
}

/** A PDF whose one page is `side` points square (200000: about 70 metres) with nothing on it: a scan to render. */
export function hugePagePdf(side: number): Buffer {
  return onePagePdf(side, side, Buffer.from('0 0 m\n'));
}

/** Adler-32 (zlib's trailer) of `length` spaces, from its sums' closed form: the bytes are never made. */
function adler32OfSpaces(length: number): number {
  const modulus = 65_521n;
  const count = BigInt(length);
  const first = (1n + 32n * count) % modulus;
  const second = (count + (32n * count * (count + 1n)) / 2n) % modulus;
  return Number((second << 16n) | first);
}

const MIB = 1_048_576;

/**
 * A letter-size PDF whose content stream inflates to `mebibytes` MiB of blank space (400 MiB from under half a
 * megabyte): every byte must be inflated and parsed before the page's text is known. The stream is one deflated MiB
 * repeated (a block that ends on a byte, as a flush leaves it), built without making the inflated bytes.
 */
export function deflateBombPdf(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MIB, 0x20), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32OfSpaces(mebibytes * MIB));
  const zlibHeader = Buffer.from([0x78, 0xda]);
  const lastEmptyBlock = Buffer.from([0x03, 0x00]);
  const stream = Buffer.concat([zlibHeader, ...Array<Buffer>(mebibytes).fill(block), lastEmptyBlock, checksum]);
  return onePagePdf(612, 792, stream, 'FlateDecode');
}

/** A PDF that opens, and says it has a page it does not have: reading its page throws. */
export function pagelessPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 1 >>'];
  return Buffer.from(
    [
      '%PDF-1.7',
      ...objects.map((body, index) => `${index + 1} 0 obj ${body} endobj`),
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}
