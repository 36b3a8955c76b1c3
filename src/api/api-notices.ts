/**
 * What the API layer needs the user to see (a toast or an alert). The app shell subscribes and
 * renders them, so the API layer never depends on UI components.
 */
export type ApiNotice =
  | { kind: 'session-timeout'; message: string }
  | { kind: 'csrf-invalid'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'server-error'; message: string };

type Listener = (notice: ApiNotice) => void;
const listeners = new Set<Listener>();

export const subscribeToApiNotices = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitApiNotice = (notice: ApiNotice): void => {
  listeners.forEach((listener) => listener(notice));
};
