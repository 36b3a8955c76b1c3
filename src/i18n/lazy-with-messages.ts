import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from './i18n';
import type { Namespace } from './message-ids';

/**
 * A lazily loaded component whose messages load beside its code, so it renders in one step
 * instead of suspending again for its catalogue once its chunk has arrived.
 */
export const lazyWithMessages = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
) =>
  lazy(async () => {
    const [component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: component };
  });
