import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** Addresses whose trust is remembered: far more than the proxies and clients of a moment. */
const REMEMBERED_VERDICTS = 1024;
/** The longest IPv6 address with an IPv4 tail is 45 characters; anything longer is not kept. */
const LONGEST_ADDRESS = 45;

/** Whether the peer at `address`, `hop` proxies away from the server, is a proxy to believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * `trustProxy` (see `parseTrustProxy`) as the function fastify is given, so requests fastify
 * routes and those answered before it (see `AnswerReplay`) name the same client.
 */
export const compileProxyTrust = (trustProxy: boolean | string[]): ProxyTrust => {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  // A list's verdict depends on the address alone; parsing it is most of a request's work out of
  // the pipeline (see `AnswerReplay`), and the proxies in front are few.
  const trusts = proxyAddr.compile(trustProxy);
  const verdicts = new Map<string, boolean>();
  return (address, hop) => {
    let trusted = verdicts.get(address);
    if (trusted === undefined) {
      trusted = trusts(address, hop);
      if (address.length <= LONGEST_ADDRESS) {
        if (verdicts.size >= REMEMBERED_VERDICTS) verdicts.clear();
        verdicts.set(address, trusted);
      }
    }
    return trusted;
  };
};

/**
 * The last of a forwarding header's comma-separated values (the one the nearest proxy added), when
 * the peer is a proxy to believe; undefined otherwise.
 */
const forwardedBy = (
  request: IncomingMessage,
  header: 'x-forwarded-proto' | 'x-forwarded-host',
  trust: ProxyTrust,
): string | undefined => {
  const value = request.headers[header];
  if (typeof value !== 'string' || value === '' || !trust(request.socket.remoteAddress ?? '', 0))
    return undefined;
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
};

/** The client's address, as fastify's `request.ip` gives it. */
export const clientAddressOf = (request: IncomingMessage, trust: ProxyTrust): string =>
  proxyAddr(request, trust);

/** `https` or `http`, as fastify's `request.protocol` gives it. */
export const protocolOf = (request: IncomingMessage, trust: ProxyTrust): string =>
  forwardedBy(request, 'x-forwarded-proto', trust) ??
  ((request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http');

/** The host the client asked for, as fastify's `request.host` gives it. */
export const hostOf = (request: IncomingMessage, trust: ProxyTrust): string =>
  forwardedBy(request, 'x-forwarded-host', trust) ?? request.headers.host ?? '';
