import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { openAuthModal } from '../../entities/auth/auth-modal-store';

/** `?show_login_modal=1` (or `true`) opens the sign-in modal. */
export const ShowLoginModalEffect = () => {
  const [searchParams] = useSearchParams();
  const flag = searchParams.get('show_login_modal');
  useEffect(() => {
    if (flag === '1' || flag === 'true') openAuthModal();
  }, [flag]);
  return null;
};
