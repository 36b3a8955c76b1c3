import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hostile resumes, built in milliseconds without ever holding what they unpack to: each compressed
 * megabyte of spaces is about 1 KB, and a sync-flushed deflate block can simply be repeated.
 */

const MEGABYTE = 1024 * 1024;

/** A deflate block that ends on a byte boundary and lets more blocks follow. */
const openBlock = (content: Buffer): Buffer =>
  deflateRawSync(content, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });

/** An empty final stored block: the end of a raw deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Raw deflate data unpacking to `prefix`, `megabytes` MB of `fill` bytes, then `suffix`. */
const deflatedRun = (prefix: string, megabytes: number, fill: number, suffix = ''): Buffer => {
  const megabyte = openBlock(Buffer.alloc(MEGABYTE, fill));
  return Buffer.concat([
    openBlock(Buffer.from(prefix)),
    ...Array.from({ length: megabytes }, () => megabyte),
    openBlock(Buffer.from(suffix)),
    FINAL_BLOCK,
  ]);
};

/** The Adler-32 of what {@link deflatedRun} unpacks to (no suffix), in closed form. */
const adler32OfRun = (prefix: string, megabytes: number, fill: number): number => {
  const modulus = 65521n;
  let low = 1n;
  let high = 0n;
  for (const byte of Buffer.from(prefix)) {
    low = (low + BigInt(byte)) % modulus;
    high = (high + low) % modulus;
  }
  // n more bytes of value b: low grows by n·b, high by n·low + b·n(n+1)/2.
  const count = BigInt(megabytes * MEGABYTE);
  const value = BigInt(fill);
  high = (high + count * low + (value * count * (count + 1n)) / 2n) % modulus;
  low = (low + count * value) % modulus;
  return Number(high * 65536n + low);
};

/** zlib's wrapping of raw deflate data, as a PDF's FlateDecode expects it. */
const zlibWrapped = (raw: Buffer, adler32: number): Buffer => {
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32);
  return Buffer.concat([Buffer.from([0x78, 0xda]), raw, trailer]);
};

interface ZipPart {
  name: string;
  content: Buffer;
  /** Deflated data standing in for `content`, with `content.length` claimed as its size. */
  deflated?: Buffer;
}

/** A zip of `parts`, each deflated; a part given `deflated` data claims its `content`'s size. */
const zipOf = (parts: readonly ZipPart[]): Buffer => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = part.deflated ?? deflateRawSync(part.content);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(part.content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(part.content.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
};

const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOCUMENT_START = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NAMESPACE}"><w:body><w:p><w:r><w:t>`;
const DOCUMENT_END = '</w:t></w:r></w:p></w:body></w:document>';

/** What the zip's directory claims the bomb's `word/document.xml` holds. */
export const CLAIMED_DOCUMENT_BYTES = 1000;

/**
 * A DOCX whose `word/document.xml` unpacks to `megabytes` MB of well-formed XML (a paragraph of
 * spaces) while the zip's directory says it is 1,000 bytes. About 1 KB per megabyte.
 */
export const lyingDocxBomb = (megabytes: number): Buffer => {
  const claimed = Buffer.concat([
    Buffer.from(DOCUMENT_START),
    Buffer.alloc(CLAIMED_DOCUMENT_BYTES - DOCUMENT_START.length - DOCUMENT_END.length, ' '),
    Buffer.from(DOCUMENT_END),
  ]);
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      content: claimed,
      deflated: deflatedRun(DOCUMENT_START, megabytes, 0x20, DOCUMENT_END),
    },
  ]);
};

/** A PDF of `objects` (numbered from 1, the first the catalog) with a correct cross-reference table. */
const pdfOf = (objects: readonly Buffer[]): Buffer => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      object,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
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
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(`${xref}\n`)]);
};

/**
 * A one-page PDF whose content stream (FlateDecode, about 1 KB per megabyte) unpacks to
 * `megabytes` MB of spaces around a line of text. With `predictor`, the stream also names a PNG
 * predictor, so pdf.js decodes it with its own inflater rather than the platform's.
 */
export const pdfFlateBomb = (megabytes: number, { predictor = false } = {}): Buffer => {
  // With a PNG predictor each 1-byte row starts with its filter type: rows of zeros are "None, 0"
  // (a zero is white space to a PDF reader, as a space is).
  const prefix = predictor ? '' : 'BT /F1 12 Tf 72 720 Td (Jordan Alvarez) Tj ET\n';
  const fill = predictor ? 0x00 : 0x20;
  const stream = zlibWrapped(
    deflatedRun(prefix, megabytes, fill),
    adler32OfRun(prefix, megabytes, fill),
  );
  const parameters = predictor ? ' /DecodeParms << /Predictor 12 /Columns 1 >>' : '';
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode${parameters} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ]);
};
