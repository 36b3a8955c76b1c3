/**
 * The sign-in address other sites and mails link to (the spec's login URL helper):
 * `/candidate/login?domain=…&pid=1,2&microsite=…&hl=…&next=<return address>`. The server sends
 * a visitor on to the sign-in page (`/careers/login`), which returns to `next` once signed in,
 * and a signed-in candidate straight to `next`.
 */
export const CANDIDATE_LOGIN_PATH = '/candidate/login';
export const SIGN_IN_PAGE_PATH = '/careers/login';
export const NEXT_PARAM = 'next';

/** Whether an address holds what browsers and servers read differently: controls, backslashes. */
const hasAmbiguousCharacter = (address: string): boolean => {
  for (let index = 0; index < address.length; index += 1) {
    const code = address.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
};

/**
 * A return address only when it stays on this site: a path from its root. Anything a browser
 * would read as another origin (`//host`, `/\host`, a scheme) is refused, so a sign-in link cannot
 * send a candidate elsewhere once signed in.
 */
export const safeReturnPath = (next: string | null | undefined): string | undefined => {
  if (!next?.startsWith('/') || next.startsWith('//')) return undefined;
  return hasAmbiguousCharacter(next) ? undefined : next;
};
