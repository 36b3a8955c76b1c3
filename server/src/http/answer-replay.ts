import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type ServerResponse,
} from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
} from 'fastify';
import { ANONYMOUS_COOKIE, SESSION_COOKIE, type IdentityService } from '../auth/identity';
import { LruCache } from '../lib/lru';
import type { OwnedCache, SearchCache } from '../search-cache/search-cache';
import type { Readiness } from './health';
import type { CallCounting } from './rate-limits';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { isServedOverHttps, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { clientAddressOf, hostOf, protocolOf, type ProxyTrust } from './trusted-proxy';

/** Headers an answer sets for its own request; a replay sets them afresh, the rest as recorded. */
const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  REQUEST_ID_HEADER,
  'x-csrf-token',
  'strict-transport-security',
  'set-cookie',
  'connection',
  'content-length',
]);

/**
 * Most answers are recorded compressed (some 2 KB), so many fit in little memory, and each one
 * kept spares a visitor's request the pipeline and often a search (about 0.5 ms, the cost of
 * some twenty replays): 20,000 answers of 2 KB are 40 MB, and a few thousand plain ones (12 KB)
 * fit as well.
 */
const RECORDED_ADDRESSES = 20_000;
const RECORDED_BYTES = 48 * 1024 * 1024;
/** Answers kept for one address: the languages and encodings it is asked in at once. */
const VARIANTS_PER_ADDRESS = 8;
/**
 * Real search addresses are a few hundred characters; longer ones (parameters the contract does
 * not declare are ignored, so any length is answered) are not recorded, or a script could fill
 * the memory with keys. Counted with the request's language and encodings.
 */
const MAX_RECORDED_KEY = 2048;

/** Fastify's handler of a request, for those the replay leaves to it. */
type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** The levels at which fastify logs every request (at `info`). */
const LOGS_REQUESTS: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * One answer to an address, for a request in one language and encodings: everything it depends on
 * besides the cookie (which only names the CSRF token), as `Vary` lists them.
 */
interface RecordedAnswer {
  language: string;
  encodings: string;
  /** Name and value after name, as `writeHead` takes them. */
  headers: OutgoingHttpHeader[];
  body: Buffer;
}

export interface AnswerReplayOptions {
  /** The contract operation whose visitors' answers are replayed. */
  operationId: string;
  /** Owns the recorded answers and says when they may have changed. */
  searchCache: SearchCache;
  identity: IdentityService;
  counting: CallCounting;
  trust: ProxyTrust;
  readiness: Readiness;
  parseCookie: (header: string) => Record<string, string | undefined>;
  log: FastifyBaseLogger;
}

const languageOf = (request: IncomingMessage): string => request.headers['accept-language'] ?? '';
const encodingsOf = (request: IncomingMessage): string => request.headers['accept-encoding'] ?? '';

const weightOf = (answers: readonly RecordedAnswer[]): number =>
  answers.reduce((total, answer) => total + answer.body.length, 0);

/**
 * Visitors' answers of one read operation (search), replayed before fastify routes the request.
 * A popular search is asked by many visitors in the same words, and fastify's handling of it
 * (routing, hooks, parameter validation, the search, serializing and compression) costs the
 * server many times what a replay does.
 *
 * An answer is recorded as it leaves the pipeline: a 200 to a visitor's GET that sets no cookie,
 * its bytes and headers as sent. It is replayed only to the same request (address, language and
 * encodings) from a visitor whose anonymous cookie this process has verified, until a job changes
 * (`SearchCache` drops them all; an answer whose request arrived before is not kept). What an answer does for its own request is
 * done again: the call is counted against the rate limits (a limit reached, or a count that
 * fails, is left to the pipeline, which answers it); the request id, the caller's CSRF token and
 * HSTS are set afresh; and the request is logged as fastify logs it. Anything else (a session, a
 * cookie not verified yet, shutdown begun) goes through the pipeline.
 */
export class AnswerReplay {
  /** By address as sent: the address alone is looked up, since hashing a key costs per character. */
  private readonly answers: OwnedCache<string, RecordedAnswer[]>;
  private readonly generationAtArrival = new WeakMap<IncomingMessage, number>();
  /** Requests answered by a replay, for tests. */
  replayed = 0;

  constructor(private readonly options: AnswerReplayOptions) {
    this.answers = options.searchCache.cache(
      'answer-replay',
      () => new LruCache<string, RecordedAnswer[]>(RECORDED_ADDRESSES, weightOf, RECORDED_BYTES),
      { followsJobs: true },
    );
  }

  /** Records the operation's answers as they leave; added after every hook that sets a header. */
  recordAnswers(app: FastifyInstance): void {
    const remember = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      this.generationAtArrival.set(request.raw, this.options.searchCache.generation);
      done();
    };
    const record = (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      if (
        reply.statusCode === 200 &&
        request.method === 'GET' &&
        request.caller?.user === null &&
        Buffer.isBuffer(payload) &&
        !reply.hasHeader('set-cookie') &&
        !this.options.readiness.shuttingDown
      ) {
        const madeAt = this.generationAtArrival.get(request.raw);
        if (madeAt !== undefined) this.record(request.raw, reply, payload, madeAt);
      }
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.operationId !== this.options.operationId) return;
      route.onRequest = [route.onRequest ?? [], remember].flat();
      route.onSend = [route.onSend ?? [], record].flat();
    });
  }

  private record(
    request: IncomingMessage,
    reply: FastifyReply,
    body: Buffer,
    madeAt: number,
  ): void {
    const url = request.url ?? '';
    const language = languageOf(request);
    const encodings = encodingsOf(request);
    if (url.length + language.length + encodings.length > MAX_RECORDED_KEY) return;
    const headers: OutgoingHttpHeader[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers.push(name, value);
    }
    const kept = (this.answers.peek(url) ?? []).filter(
      (answer) => answer.language !== language || answer.encodings !== encodings,
    );
    kept.push({ language, encodings, headers, body });
    this.answers.set(url, kept.slice(-VARIANTS_PER_ADDRESS), madeAt);
  }

  /** The answer recorded for the request (every one recorded is of the jobs as they are). */
  private recordedFor(request: IncomingMessage): RecordedAnswer | undefined {
    const answers = this.answers.get(request.url ?? '');
    if (!answers) return undefined;
    const language = languageOf(request);
    const encodings = encodingsOf(request);
    return answers.find((answer) => answer.language === language && answer.encodings === encodings);
  }

  /**
   * True when the request is answered here, with a recorded answer or, once a limit is reached,
   * by `route` (fastify's handler); false when it is left to `route`.
   */
  answer(request: IncomingMessage, response: ServerResponse, route: Route): boolean {
    try {
      return this.replay(request, response, route);
    } catch (error) {
      this.handOver(request, response, route, error);
      return true;
    }
  }

  private replay(request: IncomingMessage, response: ServerResponse, route: Route): boolean {
    if (request.method !== 'GET' || this.options.readiness.shuttingDown) return false;
    // A connection closed before its request is handled has no address to count it under.
    if (request.socket.remoteAddress === undefined) return false;
    const recorded = this.recordedFor(request);
    if (!recorded) return false;
    const csrfToken = this.visitorToken(request);
    if (csrfToken === undefined) return false;
    const address = clientAddressOf(request, this.options.trust);
    this.options.counting.count(this.options.operationId, address, undefined, (error) => {
      // Counted again there: harmless, since the window it reached is used up anyway.
      if (error) {
        route(request, response);
        return;
      }
      try {
        this.send(request, response, recorded, csrfToken, address);
      } catch (failure) {
        this.handOver(request, response, route, failure);
      }
    });
    return true;
  }

  /**
   * A replay that failed leaves the request to the pipeline, as it arrived (or drops its
   * connection, when the answer has begun), so a fault here never ends the process. The call may
   * then be counted twice, which a fault's rarity makes harmless.
   */
  private handOver(
    request: IncomingMessage,
    response: ServerResponse,
    route: Route,
    error: unknown,
  ): void {
    this.options.log.error({ err: error }, 'A recorded answer could not be replayed');
    if (response.headersSent) {
      response.destroy();
      return;
    }
    route(request, response);
  }

  /** The visitor's token when the request has no session cookie and a verified anonymous one. */
  private visitorToken(request: IncomingMessage): string | undefined {
    const header = request.headers.cookie;
    if (header === undefined) return undefined;
    const cookies = this.options.parseCookie(header);
    if (cookies[SESSION_COOKIE] !== undefined) return undefined;
    return this.options.identity.knownVisitorToken(cookies[ANONYMOUS_COOKIE]);
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    recorded: RecordedAnswer,
    csrfToken: string,
    address: string,
  ): void {
    const startedAt = performance.now();
    const requestId = requestIdOf(request);
    const { log, trust } = this.options;
    const logged = LOGS_REQUESTS.has(log.level) ? log.child({ reqId: requestId }) : null;
    // As fastify logs a request, with the fields its `req` serializer reads.
    logged?.info(
      {
        req: {
          method: request.method,
          url: request.url,
          headers: request.headers,
          host: hostOf(request, trust),
          ip: address,
          socket: request.socket,
        },
      },
      'incoming request',
    );
    // One list, as `writeHead` takes it, spares setting each header on its own.
    const headers: OutgoingHttpHeader[] = [REQUEST_ID_HEADER, requestId, ...recorded.headers];
    if (isServedOverHttps(protocolOf(request, trust)))
      headers.push('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    headers.push('x-csrf-token', csrfToken, 'content-length', recorded.body.length);
    response.writeHead(200, headers);
    if (logged) {
      response.once('finish', () => {
        logged.info(
          { res: response, responseTime: performance.now() - startedAt },
          'request completed',
        );
      });
    }
    response.end(recorded.body);
    this.replayed += 1;
  }
}

/** A server setting fastify has filled in (its own or its default) by the time it makes a server. */
const numberSetting = (options: Record<string, unknown>, name: string): number => {
  const value = options[name];
  if (typeof value !== 'number') throw new Error(`fastify gave no ${name} for its server`);
  return value;
};

/**
 * Fastify's `serverFactory`: the HTTP server fastify would make, with its settings, that lets the
 * replay answer a request before fastify routes it.
 */
export const replayingServerFactory =
  (replay: () => AnswerReplay | null, headersTimeoutMs: number): FastifyServerFactory =>
  (route, options) => {
    const requestTimeout = numberSetting(options, 'requestTimeout');
    const server = createServer(
      // Node looks for requests past their timeouts this often (30 s by default).
      { connectionsCheckingInterval: Math.max(100, Math.min(5000, headersTimeoutMs / 4)) },
      (request, response) => {
        if (!replay()?.answer(request, response, route)) route(request, response);
      },
    );
    server.keepAliveTimeout = numberSetting(options, 'keepAliveTimeout');
    server.requestTimeout = requestTimeout;
    server.headersTimeout = Math.min(headersTimeoutMs, requestTimeout);
    server.setTimeout(numberSetting(options, 'connectionTimeout'));
    const maxRequestsPerSocket = numberSetting(options, 'maxRequestsPerSocket');
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
