import type { components } from '../../../generated/server/pcsx';
import type { LocationRow } from '../db/schema';
import { english, msg, type Translate } from '../i18n/messages';
import { toSearchCriteria } from './criteria';
import type { SearchEngine, SearchPage } from './engine';

/**
 * The chat assistant is rule-based (no external AI): it reads a role or skill, "remote" and a
 * city from the message, runs the same search as the search page and describes the result. A
 * question about pay is answered from the pay the matching jobs list.
 */

type SalaryRange = components['schemas']['SalaryRange'];

/** Words that carry no search meaning in a chat message. */
const FILLER = new Set(
  (
    'a an the and or of for to in at on near around with without any some are is there do does you have has ' +
    'me my i we our show find looking look want need can could would like please jobs job roles role ' +
    'positions position openings opening work working hiring open what which where who how about available ' +
    'get give list see all new latest recent hi hello hey thanks thank remote anywhere city based from ' +
    'much many typically typical usually average'
  ).split(' '),
);

/**
 * Words that ask what a job pays, in the languages candidates most often write to the assistant
 * in. They are the question, not the job: they never become search words.
 */
const PAY_WORDS = new Set(
  (
    'salary salaries pay pays paid paying earn earns earned earning earnings compensation wage ' +
    'wages income money ' +
    'gehalt gehälter verdienen verdient verdiene lohn ' +
    'salaire salaires gagne gagnent gagner rémunération ' +
    'sueldo sueldos salario salarios gana ganan ganar salário salários ' +
    'stipendio stipendi guadagna salaris lön løn lønn palkka'
  ).split(' '),
);

/** Words that belong to a question about pay once it is one ("how much do analysts make"). */
const PAY_QUESTION_WORDS = new Set(['make', 'makes', 'range', 'ranges', 'rate', 'rates']);

export interface ChatIntent {
  /** The words searched for. */
  query: string;
  /** The message's meaningful words, the fallback's candidates. */
  words: string[];
  remote: boolean;
  city: { name: string; standardized: string } | null;
  /** The message asks what the jobs pay. */
  asksPay: boolean;
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
  const messageWords = (lower.match(/[\p{L}\p{N}+#.]+/gu) ?? []).map((word) =>
    word.replace(/\.+$/, ''),
  );
  const asksPay = messageWords.some((word) => PAY_WORDS.has(word)) || /\bhow much\b/.test(lower);
  const words = messageWords.filter(
    (word) =>
      word !== '' &&
      !FILLER.has(word) &&
      !cityWords.has(word) &&
      !PAY_WORDS.has(word) &&
      !(asksPay && PAY_QUESTION_WORDS.has(word)),
  );
  return {
    query: words.join(' '),
    words,
    remote: /\b(remote|anywhere|work from home|wfh)\b/.test(lower),
    city: cityMatch ? { name: cityMatch.city, standardized: cityMatch.standardized } : null,
    asksPay,
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

/** What the matching jobs that list pay offer, at the middle of their ranges. */
export interface PaySummary {
  currency: string;
  period: SalaryRange['period'];
  /** The median of the ranges' lower and of their upper ends. */
  min: number;
  max: number;
  /** How many jobs the figures come from. */
  counted: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The pay the jobs list, in the currency and period most of them use (pay per hour
 * and pay per year, or dollars and euros, do not mix); null when none lists pay.
 */
export const paySummary = (ranges: readonly SalaryRange[]): PaySummary | null => {
  const groups = new Map<string, SalaryRange[]>();
  for (const range of ranges) {
    const key = `${range.currency} ${range.period}`;
    groups.set(key, [...(groups.get(key) ?? []), range]);
  }
  const largest = [...groups.values()].sort((a, b) => b.length - a.length)[0];
  const [first] = largest ?? [];
  if (largest === undefined || first === undefined) return null;
  // Whole units: a median of two ends can fall between them.
  return {
    currency: first.currency,
    period: first.period,
    min: Math.round(median(largest.map((range) => range.min))),
    max: Math.round(median(largest.map((range) => range.max))),
    counted: largest.length,
  };
};

/** An amount of pay as the reader's language writes money ("$72,000", "72.000 $"). */
const moneyIn = (locale: string, currency: string, amount: number): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  );

/**
 * The assistant's answer: how many jobs it found and how many it shows; to a question about
 * pay, what the jobs that list pay offer (`pay`), or that none of them says.
 */
export const chatReply = (
  intent: ChatIntent,
  count: number,
  shown: number,
  t: Translate = english,
  pay: PaySummary | null = null,
  locale = 'en',
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
  const found = !intent.asksPay
    ? t(msg('server.chat.found', { ...asked, count }))
    : pay === null
      ? t(msg('server.chat.payUnknown', asked))
      : t(
          msg('server.chat.pay', {
            ...asked,
            counted: pay.counted,
            period: pay.period,
            min: moneyIn(locale, pay.currency, pay.min),
            max: moneyIn(locale, pay.currency, pay.max),
          }),
        );
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
