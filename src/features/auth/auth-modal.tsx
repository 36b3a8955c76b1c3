import { lazy, Suspense } from 'react';
import { useAuthModal } from '../../entities/auth/auth-modal-store';

const AuthModalContent = lazy(async () => ({
  default: (await import('./auth-modal-content')).AuthModalContent,
}));

/** The sign-in modal's host: its forms load only when it first opens. */
export const AuthModal = () => {
  const { isModalOpen } = useAuthModal();
  if (!isModalOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalContent />
    </Suspense>
  );
};
