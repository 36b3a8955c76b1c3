import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UI_LANGUAGE_CODES } from '../../../src/shared/languages';
import { isRightToLeft, matchLocale } from '../../../src/shared/locale-match';
import { SOURCE_LOCALE } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The UI language the server words its answer in (see `localeOfRequest`). */
    locale: string;
  }
}

/** More languages than any browser sends; the rest of an overlong header is not read. */
const MAX_ACCEPTED_LANGUAGES = 32;

/**
 * The tags of an `Accept-Language` header, most preferred first: by q-value, then in the order
 * sent; `q=0` (not acceptable) and `*` are left out.
 */
export const acceptedLanguages = (header: string | undefined): string[] => {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, MAX_ACCEPTED_LANGUAGES)
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      const q = quality === undefined ? 1 : Number(quality);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
};

const choose = (hl: string | null, acceptLanguage: string | undefined): string => {
  const fromHl = hl ? matchLocale(hl, UI_LANGUAGE_CODES) : null;
  if (fromHl) return fromHl;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const locale = matchLocale(tag, UI_LANGUAGE_CODES);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
};

/**
 * Browsers send the same few headers again and again, and matching one costs microseconds on
 * every request: the latest choices are remembered (short keys only, a bounded number).
 */
const remembered = new Map<string, string>();
const MAX_REMEMBERED = 256;
const MAX_REMEMBERED_KEY = 256;

/** The UI language named by `hl` (the URL's choice) or, failing that, by `Accept-Language`. */
export const chooseRequestLocale = (
  hl: string | null,
  acceptLanguage: string | undefined,
): string => {
  const key = `${hl ?? ''}\n${acceptLanguage ?? ''}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const locale = choose(hl, acceptLanguage);
  if (key.length <= MAX_REMEMBERED_KEY) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, locale);
  }
  return locale;
};

const hlOf = (query: unknown): string | null => {
  if (typeof query !== 'object' || query === null || !('hl' in query)) return null;
  const { hl } = query;
  const first: unknown = Array.isArray(hl) ? hl[0] : hl;
  return typeof first === 'string' ? first : null;
};

/**
 * A request's locale: its `hl` query parameter when that names a UI language, else the best
 * match of its `Accept-Language`, else English.
 */
export const localeOfRequest = (request: FastifyRequest): string =>
  chooseRequestLocale(hlOf(request.query), request.headers['accept-language']);

/** A saved language setting as a UI language; English when it names none. */
export const uiLocaleOf = (language: string | null | undefined): string =>
  (language ? matchLocale(language, UI_LANGUAGE_CODES) : null) ?? SOURCE_LOCALE;

/** `ltr` or `rtl`, for a page's `dir`. */
export const directionOf = (locale: string): 'ltr' | 'rtl' =>
  isRightToLeft(locale) ? 'rtl' : 'ltr';

/**
 * The request's locale: as the hook set it, or chosen now where the hook has not run (a request
 * fastify could not route, an app without the hook).
 */
export const requestLocale = (request: FastifyRequest): string =>
  request.locale === '' ? localeOfRequest(request) : request.locale;

/**
 * Sets `request.locale` once, before any other hook, so every answer (errors from later hooks
 * included) is worded in it.
 */
export const addRequestLocale = (app: FastifyInstance): void => {
  app.decorateRequest('locale', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOfRequest(request);
    done();
  });
};
