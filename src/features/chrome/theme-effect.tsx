import { useEffect } from 'react';
import { useSession } from '../../api/session';

/**
 * Keeps the page's theme variables on the published theme of the boot data: the server puts the
 * same theme in the page head, and this follows the boot data when it changes (mock mode, or a
 * theme published since). The theme code loads on its own, off the first render's path.
 */
export const ThemeEffect = () => {
  const { theme } = useSession().configs;
  useEffect(() => {
    let isCurrent = true;
    void import('../../entities/theme/apply-theme').then(({ applyTheme }) => {
      if (isCurrent) applyTheme(theme, document.documentElement);
    });
    return () => {
      isCurrent = false;
    };
  }, [theme]);
  return null;
};
