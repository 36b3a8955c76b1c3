import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short, and harmless in a log line and a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id (fastify's `genReqId`): the load balancer's `X-Request-Id` when it is a safe
 * token, so one id follows a request through the proxy's logs and the server's; otherwise a new
 * one, since whatever is sent is written into every log line of the request.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
};

/**
 * Every answer names its request's id, so a failure someone reports can be found in the logs.
 * Set on arrival, so errors of later hooks carry it too.
 */
export const addRequestIdHeader = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
};
