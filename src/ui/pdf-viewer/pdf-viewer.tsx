import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
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
}

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

/**
 * A PDF drawn page by page onto canvases with pdf.js, from base64 bytes or a URL. A document that
 * fails to load is logged only; the reader sees a plain message.
 */
export const PdfViewer = ({ url, bytes, title, id }: PdfViewerProps) => {
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

  return (
    <section
      id={id}
      className="pdf-viewer"
      aria-label={title}
      aria-busy={state.status === 'loading'}
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
      {state.status === 'ready' &&
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
