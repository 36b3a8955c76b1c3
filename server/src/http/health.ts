import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { MailCounts } from '../mail/delivery';
import { verbatim } from '../i18n/messages';
import { NO_STORE } from './cache';
import { HttpError } from './errors';

/** Whether shutdown has begun: from then on `/readyz` answers 503, for good. */
export class Readiness {
  #shuttingDown = false;

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  beginShutdown(): void {
    this.#shuttingDown = true;
  }
}

/**
 * Load balancers poll these every few seconds: their hits are not logged at info level, only
 * what goes wrong.
 */
const POLLED = { logLevel: 'warn' } as const;

/**
 * A 503 the load balancer acts on: `status` says not ready, `error` is the server's usual
 * `ErrorBody`. Its text is for operators, not candidates, so it is not translated.
 */
const notReady = (reason: string) => ({
  status: 'not-ready',
  error: new HttpError(503, 'internal', verbatim(reason)).toBody(),
});

/**
 * `/healthz` (liveness: the process answers; touches nothing else) and `/readyz` (readiness: the
 * database answers a query and shutdown has not begun). Outside the API, so no contract, session,
 * CSRF check or rate limit applies to them. Where mail is delivered, `/readyz` also counts the
 * mail waiting for the relay and the mail it refused for good, for operators; neither makes the
 * server unready, since a relay outage must not take the site down.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  db: Db,
  readiness: Readiness,
  mail: { counts: () => Promise<MailCounts> } | null,
): void => {
  app.get('/healthz', POLLED, async (_request, reply) =>
    reply.header('cache-control', NO_STORE).send({ status: 'ok' }),
  );

  app.get('/readyz', POLLED, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    if (readiness.shuttingDown)
      return reply.code(503).send(notReady('The server is shutting down.'));
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'Readiness check: the database did not answer');
      return reply.code(503).send(notReady('The database did not answer.'));
    }
    return reply.send(mail ? { status: 'ready', mail: await mail.counts() } : { status: 'ready' });
  });
};

/**
 * Connections on shutdown. Once it begins, every answer closes its connection: one whose request
 * is in flight would otherwise stay open after its answer until its keep-alive timeout. Once the
 * server closes, every connection not being answered is closed at once, and any that arrives
 * before it stops listening: Node closes idle keep-alive connections, but not one that has not
 * sent a request yet (a browser's preconnection, or one the cluster primary hands over late),
 * which would hold the stop until its headers timeout. Its request was never read, so nothing
 * acknowledged is lost.
 */
export const closeConnectionsOnShutdown = (app: FastifyInstance, readiness: Readiness): void => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  const open = new Set<Socket>();
  // The latest answer on each connection: requests on one connection are answered in order.
  const latestAnswer = new WeakMap<Socket, ServerResponse>();
  let isClosing = false;
  app.server.on('connection', (socket: Socket) => {
    if (isClosing) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    latestAnswer.set(request.socket, response);
  });
  app.addHook('preClose', (done) => {
    isClosing = true;
    for (const socket of open) {
      if (latestAnswer.get(socket)?.writableFinished !== false) socket.destroy();
    }
    done();
  });
};
