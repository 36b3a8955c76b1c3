import { useEffect } from 'react';
import { useLogout } from '@generated/api/auth/auth';
import { useMessages } from '../../i18n/use-messages';

/** /logout: ends the session, then returns to the careers page. */
export const LogoutScreen = () => {
  const { t } = useMessages('auth');
  const { mutate } = useLogout();
  useEffect(() => {
    mutate(
      {},
      {
        onSettled: () => {
          window.location.replace('/careers');
        },
      },
    );
  }, [mutate]);
  return <p role="status">{t('auth.logout.status')}</p>;
};

/** The route module's screen. */
export { LogoutScreen as Component };
