import type { FastifyInstance } from 'fastify';
import { english, msg } from '../i18n/messages';
import { badRequest } from './errors';

/** No form the portal sends nests this deep; deeper JSON only serves to exhaust the stack. */
export const MAX_JSON_DEPTH = 64;

const TOO_DEEP = msg('server.http.tooDeep', { depth: MAX_JSON_DEPTH });

/** The refusal of a body nested too deep, in English. */
export const TOO_DEEP_MESSAGE = english(TOO_DEEP);

/** Outside strings: the characters that open or close a level, and the quote that opens a string. */
const STRUCTURE = /[[\]{}"]/g;
/** Inside a string: its closing quote, or a backslash that escapes the next character. */
const STRING_END = /["\\]/g;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, in one linear pass that does not
 * build anything; brackets inside strings do not count. Invalid JSON may pass: the parser that
 * runs next rejects it.
 */
export const nestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let index = 0;
  while (index < text.length) {
    STRUCTURE.lastIndex = index;
    const structure = STRUCTURE.exec(text);
    if (structure === null) return false;
    const character = structure[0];
    index = structure.index + 1;
    if (character === '"') {
      for (;;) {
        STRING_END.lastIndex = index;
        const end = STRING_END.exec(text);
        if (end === null) return false;
        index = end.index + (end[0] === '\\' ? 2 : 1);
        if (end[0] === '"') break;
      }
    } else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else {
      depth -= 1;
    }
  }
  return false;
};

/**
 * JSON bodies are parsed by fastify's own parser (which refuses `__proto__` and `constructor`
 * keys), after a depth check: a body nested deeper than `MAX_JSON_DEPTH` is a 400 before it is
 * parsed, so nothing that deep is ever stored or serialised again.
 */
export const addJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP), undefined);
      return;
    }
    // Fastify's parser answers through `done`; the promise it is typed to return carries nothing.
    void parseJson(request, text, done);
  });
};
