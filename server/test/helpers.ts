import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, vi } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { forgetPublicOrigin } from '../src/http/public-origin';
import type { OutgoingMail } from '../src/mail/outbox';
import { DEMO_PASSWORD } from '../src/seed/candidates';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { defaultThemeValues, themeCssText } from '../../src/shared/theme-tokens';

export const DOMAIN = 'northwindlabs.com';
export const PASSWORD = DEMO_PASSWORD;
export const TEST_POSITIONS = 2000;

/**
 * A stand-in for the built app, so page tests do not depend on `vite build`; like the build, it
 * carries the built-in theme.
 */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Careers</title>
<script type="module" src="/assets/app-test.js"></script>
<style id="pcsx-theme">${themeCssText(defaultThemeValues())}</style></head>
<body><div id="root"></div></body></html>`;

/**
 * Sets, or unsets with `undefined`, a variable the public origin is read from, for the servers
 * already running: they read it once, at its first use.
 */
export const stubOriginEnvironment = (
  name: 'PUBLIC_URL' | 'PORT',
  value: string | undefined,
): void => {
  vi.stubEnv(name, value);
  forgetPublicOrigin();
};

/** Puts back the environment `stubOriginEnvironment` changed. */
export const restoreOriginEnvironment = (): void => {
  vi.unstubAllEnvs();
  forgetPublicOrigin();
};

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  directory: string;
  database: string;
  distDir: string;
  /**
   * Every mail the server sent, whether or not it keeps mail: the tests' stand-in for delivery, so
   * a test can follow a link mailed to a candidate.
   */
  sentMail: OutgoingMail[];
  /** Closes the server; `keepFiles` keeps the database (and the directory) for a restart. */
  close: (keepFiles?: boolean) => Promise<void>;
}

export const createTempDirectory = (): string => mkdtempSync(join(tmpdir(), 'pcsx-test-'));

export const writeTestDist = (directory: string): string => {
  const distDir = join(directory, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-test.js'), 'console.log("app");\n');
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\n');
  return distDir;
};

/** A real server on a loopback port with a fresh database; answers are checked against the contract. */
export const startServer = async (
  overrides: Partial<AppOptions> & { directory?: string } = {},
): Promise<TestServer> => {
  const directory = overrides.directory ?? createTempDirectory();
  const database = overrides.database ?? (await createTestDatabase(directory));
  const distDir = overrides.distDir ?? writeTestDist(directory);
  const app = await buildApp({
    positions: TEST_POSITIONS,
    validateResponses: true,
    ...overrides,
    database,
    distDir,
  });
  const sentMail: OutgoingMail[] = [];
  const outbox = app.pcsx.services.mail;
  const keepMail = outbox.sendMail;
  outbox.sendMail = async (mail, within) => {
    sentMail.push(mail);
    await keepMail(mail, within);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The server has no TCP address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    directory,
    database,
    distDir,
    sentMail,
    close: async (keepFiles = false) => {
      const violations = [...app.pcsx.contractViolations];
      await app.close();
      if (!keepFiles) {
        rmSync(directory, { recursive: true, force: true });
        await dropTestDatabase(database);
      }
      expect(violations, 'answers that do not match the contract').toEqual([]);
    },
  };
};

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  json?: unknown;
  form?: FormData;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** false: send no CSRF token; a string: send that token instead of the current one. */
  csrf?: boolean | string;
  signal?: AbortSignal;
}

/** `fetch` with a cookie jar and the CSRF token taken from every answer, like the web client. */
export class Client {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  private storeCookies(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  url(path: string, query: RequestOptions['query'] = {}): string {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      const values: readonly (string | number | boolean)[] = Array.isArray(value)
        ? value
        : [value as string];
      for (const item of values) url.searchParams.append(key, String(item));
    }
    return url.toString();
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer<T>> {
    const headers = new Headers({ accept: 'application/json', ...options.headers });
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const csrf = options.csrf ?? true;
    if (typeof csrf === 'string') headers.set('x-csrf-token', csrf);
    else if (csrf && this.csrfToken !== null && method !== 'GET')
      headers.set('x-csrf-token', this.csrfToken);
    let body: string | FormData | Uint8Array | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.body !== undefined) {
      body = options.body;
    }
    const response = await fetch(this.url(path, options.query), {
      // fetch upper-cases GET, POST, PUT and DELETE itself, but sends `patch` as written.
      method: method.toUpperCase(),
      headers,
      body,
      redirect: 'manual',
      signal: options.signal,
    });
    this.storeCookies(response.headers);
    const token = response.headers.get('x-csrf-token');
    if (token) this.csrfToken = token;
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') {
      parsed = JSON.parse(text) as unknown;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('POST', path, options);
  }

  put<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('PUT', path, options);
  }

  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** Loads boot data, which gives the visitor's CSRF token, as the page would. */
  async boot(): Promise<Answer<{ data: { csrfToken: string; isLoggedIn: boolean } }>> {
    const answer = await this.get<{ data: { csrfToken: string; isLoggedIn: boolean } }>(
      '/api/pcsx/boot',
      {
        query: { domain: DOMAIN },
      },
    );
    expect(answer.status).toBe(200);
    return answer;
  }

  async login(email: string, password = PASSWORD): Promise<void> {
    if (this.csrfToken === null) await this.boot();
    const answer = await this.post('/api/pcsx/auth/login', {
      query: { domain: DOMAIN },
      json: { email, password },
    });
    expect(answer.status, answer.text).toBe(200);
  }
}

/**
 * A browser behind the proxy at `ip` (the server trusts `X-Forwarded-For`), sending `headers`
 * with every request, with its visitor cookie and CSRF token.
 */
export const visitorAt = async (
  server: { baseUrl: string },
  ip: string,
  headers: Record<string, string> = {},
): Promise<Client> => {
  const client = new Client(server.baseUrl);
  const request = client.request.bind(client);
  client.request = (method, path, options) =>
    request(method, path, {
      ...options,
      headers: { 'x-forwarded-for': ip, ...headers, ...options?.headers },
    });
  await client.boot();
  return client;
};

let registeredCount = 0;

/** The token of the newest account confirmation link mailed to `email`. */
export const accountConfirmationToken = (server: TestServer, email: string): string => {
  const address = email.trim().toLowerCase();
  const link = server.sentMail
    .filter((mail) => mail.to === address)
    .map((mail) => /\/careers\/confirm-account#token=([^\s]+)/.exec(mail.text)?.[1])
    .findLast((token) => token !== undefined);
  if (link === undefined) throw new Error(`No account confirmation mail for ${email}`);
  return decodeURIComponent(link);
};

/**
 * Registers a new candidate (a unique email unless one is given) and follows the mailed link, so
 * the candidate is signed in: in a new browser, or in `browser` when given (e.g. the visitor who
 * applied before registering).
 */
export const registeredClient = async (
  server: TestServer,
  options: { email?: string; firstname?: string; lastname?: string; browser?: Client } = {},
): Promise<Client> => {
  registeredCount += 1;
  const client = options.browser ?? new Client(server.baseUrl);
  if (!options.browser) await client.boot();
  const email = options.email ?? `candidate.${registeredCount}.${Date.now()}@example.com`;
  const answer = await client.post('/api/pcsx/auth/register', {
    query: { domain: DOMAIN },
    json: {
      email,
      password: PASSWORD,
      firstname: options.firstname ?? 'Robin',
      lastname: options.lastname ?? 'Lee',
    },
  });
  expect(answer.status, answer.text).toBe(202);
  const confirmed = await client.post('/api/pcsx/auth/register/confirm', {
    query: { domain: DOMAIN },
    json: { token: accountConfirmationToken(server, email) },
  });
  expect(confirmed.status, confirmed.text).toBe(201);
  return client;
};

export const signedInClient = async (server: TestServer, email: string): Promise<Client> => {
  const client = new Client(server.baseUrl);
  await client.login(email);
  return client;
};

/** Narrows a test answer body; a wrong shape fails the test with the body shown. */
export const dataOf = <T>(answer: Answer<{ data: T }> | Answer): T => {
  const body = answer.body as { data?: T } | null;
  expect(body, answer.text).toHaveProperty('data');
  return (body as { data: T }).data;
};

export const errorOf = (
  answer: Answer,
): {
  status: number;
  code: string;
  message: string;
  fields?: { name: string; message: string }[];
} =>
  answer.body as {
    status: number;
    code: string;
    message: string;
    fields?: { name: string; message: string }[];
  };

/** The text of a PDF's pages, read with pdf.js as a PDF viewer would. */
export const pdfTextOf = async (bytes: Buffer): Promise<string> => {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
};
