import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { answerOnSocket } from './error-handler';
import { requestTimedOut } from './errors';

/**
 * How long, and how slowly, a client may send a request before it is answered 408 and its
 * connection closed: a client that trickles a body keeps a connection (and the body read so far)
 * for as long as it likes otherwise. `docs/deploy.md` sets these beside nginx's own.
 */
export interface SlowClientLimits {
  /** The whole request, headers and body, must have arrived within this (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** The headers must have arrived within this (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /**
   * A connection that neither sends nor receives anything for this long is closed (fastify's
   * `connectionTimeout`): a client that stops reading its answer.
   */
  idleTimeoutMs: number;
  /** Once `bodyGraceMs` have passed, a body must have arrived at this average rate at least. */
  minBodyBytesPerSecond: number;
  bodyGraceMs: number;
}

/**
 * A 10 MB résumé over a 1 Mbit/s uplink takes 80 s, within the request timeout; 1 KB a second is a
 * very slow mobile connection. A body trickled at one byte every few seconds is cut after 10 s.
 */
export const SLOW_CLIENT_LIMITS: SlowClientLimits = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  idleTimeoutMs: 60_000,
  minBodyBytesPerSecond: 1024,
  bodyGraceMs: 10_000,
};

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Answers 408 to a request whose body arrives slower than `minBodyBytesPerSecond` once
 * `bodyGraceMs` have passed. It counts the bytes the connection has read, so it also watches
 * bodies that an upload handler reads from the raw request.
 */
export const limitBodyRate = (app: FastifyInstance, limits: SlowClientLimits): void => {
  const checkEveryMs = Math.min(1000, Math.max(50, limits.bodyGraceMs / 4));
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    // An injected request (`app.inject`) has no connection to watch.
    if (!hasBody(raw.headers) || raw.complete || !(socket instanceof Socket)) {
      done();
      return;
    }
    const bytesBefore = socket.bytesRead;
    const startedAt = performance.now();
    const check = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(check);
        return;
      }
      const seconds = (performance.now() - startedAt) / 1000;
      if (seconds * 1000 < limits.bodyGraceMs) return;
      if ((socket.bytesRead - bytesBefore) / seconds >= limits.minBodyBytesPerSecond) return;
      clearInterval(check);
      if (reply.raw.headersSent) socket.destroy();
      else answerOnSocket(requestTimedOut(), socket);
    }, checkEveryMs);
    // Unref'd: a watched request never keeps a closing server alive.
    check.unref();
    raw.once('close', () => clearInterval(check));
    done();
  });
};
