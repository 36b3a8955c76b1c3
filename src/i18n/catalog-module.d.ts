// A catalogue imported with `?lingui` is compiled at build time into Lingui's message format.
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

// Each translated locale's catalogues by namespace (the `localeCatalogues` plugin in vite.config.ts).
declare module 'virtual:locale-catalogues' {
  import type { Messages } from '@lingui/core';

  export const localeCatalogues: Readonly<
    Record<string, () => Promise<{ catalogues: Readonly<Record<string, () => Promise<Messages>>> }>>
  >;
}
