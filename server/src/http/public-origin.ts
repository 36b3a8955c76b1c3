/**
 * Where visitors reach the portal (`PUBLIC_URL`, e.g. `https://careers.example.com`): the origin
 * of links in mail, the sitemap and public job addresses, and whether cookies are `Secure` and
 * HSTS is sent. Taken from configuration, never from the request's Host header, so a forged header
 * cannot point a link at another site. Defaults to the local server.
 */
export interface PublicOrigin {
  /** Scheme, host and port, without a trailing slash. */
  origin: string;
  /** Served over https (directly or behind a TLS-terminating proxy). */
  secure: boolean;
}

export const parsePublicUrl = (value: string): PublicOrigin => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address; got '${value}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://; got '${value}'.`);
  }
  return { origin: url.origin, secure: url.protocol === 'https:' };
};

let configured: PublicOrigin | null = null;

/**
 * The configured public origin, read from the environment at its first use: every answer asks
 * (for HSTS and cookies), and reading the environment is a call into the runtime each time.
 */
export const publicOrigin = (): PublicOrigin =>
  (configured ??= parsePublicUrl(
    process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`,
  ));

/** Reads the environment again at the next use: for tests that change it under a running server. */
export const forgetPublicOrigin = (): void => {
  configured = null;
};

/**
 * `TRUST_PROXY` for fastify's `trustProxy`: `true` trusts every proxy in front (only when nothing
 * else can reach the server), anything else is a comma-separated list of proxy addresses or CIDR
 * ranges (e.g. `127.0.0.1,10.0.0.0/8`). Unset, no proxy is trusted: `X-Forwarded-*` headers are
 * ignored and the client is the connection's peer.
 */
export const parseTrustProxy = (value: string | undefined): boolean | string[] => {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
};
