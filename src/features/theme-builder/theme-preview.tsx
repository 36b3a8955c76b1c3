import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchPositions } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import { applyTheme } from '../../entities/theme/apply-theme';
import type { ThemeValues } from '../../shared/theme-tokens';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';

/** The pages the preview can show; the job page is the first job the search finds. */
const PREVIEW_PAGES = {
  search: { path: '/careers/search', label: 'themeBuilder.preview.page.search' },
  job: { path: undefined, label: 'themeBuilder.preview.page.job' },
  dashboard: { path: '/careers/dashboard', label: 'themeBuilder.preview.page.dashboard' },
  profile: { path: '/careers/profile', label: 'themeBuilder.preview.page.profile' },
} as const satisfies Record<string, { path: string | undefined; label: MessageId<'themeBuilder'> }>;
type PreviewPage = keyof typeof PREVIEW_PAGES;
const isPreviewPage = (value: string): value is PreviewPage => Object.hasOwn(PREVIEW_PAGES, value);

const PREVIEW_WIDTHS = {
  desktop: 'themeBuilder.preview.width.desktop',
  phone: 'themeBuilder.preview.width.phone',
} as const satisfies Record<string, MessageId<'themeBuilder'>>;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
const isPreviewWidth = (value: string): value is PreviewWidth =>
  Object.hasOwn(PREVIEW_WIDTHS, value);

/**
 * Keeps the edited theme on the frame's root: the framed app sets its published theme there once
 * it has started (and again when its boot data changes), so every change of the root's style
 * attribute is answered by setting the edited values again. Our own changes are dropped from the
 * observer's queue, so they never answer themselves.
 */
const useFrameTheme = (values: ThemeValues) => {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const valuesRef = useRef(values);
  const watchRef = useRef<{ root: HTMLElement; observer: MutationObserver } | null>(null);

  const apply = useCallback(() => {
    const watch = watchRef.current;
    if (!watch) return;
    applyTheme(valuesRef.current, watch.root);
    watch.observer.takeRecords();
  }, []);

  useEffect(() => {
    valuesRef.current = values;
    apply();
  }, [values, apply]);

  useEffect(() => () => watchRef.current?.observer.disconnect(), []);

  const onFrameLoad = useCallback(() => {
    watchRef.current?.observer.disconnect();
    watchRef.current = null;
    const root = frameRef.current?.contentDocument?.documentElement;
    if (!root) return;
    const observer = new MutationObserver(apply);
    observer.observe(root, { attributes: true, attributeFilter: ['style'] });
    watchRef.current = { root, observer };
    apply();
  }, [apply]);

  return { frameRef, onFrameLoad };
};

const useFirstJobPath = (isWanted: boolean): string | undefined => {
  const { domain } = useSession();
  const search = useSearchPositions({ domain, num: 1 }, { query: { enabled: isWanted } });
  return search.data?.positions[0]?.positionUrl;
};

/**
 * The real pages of this site in a frame, wearing the theme being edited: the values are set on
 * the frame's root on every change, whenever the frame loads a page, and whenever the framed app
 * sets its own.
 */
export const ThemePreview = ({ values }: { values: ThemeValues }) => {
  const { t } = useMessages('themeBuilder');
  const [page, setPage] = useState<PreviewPage>('search');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const { frameRef, onFrameLoad } = useFrameTheme(values);
  const pageSelectId = useId();
  const jobPath = useFirstJobPath(page === 'job');
  const path = PREVIEW_PAGES[page].path ?? jobPath;

  const pageLabel = t(PREVIEW_PAGES[page].label);
  return (
    <section className="theme-preview" aria-labelledby="theme-preview-heading">
      <div className="theme-preview__controls">
        <h2 id="theme-preview-heading">{t('themeBuilder.preview.heading')}</h2>
        <label htmlFor={pageSelectId}>{t('themeBuilder.preview.page')}</label>
        <select
          id={pageSelectId}
          className="pcsx-input theme-preview__select"
          value={page}
          onChange={(event) => {
            if (isPreviewPage(event.target.value)) setPage(event.target.value);
          }}
        >
          {Object.entries(PREVIEW_PAGES).map(([key, option]) => (
            <option key={key} value={key}>
              {t(option.label)}
            </option>
          ))}
        </select>
        <fieldset className="theme-preview__widths">
          <legend>{t('themeBuilder.preview.width')}</legend>
          {Object.entries(PREVIEW_WIDTHS).map(([key, label]) => (
            <label key={key} className="theme-preview__width">
              <input
                type="radio"
                name="theme-preview-width"
                value={key}
                checked={width === key}
                onChange={(event) => {
                  if (isPreviewWidth(event.target.value)) setWidth(event.target.value);
                }}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="theme-preview__stage">
        {path ? (
          <iframe
            ref={frameRef}
            key={path}
            src={path}
            title={t('themeBuilder.preview.frameTitle', { page: pageLabel })}
            className={`theme-preview__frame theme-preview__frame--${width}`}
            onLoad={onFrameLoad}
          />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </div>
    </section>
  );
};
