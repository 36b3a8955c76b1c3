import { useEffect, useRef, useState } from 'react';
import { logEvent } from '@generated/api/telemetry/telemetry';
import { useMessages } from '../../i18n/use-messages';
import './esign-frame.css';

export const ESIGN_MESSAGE_TYPE = 'ESIGN';
/** A widget may say how tall its page is; the frame then takes that height and never scrolls. */
export const ESIGN_HEIGHT_MESSAGE_TYPE = 'ESIGN_HEIGHT';
/** Bounds of a reported height, so a widget cannot make the frame vanish or grow without end. */
const MIN_FRAME_HEIGHT = 200;
const MAX_FRAME_HEIGHT = 4000;
/** What the frame says once signed, unless its owner gives its own words. */
export const ESIGN_SUCCESS_MESSAGE = 'files.esign.success';
const VSLOG_NAMESPACE = 'pcsx_app';

export interface EsignTarget {
  /** The widget's address; relative addresses are on this site. */
  url?: string;
  /** A widget on another host: its domain and widget id. */
  customDomain?: string;
  wid?: string;
  /** With `wid`, the widget is served by this site rather than `customDomain`. */
  hosted?: boolean;
}

/** A widget this site serves opens in the page's language (other hosts choose their own). */
const inPageLanguage = (url: URL, base: string, locale: string | undefined): URL => {
  if (locale && url.origin === new URL(base).origin && !url.searchParams.has('hl')) {
    url.searchParams.set('hl', locale);
  }
  return url;
};

/** The widget's address as an absolute URL, or undefined when the target names none. */
export const resolveEsignUrl = (
  target: EsignTarget,
  base: string = window.location.href,
  locale?: string,
): URL | undefined => {
  try {
    if (target.url) return inPageLanguage(new URL(target.url, base), base, locale);
    if (target.wid && (target.hosted || !target.customDomain)) {
      return inPageLanguage(
        new URL(`/esign/${encodeURIComponent(target.wid)}`, base),
        base,
        locale,
      );
    }
    if (target.wid && target.customDomain) {
      return new URL(`https://${target.customDomain}/esign/${encodeURIComponent(target.wid)}`);
    }
  } catch {
    return undefined;
  }
  return undefined;
};

const isEsignMessage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === ESIGN_MESSAGE_TYPE;

/** The height a widget reports for its page, or null when the message is not one. */
const reportedHeight = (data: unknown): number | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== ESIGN_HEIGHT_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height))
    return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
};

export interface EsignFrameProps extends EsignTarget {
  title: string;
  onSign: () => void;
  /** The careers site, for the telemetry call that records rejected messages. */
  domain?: string;
  id?: string;
  describedBy?: string;
  isSigned?: boolean;
  /** Translated text shown once signed; by default "Successfully submitted form for verification". */
  successMessage?: string;
}

/**
 * The e-sign widget in a frame. Only a message of type ESIGN from the widget's own origin counts
 * as signing; messages from any other origin are rejected and logged.
 */
export const EsignFrame = ({
  title,
  onSign,
  domain,
  id,
  describedBy,
  isSigned = false,
  successMessage,
  ...target
}: EsignFrameProps) => {
  const { t, locale } = useMessages('files');
  const widgetUrl = resolveEsignUrl(target, window.location.href, locale);
  const widgetOrigin = widgetUrl?.origin;
  const [hasSigned, setSigned] = useState(isSigned);
  const [frameHeight, setFrameHeight] = useState<number | null>(null);
  const onSignRef = useRef(onSign);
  useEffect(() => {
    onSignRef.current = onSign;
  }, [onSign]);

  useEffect(() => {
    if (!widgetOrigin) return undefined;
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== widgetOrigin) {
        if (!isEsignMessage(event.data)) return;
        console.warn(`Rejected an e-sign message from ${event.origin}; expected ${widgetOrigin}`);
        if (domain) {
          logEvent(
            {
              event: 'window_message_origin_error',
              namespace: VSLOG_NAMESPACE,
              data_json: JSON.stringify({ origin: event.origin, expected: widgetOrigin }),
            },
            { domain },
          ).catch((error: unknown) => console.warn('vslog failed', error));
        }
        return;
      }
      const height = reportedHeight(event.data);
      if (height !== null) setFrameHeight(height);
      if (!isEsignMessage(event.data)) return;
      setSigned(true);
      onSignRef.current();
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [widgetOrigin, domain]);

  if (!widgetUrl) {
    return <p className="esign-frame__error">{t('files.esign.unavailable')}</p>;
  }
  return (
    <div className="esign-frame">
      {hasSigned || isSigned ? (
        <p
          id={id}
          role="status"
          tabIndex={-1}
          className="esign-frame__done"
          aria-describedby={describedBy}
        >
          {successMessage ?? t(ESIGN_SUCCESS_MESSAGE)}
        </p>
      ) : (
        <iframe
          id={id}
          className="esign-frame__frame"
          title={title}
          src={widgetUrl.href}
          aria-describedby={describedBy}
          style={frameHeight === null ? undefined : { height: frameHeight }}
        />
      )}
    </div>
  );
};
