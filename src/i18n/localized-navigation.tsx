import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  parsePath,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';

export const LOCALE_PARAM = 'hl';

/** `to` with the page's `hl` added, unless it names its own; other query parameters are kept. */
export const withLocaleParam = (to: To, hl: string | null): To => {
  if (hl === null) return to;
  const path = typeof to === 'string' ? parsePath(to) : to;
  const search = new URLSearchParams(path.search ?? '');
  if (search.has(LOCALE_PARAM)) return to;
  search.set(LOCALE_PARAM, hl);
  return { ...path, search: `?${search.toString()}` };
};

/** The `hl` of the current page, which every link and navigation the app makes carries on. */
export const usePageLocaleParam = (): string | null =>
  new URLSearchParams(useLocation().search).get(LOCALE_PARAM);

/** React Router's `Link`, keeping the page's `hl`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const hl = usePageLocaleParam();
  return <RouterLink ref={ref} to={withLocaleParam(to, hl)} {...props} />;
});

/** React Router's `NavLink`, keeping the page's `hl`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...props },
  ref,
) {
  const hl = usePageLocaleParam();
  return <RouterNavLink ref={ref} to={withLocaleParam(to, hl)} {...props} />;
});

/** React Router's `Navigate`, keeping the page's `hl`. */
export const Navigate = ({ to, ...props }: NavigateProps) => {
  const hl = usePageLocaleParam();
  return <RouterNavigate to={withLocaleParam(to, hl)} {...props} />;
};

/** React Router's `useNavigate`, keeping the page's `hl` (history steps pass through). */
export const useNavigate = () => {
  const navigate = useRouterNavigate();
  const hl = usePageLocaleParam();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return navigate(to);
      return navigate(withLocaleParam(to, hl), options);
    },
    [navigate, hl],
  );
};
