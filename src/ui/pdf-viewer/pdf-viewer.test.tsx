import { render, screen } from '@testing-library/react';
import { paragraphsOf, PdfViewer } from './pdf-viewer';

const getDocument = vi.fn();
const render_ = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: (options: unknown) => getDocument(options) as unknown,
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({
  default: '/assets/pdf.worker.min.mjs',
}));

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
  render: render_,
};

describe('PDF viewer', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  test('renders each page to a canvas from base64 bytes, without eval', async () => {
    getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 2, getPage: () => Promise.resolve(page) }),
      destroy: vi.fn(),
    });
    render(<PdfViewer title="Offer letter" bytes={btoa('%PDF-1.4')} />);
    expect(await screen.findByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
    const options = getDocument.mock.calls[0]?.[0] as {
      data: Uint8Array;
      isEvalSupported: boolean;
    };
    expect(Array.from(options.data)).toEqual(Array.from(new TextEncoder().encode('%PDF-1.4')));
    expect(options.isEvalSupported).toBe(false);
  });

  test('loads from a URL too', async () => {
    getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 1, getPage: () => Promise.resolve(page) }),
      destroy: vi.fn(),
    });
    render(<PdfViewer title="Offer letter" url="/api/pcsx/offers/1/letter" />);
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
    expect(getDocument).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/api/pcsx/offers/1/letter' }),
    );
  });

  test('the text layout shows the text as paragraphs that wrap, and no page images', async () => {
    const line = (str: string, y: number, width: number, size = 10) => ({
      str,
      transform: [size, 0, 0, size, 60, y],
      width,
      height: size,
      hasEOL: false,
    });
    getDocument.mockReturnValue({
      promise: Promise.resolve({
        numPages: 1,
        getPage: () =>
          Promise.resolve({
            ...page,
            getTextContent: () =>
              Promise.resolve({
                items: [
                  line('Offer of employment', 720, 190, 20),
                  line('Dear Sam,', 690, 50),
                  line(
                    'We are delighted to offer you the position, and this sentence fills',
                    670,
                    480,
                  ),
                  line('the line, so it goes on here.', 655, 150),
                  line('Priya Raman', 630, 70),
                ],
              }),
          }),
      }),
      destroy: vi.fn(),
    });
    render(<PdfViewer title="Offer letter" bytes={btoa('%PDF-1.4')} layout="text" />);
    expect(
      await screen.findByText(
        'We are delighted to offer you the position, and this sentence fills the line, so it goes on here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Dear Sam,')).toBeInTheDocument();
    expect(screen.getByText('Offer of employment')).toHaveClass('pdf-viewer__text-title');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offer letter' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  test('a document with no text (a scan) is drawn as pages even in the text layout', async () => {
    expect(paragraphsOf([{ type: 'beginMarkedContent' }])).toEqual([]);
    getDocument.mockReturnValue({
      promise: Promise.resolve({
        numPages: 1,
        getPage: () =>
          Promise.resolve({ ...page, getTextContent: () => Promise.resolve({ items: [] }) }),
      }),
      destroy: vi.fn(),
    });
    render(<PdfViewer title="Offer letter" bytes={btoa('%PDF-1.4')} layout="text" />);
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
  });

  test('a PDF that fails to load is logged only; the reader sees a plain message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getDocument.mockReturnValue({
      promise: Promise.reject(new Error('Invalid PDF structure')),
      destroy: vi.fn(),
    });
    render(<PdfViewer title="Offer letter" url="/broken.pdf" />);
    expect(await screen.findByText('This document could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute(
      'href',
      '/broken.pdf',
    );
    expect(error).toHaveBeenCalledWith('PDF load failed', expect.any(Error));
  });
});
