import { createHash } from 'node:crypto';

/** Where head scripts are served; same origin, so the CSP's `script-src 'self'` allows them. */
export const HEAD_SCRIPT_PATH_PREFIX = '/careers/branding/scripts/';

/**
 * The file served for a script: the admin's code inside a try/catch, so a script that throws
 * logs the error instead of stopping the page. The code ends on its own line, so a trailing line
 * comment cannot swallow the catch.
 */
export const wrapHeadScript = (name: string, code: string): string =>
  `try {\n${code}\n} catch (error) {\n  console.error(${JSON.stringify(`Head script "${name}" failed:`)}, error);\n}\n`;

/** A served file's name: its content's hash, so a changed script gets a new address. */
export const headScriptHash = (served: string): string =>
  createHash('sha256').update(served).digest('hex').slice(0, 16);

export const headScriptSrc = (hash: string): string => `${HEAD_SCRIPT_PATH_PREFIX}${hash}.js`;

/** `<hash>.js` → `<hash>` when it has the shape of a served script's name. */
export const headScriptHashOf = (fileName: string): string | null =>
  /^([0-9a-f]{16})\.js$/.exec(fileName)?.[1] ?? null;
