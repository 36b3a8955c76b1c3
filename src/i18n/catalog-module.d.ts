// A catalogue imported with `?lingui` is compiled at build time into Lingui's message format.
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
