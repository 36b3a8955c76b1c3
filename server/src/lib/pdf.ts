import { KIND_MATCHES } from './data-url-worker.mjs';
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

export const isPdf = KIND_MATCHES.pdf;
