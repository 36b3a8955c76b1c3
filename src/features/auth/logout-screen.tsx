import { useEffect } from 'react';
import { useLogout } from '@generated/api/auth/auth';

/** /logout: ends the session, then returns to the careers page. */
export const LogoutScreen = () => {
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
  return <p role="status">Signing out…</p>;
};
