import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import fc from 'fast-check';
import { createContractAjv } from '../../server/src/contract/ajv';
import { loadContract } from '../../server/src/contract/document';
import { ResponseValidator } from '../../server/src/contract/response-validation';
import { readFuzzOperations, type FuzzOperation } from '../fuzz/contract-model';
import { collectIds, knownIds } from '../fuzz/known-ids';
import { validRequestArbitrary, type FuzzRequest } from '../fuzz/requests';

/**
 * The contract test any deployment can be pointed at: for each operation, a request built from
 * the contract's examples and a few valid requests from the fuzzer's generators, each answer
 * checked against the contract (status declared, media type declared, JSON body valid against the
 * schema, no 5xx). Read-only unless `write`: then the state-changing operations run too, signed in.
 */

export interface LiveCheckOptions {
  baseUrl: string;
  contractPath: string;
  /** Also run POST, PUT, PATCH and DELETE operations (they need a signed-in caller). */
  write: boolean;
  /** Signs in with these first; without them the calls are made as a visitor. */
  credentials: { email: string; password: string } | null;
  /** Valid generated requests per operation, on top of the one built from the examples. */
  generatedPerOperation: number;
  seed: number;
}

export interface LiveProblem {
  operationId: string;
  request: string;
  status: number;
  problem: string;
}

export interface LiveReport {
  baseUrl: string;
  caller: string;
  write: boolean;
  operations: number;
  tested: number;
  /** State-changing operations left out of a read-only run. */
  skipped: number;
  requests: number;
  statuses: Map<number, number>;
  problems: LiveProblem[];
}

/** Operations after which the session may be gone: the caller signs in again. */
const SESSION_ENDING: ReadonlySet<string> = new Set(['logout', 'changePassword', 'deleteAccount']);
const REQUEST_TIMEOUT_MS = 30_000;
const PREVIEW_CHARS = 300;
/** How many ids of each key the answers lend to generated requests. */
const IDS_PER_KEY = 20;

/**
 * Sends one request under the base URL's path; node:http rather than fetch, which refuses some
 * ports a deployment may well use.
 */
const exchange = (
  baseUrl: string,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const base = new URL(baseUrl);
    const outgoing = (base.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        path: `${base.pathname.replace(/\/$/, '')}${request.url}`,
        method: request.method,
        headers: {
          ...headers,
          ...(request.body === null ? {} : { 'content-length': String(request.body.length) }),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });

/** A browser-like caller: cookies and the CSRF token follow every answer. */
class Caller {
  private readonly cookies = new Map<string, string>();
  private csrfToken = '';
  /** An answer expired a cookie: for a signed-in caller, the session may be gone. */
  cookieCleared = false;

  constructor(private readonly baseUrl: string) {}

  /** Sends a request as generated; answers with status, content type and the raw body. */
  async send(request: FuzzRequest): Promise<{ status: number; type?: string; body: Buffer }> {
    // Downloads answer a PDF or the file itself, not JSON.
    const headers: Record<string, string> = {
      accept: 'application/json, */*;q=0.8',
      ...request.headers,
    };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (request.method !== 'GET' && this.csrfToken !== '') headers['x-csrf-token'] = this.csrfToken;
    const answer = await exchange(this.baseUrl, request, headers);
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) {
        this.cookies.delete(name);
        this.cookieCleared = true;
      } else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
    const token = answer.headers['x-csrf-token'];
    if (typeof token === 'string' && token !== '') this.csrfToken = token;
    return { status: answer.status, type: answer.headers['content-type'], body: answer.body };
  }

  /** Boots as a visitor, then signs in when given credentials; throws when that fails. */
  async start(credentials: LiveCheckOptions['credentials']): Promise<string> {
    this.cookies.clear();
    this.cookieCleared = false;
    const boot = await this.send(plainRequest('GET', '/api/pcsx/boot'));
    if (boot.status !== 200) throw new Error(`GET /api/pcsx/boot answered ${boot.status}`);
    const { data } = JSON.parse(boot.body.toString('utf8')) as {
      data: { csrfToken: string; domain: string };
    };
    this.csrfToken = data.csrfToken;
    if (credentials !== null) {
      const login = await this.send(
        plainRequest('POST', '/api/pcsx/auth/login', JSON.stringify(credentials)),
      );
      if (login.status !== 200)
        throw new Error(
          `signing in as ${credentials.email} answered ${login.status}: ${login.body.toString('utf8').slice(0, PREVIEW_CHARS)}`,
        );
    }
    return data.domain;
  }
}

const plainRequest = (method: string, url: string, json?: string): FuzzRequest => ({
  method,
  url,
  headers: json === undefined ? {} : { 'content-type': 'application/json' },
  body: json === undefined ? null : Buffer.from(json),
  csrf: 'valid',
  mutations: [],
});

const withDomain = (value: unknown, domain: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'domain' in value
    ? { ...value, domain }
    : value;

/** A parameter's example as sent: scalars as written, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** The request the contract's own examples describe; null when a required part has no example. */
const exampleRequest = (operation: FuzzOperation, domain: string): FuzzRequest | null => {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = parameter.name === 'domain' ? domain : parameter.example;
    if (value === undefined) {
      if (parameter.required) return null;
      continue;
    }
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
    else for (const item of [value].flat()) query.append(parameter.name, asText(item));
  }
  const search = query.toString();
  const url = search === '' ? path : `${path}?${search}`;
  const body = operation.body;
  if (body === null) return plainRequest(operation.method, url);
  if (body.mediaType !== 'application/json' || body.example === undefined)
    return body.required ? null : plainRequest(operation.method, url);
  return plainRequest(operation.method, url, JSON.stringify(withDomain(body.example, domain)));
};

/** The fuzzer's requests name its own test site; a deployment has its own. */
const onSite = (request: FuzzRequest, domain: string): FuzzRequest => {
  const url = new URL(request.url, 'http://site');
  if (url.searchParams.has('domain')) url.searchParams.set('domain', domain);
  let body = request.body;
  if (body !== null && request.headers['content-type'] === 'application/json') {
    body = Buffer.from(
      JSON.stringify(withDomain(JSON.parse(body.toString('utf8')) as unknown, domain)),
    );
  }
  return { ...request, url: `${url.pathname}${url.search}`, body };
};

const describeRequest = (request: FuzzRequest): string => {
  const body =
    request.body === null
      ? ''
      : ` ${JSON.stringify(request.body.subarray(0, PREVIEW_CHARS).toString('utf8'))}`;
  return `${request.method} ${request.url}${body}`;
};

export const runLiveCheck = async (options: LiveCheckOptions): Promise<LiveReport> => {
  const contract = loadContract(options.contractPath);
  const validator = new ResponseValidator(
    createContractAjv(contract, { useDefaults: false }),
    new Map(contract.operations.map((operation) => [operation.operationId, operation])),
  );
  const all = readFuzzOperations(options.contractPath);
  // Reads first, so the writes change nothing a read is about to look at.
  const selected = [
    ...all.filter((operation) => operation.method === 'GET'),
    ...(options.write ? all.filter((operation) => operation.method !== 'GET') : []),
  ];
  const caller = new Caller(options.baseUrl);
  const domain = await caller.start(options.credentials);
  const report: LiveReport = {
    baseUrl: options.baseUrl,
    caller: options.credentials === null ? 'a visitor' : options.credentials.email,
    write: options.write,
    operations: all.length,
    tested: selected.length,
    skipped: all.length - selected.length,
    requests: 0,
    statuses: new Map(),
    problems: [],
  };
  const pools = new Map<string, Set<string>>();

  const check = async (operation: FuzzOperation, request: FuzzRequest) => {
    report.requests += 1;
    let answer: Awaited<ReturnType<Caller['send']>>;
    try {
      answer = await caller.send(request);
    } catch (error) {
      report.problems.push({
        operationId: operation.operationId,
        request: describeRequest(request),
        status: 0,
        problem: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
    const problem =
      answer.status >= 500
        ? `server error: ${answer.body.subarray(0, PREVIEW_CHARS).toString('utf8')}`
        : validator.check(operation.operationId, answer.status, answer.type, answer.body);
    if (problem !== null) {
      report.problems.push({
        operationId: operation.operationId,
        request: describeRequest(request),
        status: answer.status,
        // The validator's own wording starts with the operation and status, said here already.
        problem: problem.replace(`${operation.operationId} ${answer.status} `, ''),
      });
    } else if (answer.status === 200 && answer.type?.startsWith('application/json')) {
      collectIds(JSON.parse(answer.body.toString('utf8')) as unknown, pools, IDS_PER_KEY);
    }
    if (
      options.credentials !== null &&
      ((SESSION_ENDING.has(operation.operationId) && answer.status < 300) || caller.cookieCleared)
    )
      await caller.start(options.credentials);
  };

  // The examples first: their answers give real ids for the generated requests.
  for (const operation of selected) {
    const request = exampleRequest(operation, domain);
    if (request !== null) await check(operation, request);
  }
  const known = knownIds(all, pools);
  for (const [index, operation] of selected.entries()) {
    if (options.generatedPerOperation === 0) break;
    const requests = fc.sample(validRequestArbitrary(operation, known), {
      numRuns: options.generatedPerOperation,
      seed: options.seed + index,
    });
    for (const request of requests) await check(operation, onSite(request, domain));
  }
  return report;
};

/** `200×41 404×12 …`, most frequent first. */
const histogram = (statuses: ReadonlyMap<number, number>): string =>
  [...statuses]
    .sort(([, first], [, second]) => second - first)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

export const describeReport = (report: LiveReport): string => {
  const lines = [
    `Contract test of ${report.baseUrl} as ${report.caller}, ${report.write ? 'reads and writes' : 'read-only'}:`,
    `  ${report.tested} of ${report.operations} operations${report.skipped > 0 ? ` (${report.skipped} state-changing ones left out; --write includes them)` : ''}`,
    `  ${report.requests} requests: ${histogram(report.statuses)}`,
  ];
  if (report.problems.length === 0) {
    lines.push('  Every answer keeps the contract.');
    return lines.join('\n');
  }
  lines.push(`  ${report.problems.length} answers break the contract:`);
  for (const problem of report.problems) {
    lines.push(`  ✗ ${problem.operationId} → ${problem.status}: ${problem.problem}`);
    lines.push(`      ${problem.request}`);
  }
  return lines.join('\n');
};
