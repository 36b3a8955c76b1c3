import {
  ApiError,
  ERROR_MESSAGES,
  extractFieldErrors,
  extractServerMessage,
  type ApiErrorCode,
} from './api-error';
import { activeLocale, translate } from '../i18n/i18n';
import { emitApiNotice } from './api-notices';
import { browserTimeZone } from '../lib/browser-time-zone';
import { getCsrfToken, getRequestIdentity, setCsrfToken } from './request-context';

/** The request shape every generated call hands to `customFetch`. */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
}

export interface RequestOptions {
  /** Callers that back off by themselves handle 429 quietly. */
  suppressRateLimitNotice?: boolean;
  /**
   * Callers that show their own message for a failed read (the job details' toast) skip the
   * generic server-error toast, so a failure is reported once.
   */
  suppressServerErrorNotice?: boolean;
  headers?: Record<string, string>;
  /** The request outlives the page: saves sent while the page is being left (up to 64 KB). */
  keepalive?: boolean;
}

export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;

/** Every wrapped answer is `{status, data}`; callers get `data`. Bare answers pass through. */
export type Unwrapped<T> = T extends { status: number; data: infer TData } ? TData : T;

/** Statuses whose failures are reported as 'Error in api response' (the server's words kept). */
export const API_ERROR_STATUSES: readonly number[] = [400, 404, 405, 409, 410, 413, 415, 422];

/** Page-URL parameters forwarded to API calls. */
const FORWARDED_PAGE_PARAMS = ['debug', 'pdf_server_token'] as const;

const appendParams = (search: URLSearchParams, params: object | undefined) => {
  Object.entries(params ?? {}).forEach(([key, value]: [string, unknown]) => {
    if (value === undefined || value === null) return;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    values.forEach((item) => search.append(key, String(item)));
  });
};

export const buildRequestUrl = (path: string, params?: object): string => {
  const url = new URL(path, window.location.origin);
  appendParams(url.searchParams, params);
  if (url.origin === window.location.origin) {
    const page = new URLSearchParams(window.location.search);
    FORWARDED_PAGE_PARAMS.forEach((name) => {
      const value = page.get(name);
      if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
    });
  }
  return url.toString();
};

const buildHeaders = (config: RequestConfig, options: RequestOptions | undefined) => {
  const headers = new Headers({ Accept: 'application/json' });
  Object.entries({ ...config.headers, ...options?.headers }).forEach(([name, value]) => {
    headers.set(name, value);
  });
  const csrfToken = getCsrfToken();
  if (csrfToken) headers.set('x-csrf-token', csrfToken);
  const { userId, groupId } = getRequestIdentity();
  if (userId) headers.set('x-pcsx-user', userId);
  if (groupId) headers.set('x-pcsx-group-id', groupId);
  headers.set('x-pcsx-timezone', browserTimeZone());
  // The server words its own messages (errors, mails) in the page's language.
  headers.set('Accept-Language', activeLocale());
  return headers;
};

const buildBody = (data: unknown, headers: Headers): BodyInit | undefined => {
  if (data === undefined) return undefined;
  if (data instanceof FormData) {
    // The browser writes the multipart boundary itself.
    headers.delete('Content-Type');
    return data;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
};

const isLoginRedirect = (response: Response) =>
  response.redirected && /\/(candidate|careers)\/login\b/.test(new URL(response.url).pathname);

const readBody = async (response: Response): Promise<{ body: unknown; parsed: boolean }> => {
  const text = await response.text();
  if (text === '') return { body: undefined, parsed: true };
  try {
    return { body: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { body: text, parsed: false };
  }
};

const fail = (
  response: Response,
  code: ApiErrorCode,
  message: string,
  body: unknown,
  serverMessage: string | null = extractServerMessage(body),
): ApiError =>
  new ApiError({
    status: response.status,
    code,
    message,
    body,
    serverMessage,
    fieldErrors: extractFieldErrors(body),
  });

const toError = (
  response: Response,
  body: unknown,
  method: RequestConfig['method'],
  options: RequestOptions | undefined,
): ApiError => {
  if (isLoginRedirect(response) || response.headers.has('x-login')) {
    const message = translate(ERROR_MESSAGES.sessionTimeout);
    emitApiNotice({ kind: 'session-timeout', message });
    return fail(response, 'session_timeout', message, body, null);
  }
  if (response.headers.has('x-csrf-invalid')) {
    const message = translate(ERROR_MESSAGES.csrfInvalid);
    emitApiNotice({ kind: 'csrf-invalid', message });
    return fail(response, 'csrf_invalid', message, body, null);
  }
  if (response.status === 429) {
    const message = translate(ERROR_MESSAGES.rateLimited);
    if (!options?.suppressRateLimitNotice) emitApiNotice({ kind: 'rate-limited', message });
    return fail(response, 'rate_limited', message, body);
  }
  if (response.status === 403) {
    return fail(response, 'permission_denied', translate(ERROR_MESSAGES.permissionDenied), body);
  }
  if (API_ERROR_STATUSES.includes(response.status)) {
    return fail(response, 'api_error', translate(ERROR_MESSAGES.apiError), body);
  }
  const serverMessage = extractServerMessage(body);
  const message = serverMessage ?? translate(ERROR_MESSAGES.requestDefault);
  if (response.status >= 500) {
    if (method === 'GET' && !options?.suppressServerErrorNotice) {
      emitApiNotice({ kind: 'server-error', message: translate(ERROR_MESSAGES.serverErrorToast) });
    }
    return fail(response, 'server_error', message, body);
  }
  return fail(response, 'request_failed', message, body);
};

const unwrapEnvelope = (body: unknown): unknown =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  'data' in body &&
  typeof (body as { status?: unknown }).status === 'number'
    ? body.data
    : body;

/**
 * The one HTTP client of the app. Every generated hook calls it; nothing else calls `fetch`.
 * It adds CSRF and identity headers, forwards page parameters, unwraps `data.data`, and turns
 * every failure into an `ApiError` carrying the spec's message.
 */
export const customFetch = async <T>(
  config: RequestConfig,
  options?: RequestOptions,
): Promise<Unwrapped<T>> => {
  const headers = buildHeaders(config, options);
  const body = buildBody(config.data, headers);
  let response: Response;
  try {
    response = await fetch(buildRequestUrl(config.url, config.params), {
      method: config.method,
      headers,
      body,
      signal: config.signal,
      credentials: 'same-origin',
      ...(options?.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: translate(ERROR_MESSAGES.requestDefault),
    });
  }
  setCsrfToken(response.headers.get('x-csrf-token'));

  if (response.ok && !isLoginRedirect(response) && config.responseType === 'blob') {
    return (await response.blob()) as Unwrapped<T>;
  }
  const { body: responseBody, parsed } = await readBody(response);
  if (!response.ok || isLoginRedirect(response) || response.headers.has('x-login')) {
    throw toError(response, responseBody, config.method, options);
  }
  if (!parsed && config.responseType !== 'text') {
    throw fail(response, 'parse_error', translate(ERROR_MESSAGES.parseError), undefined, null);
  }
  return unwrapEnvelope(responseBody) as Unwrapped<T>;
};
