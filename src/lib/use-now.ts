import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

// To the minute, so that every read within a minute gives the same value, as React requires.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
};

/** The current time (Unix ms, whole minutes); the caller renders again when the minute changes. */
export const useNow = (): number => useSyncExternalStore(subscribe, currentMinute, currentMinute);
