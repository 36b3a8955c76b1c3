/**
 * The part of jsdom the HTML sanitiser uses (jsdom ships no types): a window for DOMPurify.
 */
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
