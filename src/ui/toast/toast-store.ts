import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'info' | 'disruptive';
export type ToastPosition = 'top-center' | 'bottom-right';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  position: ToastPosition;
  durationMs: number;
  closable: boolean;
}

export type ToastInput = Pick<Toast, 'message'> & Partial<Omit<Toast, 'id' | 'message'>>;

/** A toast closes by itself after five seconds unless it says otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const dismissToast = (id: number): void => {
  toasts = toasts.filter((toast) => toast.id !== id);
  notify();
};

/** Shows a toast; the same message already on screen is not stacked twice. */
export const showToast = (input: ToastInput): number => {
  const existing = toasts.find((toast) => toast.message === input.message);
  if (existing) return existing.id;
  const toast: Toast = {
    id: nextId++,
    variant: 'info',
    position: 'bottom-right',
    durationMs: DEFAULT_TOAST_DURATION_MS,
    closable: true,
    ...input,
  };
  toasts = [...toasts, toast];
  notify();
  window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
  return toast.id;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useToasts = (): readonly Toast[] =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
