import { createHash } from 'node:crypto';

/** Where head scripts are served; same origin, so the CSP's `script-src 'self'` allows them. */
export const HEAD_SCRIPT_PATH_PREFIX = '/careers/branding/scripts/';

/**
 * A served file's name: its code's hash, so a changed script gets a new address. The code is
 * served as given: each script is its own file, so one that throws stops only itself, and its
 * top-level declarations and 'use strict' mean what they say.
 */
export const headScriptHash = (code: string): string =>
  createHash('sha256').update(code).digest('hex').slice(0, 16);

export const headScriptSrc = (hash: string): string => `${HEAD_SCRIPT_PATH_PREFIX}${hash}.js`;

/** `<hash>.js` → `<hash>` when it has the shape of a served script's name. */
export const hashOfScriptFileName = (fileName: string): string | null =>
  /^([0-9a-f]{16})\.js$/.exec(fileName)?.[1] ?? null;
