/**
 * Writes small, valid one-page PDF documents (PDF 1.4, Helvetica, left-aligned text) without a
 * library: enough for offer letters, attachments and exported resumes.
 */

export interface PdfDocument {
  title: string;
  lines: readonly string[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const MAX_LINE_CHARACTERS = 90;

/** Helvetica in a PDF string covers Latin-1; other characters become '?'. */
const pdfString = (text: string): string =>
  `(${Array.from(text)
    .map((character) => {
      const code = character.codePointAt(0) ?? 63;
      if (character === '(' || character === ')' || character === '\\') return `\\${character}`;
      if (code < 32 || code > 255) return '?';
      return code > 126 ? `\\${code.toString(8).padStart(3, '0')}` : character;
    })
    .join('')})`;

const wrap = (line: string): string[] => {
  if (line.length <= MAX_LINE_CHARACTERS) return [line];
  const words = line.split(' ');
  const wrapped: string[] = [];
  let current = '';
  for (const word of words) {
    if (current !== '' && current.length + word.length + 1 > MAX_LINE_CHARACTERS) {
      wrapped.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  if (current !== '') wrapped.push(current);
  return wrapped;
};

export const createPdf = (document: PdfDocument): Buffer => {
  const bodyLines = document.lines.flatMap(wrap).slice(0, 44);
  const content = [
    'BT',
    `/F1 18 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`,
    `${pdfString(document.title)} Tj`,
    '/F1 11 Tf 15 TL',
    '0 -30 Td',
    ...bodyLines.map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(document.title)} /Producer (Northwind Labs careers portal) >>`,
  ];
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
};

export const isPdf = (bytes: Buffer): boolean =>
  bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Text drawn by `Tj` operators of an uncompressed PDF, e.g. one made by `createPdf`. */
export const extractPdfText = (bytes: Buffer): string =>
  [...bytes.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map((match) => (match[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
