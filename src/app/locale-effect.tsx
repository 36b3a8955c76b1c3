import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../api/session';
import { activateLocale, activeLocale, detectLocale } from '../i18n/i18n';
import { LOCALE_PARAM, useNavigate, withLocaleParam } from '../i18n/localized-navigation';

/**
 * Keeps the UI language what the page asks for (`hl`, the saved setting, the browser, the
 * employer's default) as those change, and keeps `hl` in the address once a page had it, even
 * after navigations that did not name it (a form's own query string, a tab change).
 */
export const LocaleEffect = () => {
  const boot = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const hl = new URLSearchParams(location.search).get(LOCALE_PARAM);
  const lastHl = useRef(hl);
  const saved = boot.user?.language ?? null;
  const employerDefault = boot.configs.defaultLanguage;

  useEffect(() => {
    if (hl === null && lastHl.current !== null) {
      void navigate(withLocaleParam(location, lastHl.current), {
        replace: true,
        preventScrollReset: true,
        state: location.state as unknown,
      });
      return;
    }
    lastHl.current = hl;
    const locale = detectLocale({ hl, saved, browser: navigator.languages, employerDefault });
    if (locale !== activeLocale()) void activateLocale(locale);
  }, [hl, saved, employerDefault, location, navigate]);

  return null;
};
