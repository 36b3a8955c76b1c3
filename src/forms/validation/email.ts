export type EmailMode = 'strict' | 'loose';

/** Anything@anything.anything without spaces: the check the server also makes. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5322 "dot-atom" local part, DNS labels, and a top-level domain of two or more letters. */
const STRICT_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isValidEmail = (value: string, mode: EmailMode): boolean =>
  (mode === 'strict' ? STRICT_EMAIL : LOOSE_EMAIL).test(value) && value.length <= 254;

export const isEmailMode = (value: unknown): value is EmailMode =>
  value === 'strict' || value === 'loose';
