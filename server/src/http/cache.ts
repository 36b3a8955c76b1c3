import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import type { Contract, ContractOperation } from '../contract/document';

/** For files whose address changes with their content: a cached copy never goes stale. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Private answers: kept by no cache, the browser's included, so they leave no copy on disk. */
export const NO_STORE = 'no-store';

/** A visitor's own data, kept under their anonymous cookie: as private as a candidate's. */
const PRIVATE_TO_VISITORS: ReadonlySet<string> = new Set(['getJobCart']);

const requiresSession = (operation: ContractOperation): boolean =>
  operation.security.every((alternative) => alternative.includes('sessionCookie'));

/** Adds a header to `Vary`, keeping what other hooks put there. */
const appendVary = (reply: FastifyReply, header: string): void => {
  const current = reply.getHeader('vary');
  const names = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (!names.some((name) => name.toLowerCase() === header)) names.push(header);
  reply.header('vary', names.join(', '));
};

/** Candidate data, state changes and errors: never stored. */
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', NO_STORE);
  done(null, payload);
};

/**
 * Operations anyone may call: a visitor's reading keeps whatever caching the answer has, varying
 * by the session cookie, since a candidate's answer to the same request differs (saved jobs,
 * their CSRF token), and by `Accept-Language`, which words its labels and messages; everything
 * else is private.
 */
const noStoreUnlessVisitorRead: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.statusCode >= 400 || request.method !== 'GET' || request.caller?.user) {
    reply.header('cache-control', NO_STORE);
  } else {
    appendVary(reply, 'cookie');
    appendVary(reply, 'accept-language');
  }
  done(null, payload);
};

/**
 * Who may keep a copy of an answer. Every error is `no-store` (it may quote the request and must
 * not outlive it); each contract operation gets its own policy when its route is added (so no
 * per-request lookup): operations that need a session, and a visitor's own data, never store;
 * anyone's operations store nothing for a candidate or a state change. Pages and files set
 * their caching themselves. Added before the routes, after the hooks that set `Vary`.
 */
export const addCachePolicy = (app: FastifyInstance, contract: Contract): void => {
  const operations = new Map(
    contract.operations.map((operation) => [operation.operationId, operation]),
  );
  app.addHook('onRoute', (route) => {
    const operation = operations.get(route.config?.operationId ?? '');
    if (!operation) return;
    const policy =
      requiresSession(operation) || PRIVATE_TO_VISITORS.has(operation.operationId)
        ? noStore
        : noStoreUnlessVisitorRead;
    const existing = route.onSend;
    route.onSend = existing === undefined ? [policy] : [existing, policy].flat();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
};
