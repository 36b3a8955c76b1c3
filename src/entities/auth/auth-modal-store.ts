import { useSyncExternalStore } from 'react';

/** Why the sign-in modal was opened: the action that waits for the sign-in. */
export type AuthTrigger =
  | 'candidate_login'
  | 'apply_form_v2_verification_box'
  | 'apply_form'
  | 'candidate_onboarding'
  | 'pre_application_submit'
  | 'pre_apply_click'
  | 'track_application'
  | 'post_jtn_submit'
  | 'pcsx-sign-in'
  | 'post_profile_review'
  | 'settings_page_password_reset';

export type AuthModalRoute = 'login' | 'register' | 'resetPassword';

export interface PendingActionOptions {
  /** Stay on the page without reloading it (the action updated what the page shows). */
  skipRefresh?: boolean;
  /**
   * Where the candidate lands once signed in, e.g. the apply form after "Apply". Loaded as a new
   * page, so it starts from the signed-in session; takes precedence over `skipRefresh`.
   */
  redirectTo?: string;
}

/**
 * Work deferred until sign-in, e.g. saving a job a visitor clicked (`run`), or going where the
 * visitor was headed (`options.redirectTo`), or both: `run` finishes before the page changes.
 */
export interface PendingAction {
  trigger: AuthTrigger;
  run?: () => unknown;
  options?: PendingActionOptions;
}

/**
 * A pending action that takes the candidate to `path` once signed in: where a deferred click
 * (track an application, apply, continue onboarding, back to settings) was going.
 */
export const redirectAfterSignIn = (trigger: AuthTrigger, path: string): PendingAction => ({
  trigger,
  options: { redirectTo: path },
});

export interface AuthModalState {
  isModalOpen: boolean;
  route: AuthModalRoute;
  pendingAction: PendingAction | null;
  /** Called when the modal is closed without signing in. */
  onDismiss: (() => void) | null;
  /**
   * What had focus when the modal was asked for (the Save button, the navbar's Sign in), where
   * focus returns when it closes. Kept here because the modal's code may still be loading.
   */
  opener: HTMLElement | null;
}

const CLOSED: AuthModalState = {
  isModalOpen: false,
  route: 'login',
  pendingAction: null,
  onDismiss: null,
  opener: null,
};

const focusedElement = (): HTMLElement | null => {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

let state: AuthModalState = CLOSED;
const listeners = new Set<() => void>();
const setState = (next: AuthModalState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const openAuthModal = (
  options: {
    route?: AuthModalRoute;
    pendingAction?: PendingAction;
    onDismiss?: () => void;
  } = {},
): void =>
  setState({
    isModalOpen: true,
    route: options.route ?? 'login',
    pendingAction: options.pendingAction ?? null,
    onDismiss: options.onDismiss ?? null,
    opener: state.isModalOpen ? state.opener : focusedElement(),
  });

export const setAuthModalRoute = (route: AuthModalRoute): void => setState({ ...state, route });

/** The user closed the modal without signing in. */
export const dismissAuthModal = (): void => {
  const { onDismiss } = state;
  setState(CLOSED);
  onDismiss?.();
};

/** Sign-in succeeded: close, and hand back the pending action for the caller to run. */
export const completeAuthModal = (): PendingAction | null => {
  const { pendingAction, route } = state;
  setState(CLOSED);
  return route === 'register' ? null : pendingAction;
};

export const getAuthModalState = (): AuthModalState => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useAuthModal = (): AuthModalState =>
  useSyncExternalStore(subscribe, getAuthModalState, getAuthModalState);
