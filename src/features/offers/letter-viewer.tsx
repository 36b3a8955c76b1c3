import { useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useMediaQuery } from '../../lib/use-media-query';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';

/** Phones (below 600 px) read the letter as text that wraps to the screen. */
const PHONE_QUERY = '(max-width: 599px)';
/** While set on the body, printing prints only the letter marked with `LETTER_PRINTED_CLASS`. */
const PRINTING_LETTER_CLASS = 'is-printing-letter';
const LETTER_PRINTED_CLASS = 'letter-viewer__document--printed';

interface LetterViewerProps {
  title: string;
  /** The letter's address (also what Download saves), or its content as base64. */
  url: string | null;
  bytes?: string | null;
}

/**
 * An offer letter with Download and Print. Print prints the letter alone, as shown: the pages on
 * a wide screen, the wrapped text on a phone.
 */
export const LetterViewer = ({ title, url, bytes }: LetterViewerProps) => {
  const { t } = useMessages('offers');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const documentRef = useRef<HTMLDivElement>(null);

  const print = () => {
    const letter = documentRef.current;
    if (!letter) return;
    letter.classList.add(LETTER_PRINTED_CLASS);
    document.body.classList.add(PRINTING_LETTER_CLASS);
    window.addEventListener(
      'afterprint',
      () => {
        letter.classList.remove(LETTER_PRINTED_CLASS);
        document.body.classList.remove(PRINTING_LETTER_CLASS);
      },
      { once: true },
    );
    window.print();
  };

  return (
    <div className="letter-viewer">
      <div className="letter-viewer__actions">
        {url && (
          <a className="button" href={url} download>
            {t('offers.letter.download')}
          </a>
        )}
        <button type="button" className="button" onClick={print}>
          {t('offers.letter.print')}
        </button>
      </div>
      <div ref={documentRef} className="letter-viewer__document">
        <PdfViewer
          title={title}
          layout={isPhone ? 'text' : 'pages'}
          {...(bytes ? { bytes } : url ? { url } : {})}
        />
      </div>
    </div>
  );
};
