import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import { LOCALE_PARAM, useNavigate } from '../../i18n/localized-navigation';

/**
 * Changes the UI language without a reload: the page's `hl` names it (so links and reloads keep
 * it) and, for a signed-in candidate, it becomes the saved language unless `save` is false (the
 * settings form saves it itself). Saving loads on first use: most visitors never switch.
 */
export const useSwitchLocale = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const boot = useSession();
  return useCallback(
    (language: string, { save = true }: { save?: boolean } = {}) => {
      const search = new URLSearchParams(location.search);
      search.set(LOCALE_PARAM, language);
      void navigate(
        { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
        { replace: true, preventScrollReset: true, state: location.state as unknown },
      );
      const user = boot.user;
      if (!user || user.language === language) return;
      void import('./save-language').then(({ saveLanguage }) =>
        saveLanguage(queryClient, {
          domain: boot.domain,
          previous: user.language,
          language,
          save,
        }),
      );
    },
    [location, navigate, queryClient, boot.user, boot.domain],
  );
};
