import {
  completeAuthModal,
  dismissAuthModal,
  getAuthModalState,
  openAuthModal,
  setAuthModalRoute,
} from './auth-modal-store';

describe('auth modal store', () => {
  it('hands back the pending action after sign-in', () => {
    const run = vi.fn();
    openAuthModal({
      pendingAction: { trigger: 'pcsx-sign-in', run, options: { skipRefresh: true } },
    });
    expect(getAuthModalState().isModalOpen).toBe(true);
    const action = completeAuthModal();
    expect(action?.options?.skipRefresh).toBe(true);
    expect(getAuthModalState().isModalOpen).toBe(false);
  });

  it('runs no pending action when the user registered', () => {
    openAuthModal({ pendingAction: { trigger: 'apply_form', run: vi.fn() } });
    setAuthModalRoute('register');
    expect(completeAuthModal()).toBeNull();
  });

  it('calls onDismiss when closed without signing in', () => {
    const onDismiss = vi.fn();
    openAuthModal({ onDismiss });
    dismissAuthModal();
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(getAuthModalState().pendingAction).toBeNull();
  });

  it('remembers what had focus when it opened, for focus to return to', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    openAuthModal();
    expect(getAuthModalState().opener).toBe(button);
    dismissAuthModal();
    expect(getAuthModalState().opener).toBeNull();
    button.remove();
  });
});
