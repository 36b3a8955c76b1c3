import { layOutPdf } from './pdf-layout';

/** A one-title document of plain lines: offer letters, attachments and test files. */
export interface PdfDocument {
  title: string;
  lines: readonly string[];
}

/** The document as PDF bytes, laid out like every PDF the server writes. */
export const createPdf = (document: PdfDocument): Buffer =>
  layOutPdf({
    title: document.title,
    blocks: [
      { style: 'title', text: document.title },
      ...document.lines.map((text) => ({ style: 'body' as const, text })),
    ],
  });

export const isPdf = (bytes: Buffer): boolean =>
  bytes.subarray(0, 5).toString('latin1') === '%PDF-';
