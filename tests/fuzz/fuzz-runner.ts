import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { FuzzOperation, Identity } from './contract-model';
import { requestArbitrary, type FuzzRequest, type KnownValues } from './requests';

/** A caller the fuzzer sends requests as; `renew` signs in again after a call that may end the session. */
export interface FuzzCaller {
  identity: Identity;
  cookie: () => string;
  csrfToken: () => string;
  renew: () => Promise<void>;
}

export interface FuzzTarget {
  baseUrl: string;
  /** The contract check of one answer: null when it conforms, else what is wrong. */
  checkAnswer: (
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: Buffer,
  ) => string | null;
  /** Server log lines (errors) written since the last call. */
  takeServerErrors: () => string[];
}

export interface FuzzFailure {
  operationId: string;
  identity: Identity;
  status: number;
  problem: string;
  /** The request, readable and complete enough to replay. */
  request: string;
  serverErrors: string[];
  /** How many cases failed the same way. */
  count: number;
}

export interface OperationReport {
  operationId: string;
  identity: Identity;
  cases: number;
  statuses: Map<number, number>;
  failures: FuzzFailure[];
}

interface Answer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/** Operations after which the caller's session may be gone. */
const SESSION_ENDING: ReadonlySet<string> = new Set(['logout', 'changePassword', 'deleteAccount']);
const REQUEST_TIMEOUT_MS = 30_000;
const PREVIEW_BYTES = 300;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** The body as the server meant it: fuzzed requests may ask for compressed answers. */
const decoded = (response: IncomingMessage, body: Buffer): Buffer => {
  switch (response.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
};

/** Sends one request as written: no URL normalisation, no header checks beyond Node's own. */
const send = (
  baseUrl: string,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    // The path goes out as generated: a WHATWG URL would resolve `%2e%2e` segments first.
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path: request.url,
        method: request.method,
        headers: {
          accept: 'application/json',
          ...headers,
          ...(request.body === null ? {} : { 'content-length': String(request.body.length) }),
        },
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              body: decoded(response, Buffer.concat(chunks)),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });

const describeRequest = (request: FuzzRequest, identity: Identity): string => {
  const url =
    request.url.length > PREVIEW_BYTES
      ? `${request.url.slice(0, PREVIEW_BYTES)}… (${request.url.length} chars)`
      : request.url;
  const headers = Object.entries(request.headers)
    .map(
      ([name, value]) =>
        `${name}: ${value.length > 80 ? `${value.slice(0, 80)}… (${value.length} chars)` : value}`,
    )
    .join('; ');
  const body =
    request.body === null
      ? 'no body'
      : `${request.body.length} bytes: ${JSON.stringify(request.body.subarray(0, PREVIEW_BYTES).toString('utf8'))}`;
  return `${identity} ${request.method} ${url} [${headers}] CSRF ${request.csrf}; ${body}; mutations: ${request.mutations.join(', ') || 'none'}`;
};

/** The property for one answer: no 5xx, a status the operation declares, a body the contract allows. */
const problemOf = (operation: FuzzOperation, answer: Answer, target: FuzzTarget): string | null => {
  if (answer.status >= 500)
    return `answered ${answer.status}: ${answer.body.subarray(0, PREVIEW_BYTES).toString('utf8')}`;
  if (!operation.declaredStatuses.has(answer.status)) {
    return `answered ${answer.status}, which the contract does not declare: ${answer.body.subarray(0, PREVIEW_BYTES).toString('utf8')}`;
  }
  return target.checkAnswer(operation.operationId, answer.status, answer.contentType, answer.body);
};

/** Failures that differ only in numbers are one failure; different kinds of input are not. */
const failureKey = (status: number, problem: string, request: FuzzRequest) =>
  `${status} ${problem.slice(0, 120)} ${request.mutations.join(',')}`.replace(/\d+/g, 'N');

/**
 * Sends `numRuns` requests generated for the operation as the caller and records each answer's
 * status and every answer that breaks the property (distinct failures once, with a count).
 */
export const fuzzOperation = async (
  target: FuzzTarget,
  operation: FuzzOperation,
  caller: FuzzCaller,
  known: KnownValues,
  options: { numRuns: number; seed: number },
): Promise<OperationReport> => {
  const report: OperationReport = {
    operationId: operation.operationId,
    identity: caller.identity,
    cases: 0,
    statuses: new Map(),
    failures: [],
  };
  const byKey = new Map<string, FuzzFailure>();
  const record = (status: number, problem: string, request: FuzzRequest) => {
    const key = failureKey(status, problem, request);
    const seen = byKey.get(key);
    if (seen) {
      seen.count += 1;
      return;
    }
    const failure: FuzzFailure = {
      operationId: operation.operationId,
      identity: caller.identity,
      status,
      problem,
      request: describeRequest(request, caller.identity),
      serverErrors: target.takeServerErrors().slice(0, 3),
      count: 1,
    };
    byKey.set(key, failure);
    report.failures.push(failure);
  };

  await fc.assert(
    fc.asyncProperty(requestArbitrary(operation, known), async (request) => {
      const csrfToken = { valid: caller.csrfToken(), missing: null, wrong: 'not-the-token' }[
        request.csrf
      ];
      const headers = {
        cookie: caller.cookie(),
        ...(csrfToken === null ? {} : { 'x-csrf-token': csrfToken }),
        ...request.headers,
      };
      target.takeServerErrors();
      report.cases += 1;
      try {
        const answer = await send(target.baseUrl, request, headers);
        report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
        const problem = problemOf(operation, answer, target);
        if (problem !== null) record(answer.status, problem, request);
      } catch (error) {
        report.statuses.set(0, (report.statuses.get(0) ?? 0) + 1);
        record(0, `no answer: ${error instanceof Error ? error.message : String(error)}`, request);
      }
      if (SESSION_ENDING.has(operation.operationId) && caller.identity !== 'visitor')
        await caller.renew();
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: true },
  );
  return report;
};

/** `200×41 400×12 …`, most frequent first. */
export const histogram = (statuses: ReadonlyMap<number, number>): string =>
  [...statuses]
    .sort(([, first], [, second]) => second - first)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`)
    .join(' ');

export const describeFailure = (failure: FuzzFailure): string =>
  [
    `${failure.operationId} as ${failure.identity}: ${failure.problem} (${failure.count} case${failure.count === 1 ? '' : 's'})`,
    `  request: ${failure.request}`,
    ...failure.serverErrors.map((line) => `  server: ${line.slice(0, 1500)}`),
  ].join('\n');
