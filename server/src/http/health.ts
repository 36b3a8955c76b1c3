import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
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
 * CSRF check or rate limit applies to them.
 */
export const registerHealthRoutes = (app: FastifyInstance, db: Db, readiness: Readiness): void => {
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
    return reply.send({ status: 'ready' });
  });
};

/**
 * Once shutdown begins, every answer closes its connection: Node closes idle keep-alive
 * connections when the server stops listening, but one whose request is in flight would
 * otherwise stay open after its answer and hold the shutdown until its keep-alive timeout.
 */
export const closeConnectionsOnShutdown = (app: FastifyInstance, readiness: Readiness): void => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
};
