import { translate } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-ids';

/** Every way a call can fail; each has its own message for the person using the site. */
export type ApiErrorCode =
  | 'session_timeout'
  | 'csrf_invalid'
  | 'rate_limited'
  | 'permission_denied'
  | 'api_error'
  | 'parse_error'
  | 'server_error'
  | 'network_error'
  | 'request_failed';

export interface FieldError {
  name: string;
  message: string;
}

/** The catalogue's messages, by id; `translate` them when the error is created or shown. */
export const ERROR_MESSAGES = {
  sessionTimeout: 'common.apiError.sessionTimeout',
  csrfInvalid: 'common.apiError.csrfInvalid',
  rateLimited: 'common.apiError.rateLimited',
  permissionDenied: 'common.apiError.permissionDenied',
  apiError: 'common.apiError.apiError',
  parseError: 'common.apiError.parseError',
  serverErrorToast: 'common.apiError.serverErrorToast',
  requestDefault: 'common.apiError.requestDefault',
} as const satisfies Record<string, MessageId<'common'>>;

/** A failed call. `message` is the catalogue's; `serverMessage` is what the server said, if usable. */
export class ApiError<TBody = unknown> extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: TBody | undefined;
  readonly serverMessage: string | null;
  readonly fieldErrors: FieldError[];

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    body?: TBody;
    serverMessage?: string | null;
    fieldErrors?: FieldError[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.serverMessage = init.serverMessage ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeHtml = (text: string) => /^\s*</.test(text) || /<\/?[a-z][\s\S]*>/i.test(text);

const usableText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && !looksLikeHtml(value) ? value.trim() : null;

/**
 * The server's own words for a failure, looked up in the spec's order: body.message,
 * body.error.message, the body itself when it is text. HTML is never shown.
 */
export const extractServerMessage = (body: unknown): string | null => {
  if (isRecord(body)) {
    const direct = usableText(body.message);
    if (direct) return direct;
    if (isRecord(body.error)) return usableText(body.error.message);
    return null;
  }
  return usableText(body);
};

/** The message to show for any thrown value: server words, then the error's, then the default. */
export const getRequestErrorMessage = (error: unknown): string => {
  const fallback = () => translate(ERROR_MESSAGES.requestDefault);
  if (error instanceof ApiError) {
    return error.serverMessage ?? usableText(error.message) ?? fallback();
  }
  if (error instanceof Error) return usableText(error.message) ?? fallback();
  return extractServerMessage(error) ?? fallback();
};

export const extractFieldErrors = (body: unknown): FieldError[] => {
  if (!isRecord(body) || !Array.isArray(body.fields)) return [];
  return body.fields.flatMap((field: unknown) =>
    isRecord(field) && typeof field.name === 'string' && typeof field.message === 'string'
      ? [{ name: field.name, message: field.message }]
      : [],
  );
};
