/**
 * Lays out a text document over as many US Letter pages as it needs (PDF 1.4, Helvetica and
 * Helvetica-Bold, WinAnsi encoding): titles, headings with a rule, wrapped paragraphs.
 */

export type BlockStyle = 'title' | 'subtitle' | 'meta' | 'heading' | 'strong' | 'body';

export interface TextBlock {
  style: BlockStyle;
  text: string;
  /** Extra left margin in points. */
  indent?: number;
}

export interface LaidOutDocument {
  /** The document's title in its metadata (any Unicode). */
  title: string;
  blocks: readonly TextBlock[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 60;
/** Helvetica's average glyph width as a share of the font size; wrapping errs on the wide side. */
const AVERAGE_GLYPH_WIDTH = 0.52;

const STYLES: Record<
  BlockStyle,
  { font: 'F1' | 'F2'; size: number; gray: number; before: number; after: number }
> = {
  title: { font: 'F2', size: 20, gray: 0, before: 0, after: 6 },
  subtitle: { font: 'F1', size: 12, gray: 0.2, before: 0, after: 4 },
  meta: { font: 'F1', size: 9.5, gray: 0.35, before: 0, after: 2 },
  heading: { font: 'F2', size: 12, gray: 0, before: 14, after: 8 },
  strong: { font: 'F2', size: 10.5, gray: 0, before: 6, after: 2 },
  body: { font: 'F1', size: 10, gray: 0.1, before: 0, after: 2 },
};

/** Characters WinAnsi places at 0x80–0x9F (where Latin-1 has control codes). */
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Latin letters with no decomposition into a base letter and an accent. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

const winAnsiCode = (character: string): number | null => {
  const code = character.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRAS[character] ?? null;
};

/**
 * Text in the fonts' WinAnsi encoding: letters outside it lose their accents ("ő" → "o"), and
 * what still has no glyph (Greek, Cyrillic, CJK, emoji) becomes "?", so no text breaks the page.
 */
export const toWinAnsi = (text: string): number[] =>
  Array.from(text.replace(/\s/g, ' ')).flatMap((character) => {
    const direct = winAnsiCode(character);
    if (direct !== null) return [direct];
    const stripped = Array.from(
      PLAIN_LETTERS[character] ?? character.normalize('NFKD').replace(/\p{M}/gu, ''),
    );
    const codes = stripped.map(winAnsiCode);
    return stripped.length > 0 && codes.every((code) => code !== null) ? codes : [0x3f];
  });

const pdfString = (codes: readonly number[]): string =>
  `(${codes
    .map((code) => {
      if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`;
      return code > 0x7e ? `\\${code.toString(8).padStart(3, '0')}` : String.fromCharCode(code);
    })
    .join('')})`;

/** A metadata string in UTF-16BE with its byte-order mark: any Unicode text. */
const pdfUnicodeString = (text: string): string =>
  `<FEFF${Array.from(text)
    .flatMap((character) => {
      const code = character.codePointAt(0) ?? 0x3f;
      if (code <= 0xffff) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).toUpperCase().padStart(4, '0'))
    .join('')}>`;

const wrap = (text: string, maxCharacters: number): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    // A word longer than a line (a long URL) is cut.
    for (let start = 0; start < word.length; start += maxCharacters) {
      const piece = word.slice(start, start + maxCharacters);
      if (current !== '' && current.length + piece.length + 1 > maxCharacters) {
        lines.push(current);
        current = piece;
      } else current = current === '' ? piece : `${current} ${piece}`;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
};

interface PlacedLine {
  page: number;
  y: number;
  x: number;
  style: BlockStyle;
  text: string;
  rule: boolean;
}

const place = (blocks: readonly TextBlock[]): PlacedLine[] => {
  const placed: PlacedLine[] = [];
  let page = 0;
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const style = STYLES[block.style];
    const indent = block.indent ?? 0;
    const leading = style.size * 1.3;
    const maxCharacters = Math.max(
      10,
      Math.floor((PAGE_WIDTH - 2 * MARGIN - indent) / (style.size * AVERAGE_GLYPH_WIDTH)),
    );
    const lines = block.text.split('\n').flatMap((line) => wrap(line, maxCharacters));
    y -= style.before;
    // A heading never ends a page alone.
    const keepWith = block.style === 'heading' ? 3 * 14 : 0;
    lines.forEach((text, index) => {
      if (y - leading - (index === 0 ? keepWith : 0) < MARGIN) {
        page += 1;
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      placed.push({ page, y, x: MARGIN + indent, style: block.style, text, rule: false });
    });
    if (block.style === 'heading' && lines.length > 0) {
      const last = placed[placed.length - 1];
      if (last) last.rule = true;
    }
    y -= style.after;
  }
  return placed;
};

const pageContent = (lines: readonly PlacedLine[]): string =>
  lines
    .map((line) => {
      const style = STYLES[line.style];
      const text = [
        `${style.gray} g`,
        'BT',
        `/${style.font} ${style.size} Tf`,
        `${line.x} ${line.y.toFixed(2)} Td`,
        `${pdfString(toWinAnsi(line.text))} Tj`,
        'ET',
      ];
      const rule = line.rule
        ? [
            '0.6 G 0.75 w',
            `${MARGIN} ${(line.y - 4).toFixed(2)} m ${PAGE_WIDTH - MARGIN} ${(line.y - 4).toFixed(2)} l S`,
          ]
        : [];
      return [...text, ...rule].join('\n');
    })
    .join('\n');

const REGULAR_FONT =
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const BOLD_FONT =
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';

/** The content stream of each page the blocks fill (at least one). */
const pageContents = (blocks: readonly TextBlock[]): string[] => {
  const placed = place(blocks);
  const pageCount = Math.max(1, ...placed.map((line) => line.page + 1));
  return Array.from({ length: pageCount }, (_, index) =>
    pageContent(placed.filter((line) => line.page === index)),
  );
};

/** A page object and its content stream, as objects `pageId` and `pageId + 1`. */
const setPage = (
  objects: Map<number, string>,
  pageId: number,
  content: string,
  fonts: { parentId: number; regularId: number; boldId: number },
) => {
  objects.set(
    pageId,
    `<< /Type /Page /Parent ${fonts.parentId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${fonts.regularId} 0 R /F2 ${fonts.boldId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
  );
  objects.set(
    pageId + 1,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  );
};

/** The document as PDF bytes. */
export const layOutPdf = (document: LaidOutDocument): Buffer => {
  const contents = pageContents(document.blocks);
  const pageCount = contents.length;
  const fontsId = 3;
  const boldId = 4;
  const infoId = 5;
  const firstPageId = 6;
  const pageIds = Array.from({ length: pageCount }, (_, index) => firstPageId + index * 2);
  const objects = new Map<number, string>([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    ],
    [fontsId, REGULAR_FONT],
    [boldId, BOLD_FONT],
    [infoId, `<< /Title ${pdfUnicodeString(document.title)} /Producer (Careers portal) >>`],
  ]);
  pageIds.forEach((pageId, index) => {
    setPage(objects, pageId, contents[index] ?? '', {
      parentId: 2,
      regularId: fontsId,
      boldId,
    });
  });
  const count = firstPageId + pageCount * 2 - 1;
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id <= count; id += 1) {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${id} 0 obj\n${objects.get(id) ?? 'null'}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${count + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${count + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
};

/**
 * Adds pages laid out from `blocks` at the end of a PDF this module wrote, as an incremental
 * update: the original bytes stay as they were, byte for byte, and the new objects, the page tree
 * that lists them and a cross-reference section follow. Returns null for a PDF whose page tree is
 * not the single flat list this module writes (it is then not changed).
 */
export const appendPdfPages = (original: Buffer, blocks: readonly TextBlock[]): Buffer | null => {
  const text = original.toString('latin1');
  const previousXref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1];
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = /\/Size (\d+)/.exec(trailer)?.[1];
  const rootId = /\/Root (\d+) 0 R/.exec(trailer)?.[1];
  const infoRef = /\/Info (\d+ 0 R)/.exec(trailer)?.[1];
  if (!previousXref || !size || !rootId) return null;
  const pagesId = new RegExp(`(?:^|\\n)${rootId} 0 obj\\s*<<[^>]*/Pages (\\d+) 0 R`).exec(
    text,
  )?.[1];
  // The newest version of the page tree: an earlier update may have replaced it.
  const pages =
    pagesId === undefined
      ? undefined
      : Array.from(
          text.matchAll(
            new RegExp(
              `(?:^|\\n)${pagesId} 0 obj\\s*<< /Type /Pages /Kids \\[([^\\]]*)\\] /Count (\\d+) >>`,
              'g',
            ),
          ),
        ).at(-1);
  if (!pagesId || !pages) return null;
  const kids = (pages[1] ?? '').trim();
  const contents = pageContents(blocks);
  const regularId = Number(size);
  const boldId = regularId + 1;
  const newPageIds = contents.map((_, index) => boldId + 1 + index * 2);
  const objects = new Map<number, string>([
    [
      Number(pagesId),
      `<< /Type /Pages /Kids [${[kids, ...newPageIds.map((id) => `${id} 0 R`)].filter(Boolean).join(' ')}] /Count ${Number(pages[2]) + contents.length} >>`,
    ],
    [regularId, REGULAR_FONT],
    [boldId, BOLD_FONT],
  ]);
  newPageIds.forEach((pageId, index) => {
    setPage(objects, pageId, contents[index] ?? '', {
      parentId: Number(pagesId),
      regularId,
      boldId,
    });
  });
  const newSize = boldId + 1 + contents.length * 2;
  let output = text.endsWith('\n') ? text : `${text}\n`;
  const offsets = new Map<number, number>();
  for (const [id, body] of objects) {
    offsets.set(id, Buffer.byteLength(output, 'latin1'));
    output += `${id} 0 obj\n${body}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  const entry = (id: number) => `${String(offsets.get(id) ?? 0).padStart(10, '0')} 00000 n \n`;
  output += `xref\n${pagesId} 1\n${entry(Number(pagesId))}`;
  output += `${regularId} ${newSize - regularId}\n`;
  for (let id = regularId; id < newSize; id += 1) output += entry(id);
  output += `trailer\n<< /Size ${newSize} /Root ${rootId} 0 R${infoRef ? ` /Info ${infoRef}` : ''} /Prev ${previousXref} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
};
