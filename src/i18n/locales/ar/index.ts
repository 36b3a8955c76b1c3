import type { Messages } from '@lingui/core';

/** This locale's catalogues, each compiled at build time and loaded on demand as its own chunk. */
export const catalogues = import.meta.glob<Messages>('./*.json', {
  query: '?lingui',
  import: 'messages',
});
