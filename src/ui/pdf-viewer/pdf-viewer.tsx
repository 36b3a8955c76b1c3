import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { useMessages } from '../../i18n/use-messages';
import './pdf-viewer.css';

/** What the reader sees when the document cannot be loaded. */
export const PDF_LOAD_FAILED_MESSAGE = 'files.pdf.loadFailed';

export interface PdfViewerProps {
  /** The PDF's address, or its content as base64 (`bytes`). */
  url?: string;
  bytes?: string;
  title: string;
  id?: string;
  /**
   * `pages` draws each page as it is printed; `text` shows the document's text as paragraphs
   * that wrap to the screen, readable on a phone (a PDF with no text is still drawn).
   */
  layout?: 'pages' | 'text';
}

/** One paragraph of the text layout; `isTitle` for text set larger than the body. */
interface TextParagraph {
  text: string;
  isTitle: boolean;
}

interface TextLine {
  text: string;
  y: number;
  size: number;
  width: number;
}

/** A line that fills this share of the widest line was wrapped: the next one continues it. */
const WRAPPED_LINE_SHARE = 0.85;
/** Text this much larger than the body's is a title. */
const TITLE_SIZE_RATIO = 1.3;

const isTextItem = (item: unknown): item is TextItem =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;

/** The page's text items as lines, top to bottom (items on one baseline make one line). */
const linesOf = (items: readonly TextItem[]): TextLine[] => {
  const lines: TextLine[] = [];
  for (const item of items) {
    const [, , skew = 0, scale = 0, , y = 0] = item.transform as number[];
    const size = Math.hypot(skew, scale) || item.height;
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) < size / 2) {
      last.text += item.str;
      last.width += item.width;
    } else if (item.str.trim() !== '') {
      lines.push({ text: item.str, y, size, width: item.width });
    }
  }
  return lines.filter((line) => line.text.trim() !== '');
};

/**
 * Lines joined into paragraphs: a line that nearly fills the text's width was wrapped, so the next
 * line of the same size continues its paragraph; any other line ends one (letters set short lines
 * on purpose: an address, a greeting, a signature).
 */
export const paragraphsOf = (items: readonly unknown[]): TextParagraph[] => {
  const lines = linesOf(items.filter(isTextItem));
  if (lines.length === 0) return [];
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const widest = Math.max(...lines.map((line) => line.width));
  const paragraphs: TextParagraph[] = [];
  let previous: TextLine | undefined;
  for (const line of lines) {
    const last = paragraphs.at(-1);
    const continues =
      last !== undefined &&
      previous !== undefined &&
      previous.size === line.size &&
      previous.width >= widest * WRAPPED_LINE_SHARE;
    if (continues) last.text = `${last.text} ${line.text.trim()}`;
    else
      paragraphs.push({
        text: line.text.trim(),
        isTitle: line.size >= bodySize * TITLE_SIZE_RATIO,
      });
    previous = line;
  }
  return paragraphs;
};

const decodeBase64 = (base64: string): Uint8Array =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** pdf.js and its worker load on first use, the worker as a file of this site (no eval, CSP-safe). */
const loadPdfJs = async () => {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
};

interface PdfPageProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
}

const PdfPage = ({ document, pageNumber, pageCount }: PdfPageProps) => {
  const { t } = useMessages('files');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let isCurrent = true;
    let cancel: () => void = () => undefined;
    void document.getPage(pageNumber).then((page) => {
      const canvas = canvasRef.current;
      if (!isCurrent || !canvas) return;
      const width = canvas.parentElement?.clientWidth || 800;
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({
        scale: (width / unscaled.width) * (window.devicePixelRatio || 1),
      });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      const task = page.render({ canvas, viewport });
      cancel = () => task.cancel();
      task.promise.catch((error: unknown) => {
        if (isCurrent) console.error('PDF page render failed', error);
      });
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [document, pageNumber]);
  return (
    <canvas
      ref={canvasRef}
      className="pdf-viewer__page"
      role="img"
      aria-label={t('files.pdf.page', { number: pageNumber, count: pageCount })}
    />
  );
};

/** The document's text, page by page, once read; null while reading. */
const useDocumentText = (document: PDFDocumentProxy | null): TextParagraph[][] | null => {
  const [text, setText] = useState<{ document: PDFDocumentProxy; pages: TextParagraph[][] }>();
  useEffect(() => {
    if (!document) return undefined;
    let isCurrent = true;
    void Promise.all(
      Array.from({ length: document.numPages }, (_, index) =>
        document
          .getPage(index + 1)
          .then((page) => page.getTextContent())
          .then((content) => paragraphsOf(content.items)),
      ),
    )
      .then((pages) => {
        if (isCurrent) setText({ document, pages });
      })
      .catch((error: unknown) => {
        console.error('PDF text could not be read', error);
        if (isCurrent) setText({ document, pages: [] });
      });
    return () => {
      isCurrent = false;
    };
  }, [document]);
  return text && text.document === document ? text.pages : null;
};

/** The document's text as paragraphs that wrap to the width they are given. */
const PdfText = ({ pages }: { pages: readonly TextParagraph[][] }) => (
  <div className="pdf-viewer__text">
    {pages.map((paragraphs, pageIndex) => (
      <div key={pageIndex} className="pdf-viewer__text-page">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={paragraph.isTitle ? 'pdf-viewer__text-title' : undefined}>
            {paragraph.text}
          </p>
        ))}
      </div>
    ))}
  </div>
);

/**
 * A PDF from base64 bytes or a URL, read with pdf.js: drawn page by page onto canvases, or with
 * `layout="text"` as text that wraps to the screen. A document that fails to load is logged only;
 * the reader sees a plain message.
 */
export const PdfViewer = ({ url, bytes, title, id, layout = 'pages' }: PdfViewerProps) => {
  const { t } = useMessages('files');
  const source = bytes ?? url ?? '';
  const [loaded, setLoaded] = useState<
    | { source: string; status: 'failed' }
    | { source: string; status: 'ready'; document: PDFDocumentProxy }
  >();
  // A result for an earlier document counts as still loading the current one.
  const state = loaded?.source === source ? loaded : { status: 'loading' as const };

  useEffect(() => {
    let isCurrent = true;
    let destroy: () => void = () => undefined;
    loadPdfJs()
      .then((pdfjs) => {
        const task = pdfjs.getDocument({
          ...(bytes ? { data: decodeBase64(bytes) } : { url }),
          isEvalSupported: false,
          useSystemFonts: true,
        });
        destroy = () => void task.destroy();
        return task.promise;
      })
      .then((document) => {
        if (isCurrent) setLoaded({ source, status: 'ready', document });
      })
      .catch((error: unknown) => {
        console.error('PDF load failed', error);
        if (isCurrent) setLoaded({ source, status: 'failed' });
      });
    return () => {
      isCurrent = false;
      destroy();
    };
  }, [url, bytes, source]);

  const text = useDocumentText(
    layout === 'text' && state.status === 'ready' ? state.document : null,
  );
  const hasText = text !== null && text.some((paragraphs) => paragraphs.length > 0);
  const isReadingText = layout === 'text' && state.status === 'ready' && text === null;

  return (
    <section
      id={id}
      className={layout === 'text' ? 'pdf-viewer pdf-viewer--text' : 'pdf-viewer'}
      aria-label={title}
      aria-busy={state.status === 'loading' || isReadingText}
      // Focusable, so the pages can be scrolled from the keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {state.status === 'loading' && <p className="pdf-viewer__status">{t('files.pdf.loading')}</p>}
      {state.status === 'failed' && (
        <p className="pdf-viewer__error">
          {t(PDF_LOAD_FAILED_MESSAGE)}{' '}
          {url && (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('files.pdf.openInNewTab')}
            </a>
          )}
        </p>
      )}
      {state.status === 'ready' && hasText && <PdfText pages={text} />}
      {state.status === 'ready' &&
        (layout === 'pages' || (text !== null && !hasText)) &&
        Array.from({ length: state.document.numPages }, (_, index) => (
          <PdfPage
            key={index + 1}
            document={state.document}
            pageNumber={index + 1}
            pageCount={state.document.numPages}
          />
        ))}
    </section>
  );
};
