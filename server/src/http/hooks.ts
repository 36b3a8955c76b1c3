import type { FastifyInstance } from 'fastify';
import type { Caller, IdentityService } from '../auth/identity';
import { compressAnswer } from './answer-compression';
import { isApiPath } from './api-path';
import { isServedOverHttps, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved for API routes before the handler runs; replaced on sign-in and sign-out. */
    caller: Caller | null;
  }
}

/** Security headers on every answer; the caller, and its CSRF token on the answer, for the API. */
export const addCallerHooks = (app: FastifyInstance, identity: IdentityService): void => {
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request, reply) => {
    // Set before anything else, so every answer carries them; pages with a policy of their own
    // (the signing pages) replace the CSP.
    reply.headers(SECURITY_HEADERS);
    if (isServedOverHttps(request.protocol))
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // The route fastify matched, not the request's raw target: an absolute-form target
    // (`GET http://host/api/…`) or an escaped path (`/%61pi/…`) reaches the same API route.
    const route = request.routeOptions.url;
    if (route !== undefined && isApiPath(route))
      request.caller = await identity.resolve(request, reply);
  });

  // The caller's token as the request leaves it: signing in or out replaces the caller. Kept to
  // this one header in a plain callback hook: the hook runs on every cached search answer, where
  // the former async hook, setting every header and reading the route options, cost a quarter of
  // the time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.caller) reply.header('x-csrf-token', request.caller.csrfToken);
    done(null, payload);
  });
};

/**
 * JSON answers go out compressed to clients that accept it. Added after any hook that reads an
 * answer's plain text (the contract check in tests).
 */
export const addAnswerCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    if (
      !Buffer.isBuffer(payload) ||
      typeof contentType !== 'string' ||
      !contentType.startsWith('application/json') ||
      reply.hasHeader('content-encoding')
    ) {
      done(null, payload);
      return;
    }
    reply.header('vary', 'accept-encoding');
    const compressed = compressAnswer(payload, request.headers['accept-encoding']);
    if (compressed === null) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', compressed.encoding);
    done(null, compressed.body);
  });
};
