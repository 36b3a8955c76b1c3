/** An address with a scheme (`https:`, `data:`) or protocol-relative (`//host`) is already whole. */
const isAbsolute = (path: string): boolean => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path);

/**
 * The address of static content such as an avatar: a relative path is prefixed with the site's
 * static content host (`https://static.example.com` + `/avatars/a.jpg`); an empty host keeps it
 * on this origin.
 */
export const staticContentUrl = (path: string, staticContentHost: string): string => {
  if (isAbsolute(path)) return path;
  const host = staticContentHost.replace(/\/+$/, '');
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
};
