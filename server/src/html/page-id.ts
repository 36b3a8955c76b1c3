import { CAREERS_ROUTES } from '../../../src/shared/screens';
import type { PageId } from '../../../src/shared/page-ids';

/** Whether the path segments after `/careers` fit a route's path (`:name`, `:name?`, `*`). */
const matches = (pattern: string, segments: readonly string[]): boolean => {
  if (pattern === '*') return true;
  if (pattern === 'index') return segments.length === 0;
  const parts = pattern.split('/');
  if (segments.length > parts.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment === part;
  });
};

/**
 * The page id of a page path, matched against the screen registry's routes in their order, so head
 * scripts for a page are linked on exactly the pages the app shows as that page. Null outside
 * `/careers`.
 */
export const pageIdOfPath = (path: string): PageId | null => {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'careers') return null;
  const rest = segments.slice(1);
  return CAREERS_ROUTES.find((route) => matches(route.path, rest))?.pageId ?? null;
};
