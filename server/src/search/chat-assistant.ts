import type { LocationRow } from '../db/schema';
import { english, msg, type Translate } from '../i18n/messages';
import { toSearchCriteria } from './criteria';
import type { SearchEngine, SearchPage } from './engine';

/**
 * The chat assistant is rule-based (no external AI): it reads a role or skill, "remote" and a
 * city from the message, runs the same search as the search page and describes the result.
 */

/** Words that carry no search meaning in a chat message. */
const FILLER = new Set(
  (
    'a an the and or of for to in at on near around with without any some are is there do does you have has ' +
    'me my i we our show find looking look want need can could would like please jobs job roles role ' +
    'positions position openings opening work working hiring open what which where who how about available ' +
    'get give list see all new latest recent hi hello hey thanks thank remote anywhere city based from'
  ).split(' '),
);

export interface ChatIntent {
  /** The words searched for. */
  query: string;
  /** The message's meaningful words, the fallback's candidates. */
  words: string[];
  remote: boolean;
  city: { name: string; standardized: string } | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the message asks for; of the known cities it names, the longest name wins. */
export const readIntent = (message: string, locations: readonly LocationRow[]): ChatIntent => {
  const lower = message.toLowerCase();
  const cityMatch = locations
    .map((location) => ({
      location,
      at: lower.search(new RegExp(`\\b${escapeRegExp(location.city.toLowerCase())}\\b`)),
    }))
    .filter((candidate) => candidate.at >= 0)
    .sort((a, b) => b.location.city.length - a.location.city.length)[0]?.location;
  const cityWords = new Set(cityMatch ? cityMatch.city.toLowerCase().split(/\s+/) : []);
  const words = (lower.match(/[\p{L}\p{N}+#.]+/gu) ?? [])
    .map((word) => word.replace(/\.+$/, ''))
    .filter((word) => word !== '' && !FILLER.has(word) && !cityWords.has(word));
  return {
    query: words.join(' '),
    words,
    remote: /\b(remote|anywhere|work from home|wfh)\b/.test(lower),
    city: cityMatch ? { name: cityMatch.city, standardized: cityMatch.standardized } : null,
  };
};

/**
 * The first `limit` results for the intent. A long message may combine words no single job has;
 * then its longest word is searched alone, and becomes the intent's query if it finds any.
 */
export const searchIntent = async (
  engine: SearchEngine,
  intent: ChatIntent,
  limit: number,
  locale: string,
): Promise<{ page: SearchPage; intent: ChatIntent }> => {
  const search = (query: string) =>
    engine.search(
      toSearchCriteria(
        {
          query,
          location: intent.city?.standardized ?? '',
          ...(intent.remote ? { filter_work_location_option: ['remote'] } : {}),
        },
        locale,
      ),
      0,
      limit,
    );
  const page = await search(intent.query);
  if (page.count === 0 && intent.words.length > 1) {
    const longest = [...intent.words].sort((a, b) => b.length - a.length)[0] ?? '';
    const retry = await search(longest);
    if (retry.count > 0) return { page: retry, intent: { ...intent, query: longest } };
  }
  return { page, intent };
};

/** The assistant's answer: how many jobs it found and how many it shows. */
export const chatReply = (
  intent: ChatIntent,
  count: number,
  shown: number,
  t: Translate = english,
): string => {
  // What was asked for, as the reply's select arguments read it.
  const asked = {
    remote: intent.remote ? 'yes' : 'no',
    hasQuery: intent.query === '' ? 'no' : 'yes',
    query: intent.query,
    hasCity: intent.city ? 'yes' : 'no',
    city: intent.city?.name ?? '',
  };
  if (count === 0) return t(msg('server.chat.notFound', asked));
  const found = t(msg('server.chat.found', { ...asked, count }));
  if (shown === 0) return found;
  // Chinese and Japanese sentences end in a full-width stop and take no space after it.
  const separator = /[。！？]$/u.test(found) ? '' : ' ';
  return `${found}${separator}${t(msg('server.chat.shown', { shown }))}`;
};

/**
 * Follow-up questions: about the best match, then the search widened to remote or anywhere. In
 * English whatever the page's language: they are sent back as messages, and the assistant reads
 * English.
 */
export const chatSuggestions = (intent: ChatIntent, bestMatch: string | undefined): string[] => [
  ...(bestMatch === undefined ? [] : [`What skills does ${bestMatch} need?`]),
  ...(intent.remote ? [] : [`Show me remote ${intent.query === '' ? '' : `${intent.query} `}jobs`]),
  intent.city
    ? `Show me ${intent.query === '' ? '' : `${intent.query} `}jobs anywhere`
    : 'Show me jobs in Austin',
];
