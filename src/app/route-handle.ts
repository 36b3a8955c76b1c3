import type { BootData } from '@generated/api/models';
import type { PageId } from '../shared/page-ids';

export type Protection = 'public' | 'protected' | ((boot: BootData) => boolean);

/** What the shell needs to know about the matched route. */
export interface RouteHandle {
  pageId: PageId;
  protection: Protection;
  hideFooter?: boolean;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'pageId' in value && 'protection' in value;

export const requiresSignIn = (handle: RouteHandle, boot: BootData): boolean =>
  typeof handle.protection === 'function'
    ? handle.protection(boot)
    : handle.protection === 'protected';
