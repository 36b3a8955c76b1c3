// Prism behind a small HTTP front, for `npm run mock` and `npm run contract:proxy`.
//
// Mock mode: Prism's mock server runs in this process, from its libraries, on a loopback port of
// its own; the front listens where clients connect and forwards to it, answering itself what
// Prism gets wrong about this contract: malformed JSON (Prism never answers), a missing or
// unknown CSRF token (Prism says 401), request-validation failures (Prism sends one fixed example
// whatever was wrong), and a session the boot call follows.
// Proxy mode: the front passes each exchange between a client and the upstream through unchanged
// and checks it with Prism's validators.
// Either way it watches the contract: a valid edit is served at once, an invalid one is reported
// while the last valid contract keeps being served.
import { watch } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { basename, dirname } from 'node:path';
import prismCore from '@stoplight/prism-core';
import prismHttp from '@stoplight/prism-http';
import prismHttpServer from '@stoplight/prism-http-server';
// What `prism mock` does on start: the contract's `x-json-schema-faker` options for dynamic answers.
import prismExtensions from '@stoplight/prism-cli/dist/extensions.js';
// Prism's own checks, used directly by the proxy: its forwarder re-encodes answers and joins
// repeated Set-Cookie headers into one, which breaks signing in through it.
import prismValidator from '@stoplight/prism-http/dist/validator/index.js';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { detailsAnswerFor } from '../src/mocks/positions-by-id.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = 'pcsx_session';
/** The session cookie the mock sets when a sign-in answer carries none it can use. */
const MOCK_SESSION = `${SESSION_COOKIE}=mock-session; Path=/; HttpOnly; SameSite=Lax`;
/** Tokens remembered from answers; far more than a browser tab ever holds. */
const MAX_ISSUED_TOKENS = 1000;
/** Contract problems printed per mocked answer. */
const SHOWN_VIOLATIONS = 3;
/** Editors write a file in several steps: reload once the writes have settled. */
const RELOAD_SETTLE_MS = 300;

/**
 * Loads the contract's operations as Prism reads them; throws with Prism's message (YAML error
 * with its line, unresolvable `$ref`, no operations) when the contract cannot be served.
 */
export const loadOperations = async (contractPath) => {
  const operations = await prismHttp.getHttpOperationsFromSpec(contractPath).catch((error) => {
    // Prism repeats "Error parsing <file>:" for YAML errors.
    throw new Error(
      String(error instanceof Error ? error.message : error).replace(
        /^(Error parsing [^:]+: )\1/,
        '$1',
      ),
    );
  });
  if (operations.length === 0) throw new Error('the contract declares no operations');
  return operations;
};

const templateRegExp = (path) =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/** Finds the operation a request is for; literal paths win over templated ones, as in Prism. */
const operationFinder = (operations) => {
  const routes = operations
    .map((operation) => ({ operation, pattern: templateRegExp(operation.path) }))
    .sort(
      (a, b) => Number(a.operation.path.includes('{')) - Number(b.operation.path.includes('{')),
    );
  return (method, pathname) =>
    routes.find(
      (route) => route.operation.method === method.toLowerCase() && route.pattern.test(pathname),
    )?.operation;
};

const examplesOf = (operation, status) =>
  (operation.responses.find((response) => response.code === String(status))?.contents ?? [])
    .filter((content) => content.mediaType === 'application/json')
    .flatMap((content) => content.examples ?? [])
    .map((example) => example.value);

/** Whether the request picks its answer itself (`Prefer: dynamic=true`, `example=…`, `code=…`). */
const asksFor = (request) =>
  /\b(dynamic|example|code)\s*=/.test(String(request.headers.prefer ?? ''));

const declares = (operation, status) =>
  operation.responses.some((response) => response.code === String(status));

/** Every security alternative of the operation names the CSRF header. */
const needsCsrfToken = (operation) =>
  (operation.security ?? []).length > 0 &&
  operation.security.every((alternative) =>
    alternative.some((scheme) => scheme.in === 'header' && scheme.name === 'x-csrf-token'),
  );

/** The CSRF tokens the contract's examples hand out: in `x-csrf-token` headers and `csrfToken` fields. */
const exampleTokens = (operations) => {
  const tokens = new Set();
  const collect = (value) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'csrfToken' && typeof inner === 'string') tokens.add(inner);
        else collect(inner);
      }
  };
  for (const response of operations.flatMap((operation) => operation.responses)) {
    for (const header of response.headers ?? [])
      if (header.name.toLowerCase() === 'x-csrf-token')
        for (const example of header.examples ?? [])
          if (typeof example.value === 'string') tokens.add(example.value);
    for (const content of response.contents ?? [])
      for (const example of content.examples ?? []) collect(example.value);
  }
  return tokens;
};

const readBody = (stream) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

const isJsonType = (contentType) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test((contentType ?? '').trim());

const cookieNames = (cookieHeader) =>
  new Set(
    (cookieHeader ?? '')
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim())
      .filter(Boolean),
  );

/** Prism's `sl-violations` header, parsed; a header Prism cut short counts as one violation. */
const violationsOf = (headerValue) => {
  if (typeof headerValue !== 'string' || headerValue === '') return [];
  try {
    const parsed = JSON.parse(headerValue);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [{ location: [], severity: 'Error', message: headerValue.slice(0, 300) }];
  }
};

/**
 * A violation as the field it is about (a parameter name or a dotted body path) and Prism's
 * message without its "Request query parameter x" preamble.
 */
const fieldProblem = (violation) => {
  const [, where, ...rest] = violation.location;
  const required = /required property '([^']+)'/.exec(violation.message)?.[1];
  const name = [...rest, ...(required === undefined ? [] : [required])].join('.');
  const message =
    required === undefined
      ? violation.message
          .replace(
            /^(?:Request|Response) (?:query|path|header|body)(?: parameter| property)? ?/i,
            '',
          )
          .replace(rest.join('.'), '')
          .trim()
      : 'is required';
  return { where, name: name || where, message };
};

/** One line for a reader: `answer body data.items.0.title: must be string`. */
export const describeViolation = (violation) => {
  const side = violation.location[0] === 'response' ? 'answer' : 'request';
  if (violation.location.length < 2) return `${side}: ${violation.message}`;
  const { where, name, message } = fieldProblem(violation);
  return `${side} ${where}${name === where ? '' : ` ${name}`}: ${message}`;
};

/**
 * The contract's answer to a request Prism found invalid: 400 `bad_request` naming the first bad
 * parameter, or 422 `validation_failed` listing every bad body field, as the reference server
 * answers (400 when the operation declares no 422).
 */
const requestProblemAnswer = (operation, violations) => {
  const problems = violations
    .filter(
      (violation) =>
        violation.location[0] === 'request' &&
        violation.severity === 'Error' &&
        violation.code !== 401,
    )
    .map(fieldProblem)
    .map((problem) => {
      // Prism reports path parameters in lower case.
      const parameters = operation.request?.[problem.where];
      const declared = (Array.isArray(parameters) ? parameters : []).find(
        (parameter) => parameter.name.toLowerCase() === problem.name.toLowerCase(),
      );
      return declared === undefined ? problem : { ...problem, name: declared.name };
    });
  if (problems.length === 0) return null;
  const parameterProblems = problems.filter((problem) => problem.where !== 'body');
  const fields = (parameterProblems.length > 0 ? parameterProblems : problems).map(
    ({ name, message }) => ({ name, message }),
  );
  const [first] = parameterProblems;
  if (first !== undefined || !declares(operation, 422)) {
    const subject = first
      ? `${first.where === 'path' ? 'Path' : first.where === 'header' ? 'Header' : 'Query'} parameter '${first.name}'`
      : `Body field '${fields[0].name}'`;
    return {
      status: 400,
      body: {
        status: 400,
        code: 'bad_request',
        message: `${subject} ${fields[0].message}.`,
        fields,
      },
    };
  }
  return {
    status: 422,
    body: { status: 422, code: 'validation_failed', message: 'Some values are invalid.', fields },
  };
};

/** The contract's 403 `csrf_invalid` example of the operation, else the envelope it describes. */
const csrfInvalidBody = (operation) =>
  examplesOf(operation, 403).find((example) => example?.code === 'csrf_invalid') ?? {
    status: 403,
    code: 'csrf_invalid',
    message: 'Invalid CSRF token. Reload the page and try again.',
  };

/** The contract's 400 for a body that is not JSON, worded as the reference server words it. */
const malformedJsonBody = () => ({
  status: 400,
  code: 'bad_request',
  message: 'The request body is not valid JSON.',
});

/**
 * The boot answer as a mock session sees it: a visitor until a sign-in sets the session cookie,
 * and without the example's remote logo, hero images, scripts and map tiles, which a mock that
 * works offline cannot serve (the app shows its built-in ones).
 */
const mockBoot = (body, signedIn) => {
  if (body === null || typeof body !== 'object' || typeof body.data !== 'object') return body;
  const data = { ...body.data };
  const pcsxConfig = data.configs?.pcsxConfig;
  if (pcsxConfig !== undefined) {
    data.configs = {
      ...data.configs,
      pcsxConfig: {
        ...pcsxConfig,
        logoUrl: null,
        mapTilesUrl: null,
        headScripts: [],
        heroImages: [],
      },
    };
  }
  if (!signedIn) Object.assign(data, { user: null, profile: null, isLoggedIn: false });
  return { ...body, data };
};

/** The CORS headers Prism sends, so a page on another origin can read the front's own answers. */
const corsHeaders = (request) => ({
  'access-control-allow-origin': request.headers.origin ?? '*',
  'access-control-allow-headers': '*',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': '*',
});

const send = (response, status, headers, body) => {
  response.writeHead(status, headers);
  response.end(body);
};

const sendJson = (response, status, body, headers = {}) =>
  send(response, status, { 'content-type': 'application/json', ...headers }, JSON.stringify(body));

/** Forwards one request as it came (to Prism, or upstream) and buffers the answer. */
const forward = (baseUrl, request, body) =>
  new Promise((resolve, reject) => {
    const base = new URL(baseUrl);
    const headers = { ...request.headers, host: base.host, 'content-length': String(body.length) };
    delete headers.connection;
    const outgoing = (base.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        path: `${base.pathname.replace(/\/$/, '')}${request.url ?? '/'}`,
        method: request.method,
        headers,
      },
      (answer) => {
        readBody(answer).then((answerBody) => {
          // Hop-by-hop headers belong to this connection, not to the answer passed on.
          const answerHeaders = Object.fromEntries(
            Object.entries(answer.headers).filter(
              ([name]) => !['connection', 'keep-alive', 'transfer-encoding'].includes(name),
            ),
          );
          resolve({ status: answer.statusCode ?? 502, headers: answerHeaders, body: answerBody });
        }, reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const SEVERITIES = ['Error', 'Warning', 'Information', 'Hint'];

const diagnosticsOf = (side, result) =>
  result._tag === 'Left'
    ? result.left.map((diagnostic) => ({
        location: [side, ...(diagnostic.path ?? [])],
        severity: SEVERITIES[diagnostic.severity] ?? 'Error',
        code: diagnostic.code,
        message: diagnostic.message,
      }))
    : [];

const queryOf = (searchParams) =>
  Object.fromEntries(
    [...new Set(searchParams.keys())].map((key) => {
      const values = searchParams.getAll(key);
      return [key, values.length === 1 ? values[0] : values];
    }),
  );

const decodedText = (headers, body) => {
  switch (headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
};

/** A body as Prism's validators take it: parsed JSON, else text, else null. */
const bodyValue = (contentType, text) => {
  if (text === '') return null;
  if (!isJsonType(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const flatHeaders = (headers) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, [value].flat().join(',')]),
  );

/** Prism's violations of one exchange: the request's parameters and body, and the whole answer. */
const checkExchange = (operation, request, body, answer) => {
  const { pathname, searchParams } = new URL(request.url ?? '/', 'http://front');
  const input = {
    method: (request.method ?? 'GET').toLowerCase(),
    url: { path: pathname, query: queryOf(searchParams) },
    headers: flatHeaders(request.headers),
    body: bodyValue(request.headers['content-type'], body.toString('utf8')),
  };
  const output = {
    statusCode: answer.status,
    headers: flatHeaders(answer.headers),
    body: bodyValue(answer.headers['content-type'], decodedText(answer.headers, answer.body)),
  };
  return [
    ...diagnosticsOf(
      'request',
      prismValidator.validateInput({ resource: operation, element: input }),
    ),
    ...diagnosticsOf(
      'response',
      prismValidator.validateOutput({ resource: operation, element: output }),
    ),
  ];
};

const listen = (server, port, host) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });

const silentLogger = () => prismCore.createLogger('PRISM', { level: 'silent' });

/**
 * Starts Prism and the front. `upstream` (a URL) makes it a validating proxy instead of a mock.
 * `log` gets one line per event worth a reader's attention; `onExchange` gets each proxied
 * request and answer with the contract violations Prism found in them.
 */
export const startPrismFront = async ({
  contractPath,
  host = '127.0.0.1',
  port = 4010,
  upstream,
  dynamic = false,
  log = (line) => console.log(line),
  onExchange = () => {},
}) => {
  const config = {
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    mock: { dynamic, ignoreExamples: false },
    isProxy: false,
  };
  /** What serving one version of the contract needs; Prism's own server in mock mode only. */
  const startPrism = async (operations) => {
    if (upstream === undefined)
      await prismExtensions.configureExtensionsUserProvided(contractPath, {});
    const server =
      upstream === undefined
        ? prismHttpServer.createServer(operations, {
            cors: true,
            config,
            components: { logger: silentLogger() },
          })
        : null;
    return {
      server,
      operations,
      target: server === null ? upstream : await server.listen(0, '127.0.0.1'),
      findOperation: operationFinder(operations),
      tokens: exampleTokens(operations),
      // Every success example, where the details answers find the listed cards; read once per
      // contract version rather than on each details call.
      successExamples: operations.flatMap((each) =>
        each.responses
          .filter((answer) => answer.code.startsWith('2'))
          .flatMap((answer) => examplesOf(each, answer.code)),
      ),
    };
  };

  let current = await startPrism(await loadOperations(contractPath));
  const issuedTokens = new Set();
  const isKnownToken = (token) => current.tokens.has(token) || issuedTokens.has(token);
  const rememberToken = (token) => {
    if (typeof token !== 'string' || token === '' || current.tokens.has(token)) return;
    issuedTokens.add(token);
    if (issuedTokens.size > MAX_ISSUED_TOKENS)
      issuedTokens.delete(issuedTokens.values().next().value);
  };

  const answerMock = async (request, response, operation, body) => {
    const method = request.method ?? 'GET';
    if (operation !== undefined && STATE_CHANGING.has(method) && needsCsrfToken(operation)) {
      const token = request.headers['x-csrf-token'];
      if (typeof token !== 'string' || token === '' || !isKnownToken(token)) {
        log(`${method} ${request.url} → 403 csrf_invalid (${token ? 'unknown' : 'no'} CSRF token)`);
        return sendJson(response, 403, csrfInvalidBody(operation), {
          ...corsHeaders(request),
          'x-csrf-invalid': '1',
        });
      }
    }
    if (body.length > 0 && isJsonType(request.headers['content-type'])) {
      try {
        JSON.parse(body.toString('utf8'));
      } catch {
        log(`${method} ${request.url} → 400 bad_request (malformed JSON)`);
        return sendJson(response, 400, malformedJsonBody(), corsHeaders(request));
      }
    }
    const answer = await forward(current.target, request, body);
    const headers = { ...answer.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    const violations = violationsOf(answer.headers['sl-violations']);
    const problem =
      operation !== undefined && answer.status >= 400
        ? requestProblemAnswer(operation, violations)
        : null;
    if (problem !== null) {
      log(
        `${method} ${request.url} → ${problem.status} ${problem.body.code}: ${problem.body.message}`,
      );
      return sendJson(response, problem.status, problem.body, {
        ...corsHeaders(request),
        'sl-violations': answer.headers['sl-violations'],
      });
    }
    rememberToken(answer.headers['x-csrf-token']);
    // The mock is served over plain HTTP, where a browser drops a `Secure` cookie.
    const setCookie = [answer.headers['set-cookie'] ?? []]
      .flat()
      .map((cookie) => cookie.replace(/;\s*Secure(?=;|$)/i, ''));
    const signsIn =
      answer.status < 300 &&
      setCookie.some(
        (cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !/Max-Age=0/i.test(cookie),
      );
    if (operation?.iid === 'login' && answer.status < 300 && !signsIn) setCookie.push(MOCK_SESSION);
    if (setCookie.length > 0) headers['set-cookie'] = setCookie;
    let answerBody = answer.body;
    const parsed = isJsonType(answer.headers['content-type'])
      ? bodyValue('application/json', answer.body.toString('utf8'))
      : null;
    if (parsed !== null && typeof parsed === 'object') {
      rememberToken(parsed.data?.csrfToken);
      if (operation?.iid === 'getBootData' && answer.status === 200) {
        const signedIn = cookieNames(request.headers.cookie).has(SESSION_COOKIE);
        answerBody = Buffer.from(JSON.stringify(mockBoot(parsed, signedIn)));
      }
      if (
        operation?.iid === 'getPositionDetails' &&
        answer.status === 200 &&
        !dynamic &&
        !asksFor(request)
      ) {
        const details = followedDetails(operation, request);
        if (details === undefined) {
          log(`${method} ${request.url} → 404 (no example lists this position)`);
          return sendJson(response, 404, examplesOf(operation, 404)[0], corsHeaders(request));
        }
        answerBody = Buffer.from(JSON.stringify(details));
      }
    }
    log(`${method} ${request.url} → ${answer.status}`);
    // Prism checks its own answer too: an example that breaks its schema is worth knowing about.
    const answerViolations = violations.filter((item) => item.location[0] === 'response');
    for (const violation of answerViolations.slice(0, SHOWN_VIOLATIONS))
      log(`    this answer breaks the contract: ${describeViolation(violation)}`);
    if (answerViolations.length > SHOWN_VIOLATIONS)
      log(`    … and ${answerViolations.length - SHOWN_VIOLATIONS} more`);
    return send(response, answer.status, headers, answerBody);
  };

  // Prism answers a details call with the first example whatever the id; the job pane follows the
  // clicked card only when the answer is that position's own example or its listed card.
  const followedDetails = (operation, request) => {
    const id = Number(new URL(request.url ?? '/', 'http://front').searchParams.get('position_id'));
    return detailsAnswerFor(id, examplesOf(operation, 200), current.successExamples);
  };

  const answerProxy = async (request, response, operation, body) => {
    const answer = await forward(current.target, request, body);
    send(response, answer.status, answer.headers, answer.body);
    onExchange({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      operationId: operation?.iid ?? null,
      status: answer.status,
      violations:
        operation === undefined
          ? [
              {
                location: ['request'],
                severity: 'Error',
                message: 'no operation has this method and path',
              },
            ]
          : checkExchange(operation, request, body, answer),
    });
  };

  const front = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://front');
    const operation = current.findOperation(request.method ?? 'GET', pathname);
    readBody(request)
      .then((body) =>
        upstream === undefined
          ? answerMock(request, response, operation, body)
          : answerProxy(request, response, operation, body),
      )
      .catch((error) => {
        log(
          `${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!response.headersSent)
          sendJson(response, 502, {
            status: 502,
            code: 'internal',
            message:
              upstream === undefined
                ? 'The mock could not answer.'
                : `${upstream} could not be reached.`,
          });
        else response.end();
      });
  });
  const boundPort = await listen(front, port, host);

  let reloadTimer;
  let reloading = Promise.resolve();
  const reload = async () => {
    let next;
    try {
      next = await startPrism(await loadOperations(contractPath));
    } catch (error) {
      log(
        `${basename(contractPath)} is not valid, still serving the last valid contract: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const previous = current;
    current = next;
    await previous.server?.close();
    log(`${basename(contractPath)} reloaded: ${next.operations.length} operations`);
  };
  // The folder, not the file: editors often save by writing a new file over the old one.
  const watcher = watch(dirname(contractPath), (_event, filename) => {
    if (filename !== basename(contractPath)) return;
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      reloading = reloading.then(reload);
    }, RELOAD_SETTLE_MS);
  });

  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    get operationCount() {
      return current.operations.length;
    },
    close: async () => {
      watcher.close();
      clearTimeout(reloadTimer);
      await reloading;
      front.closeAllConnections();
      await new Promise((resolve) => front.close(() => resolve(undefined)));
      await current.server?.close();
    },
  };
};
