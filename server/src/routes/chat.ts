import { randomBytes } from 'node:crypto';
import { notFound } from '../http/errors';
import { toSearchCriteria } from '../search/criteria';
import { withSavedState } from './support';
import { ok, type Handlers } from './types';

/** Words that carry no search meaning in a chat message. */
const FILLER = new Set(
  (
    'a an the and or of for to in at on near around with without any some are is there do does you have has ' +
    'me my i we our show find looking look want need can could would like please jobs job roles role ' +
    'positions position openings opening work working hiring open what which where who how about available ' +
    'get give list see all new latest recent hi hello hey thanks thank remote anywhere city based from'
  ).split(' '),
);

interface Intent {
  query: string;
  remote: boolean;
  city: { name: string; standardized: string } | null;
}

const MAX_POSITIONS = 5;

export const chatHandlers: Handlers<'sendChatMessage'> = {
  /**
   * A rule-based assistant (no external AI): reads a role or skill, "remote" and a city from the
   * message, runs the same search as the search page and describes the result.
   */
  sendChatMessage: async ({ body, services, caller }) => {
    const { activity, reference, positions } = services.repositories;
    const ownerKey = services.identity.ownerKey(caller);
    const nowMs = services.now();
    let conversationId = body.conversationId ?? null;
    if (conversationId !== null) {
      if (!(await activity.conversationExists(conversationId, ownerKey)))
        throw notFound('Conversation not found.');
    } else {
      conversationId = `conv_${randomBytes(6).toString('hex')}`;
      await activity.createConversation(conversationId, ownerKey, nowMs);
    }

    const message = body.message;
    const lower = message.toLowerCase();
    const locations = await reference.allLocations();
    const cityMatch = locations
      .map((location) => ({
        location,
        at: lower.search(
          new RegExp(`\\b${location.city.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
        ),
      }))
      .filter((candidate) => candidate.at >= 0)
      .sort((a, b) => b.location.city.length - a.location.city.length)[0]?.location;
    const cityWords = new Set(cityMatch ? cityMatch.city.toLowerCase().split(/\s+/) : []);
    const words = (lower.match(/[\p{L}\p{N}+#.]+/gu) ?? [])
      .map((word) => word.replace(/\.+$/, ''))
      .filter((word) => word !== '' && !FILLER.has(word) && !cityWords.has(word));
    const intent: Intent = {
      query: words.join(' '),
      remote: /\b(remote|anywhere|work from home|wfh)\b/.test(lower),
      city: cityMatch ? { name: cityMatch.city, standardized: cityMatch.standardized } : null,
    };

    const search = async (query: string) =>
      services.search.search(
        toSearchCriteria({
          query,
          location: intent.city?.standardized ?? '',
          ...(intent.remote ? { filter_work_location_option: ['remote'] } : {}),
        }),
        0,
        MAX_POSITIONS,
      );
    let page = await search(intent.query);
    // A long message may combine words no single job has; fall back to its most telling word.
    if (page.count === 0 && words.length > 1) {
      const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
      const retry = await search(longest);
      if (retry.count > 0) {
        page = retry;
        intent.query = longest;
      }
    }
    const found = await withSavedState(services, caller, await positions.findMany(page.ids));
    const what = [intent.remote ? 'remote' : null, intent.query === '' ? null : intent.query]
      .filter(Boolean)
      .join(' ');
    const where = intent.city ? ` in ${intent.city.name}` : '';
    const reply =
      page.count === 0
        ? `I couldn't find any ${what === '' ? '' : `${what} `}jobs${where}. Try fewer keywords or another city.`
        : `I found ${page.count} ${what === '' ? '' : `${what} `}${page.count === 1 ? 'job' : 'jobs'}${where}.` +
          (found.length > 0
            ? ` Here ${found.length === 1 ? 'is the best match' : `are the top ${found.length}`}.`
            : '');
    const [first] = found;
    const suggestions = [
      ...(first ? [`What skills does ${first.name} need?`] : []),
      ...(intent.remote
        ? []
        : [`Show me remote ${intent.query === '' ? '' : `${intent.query} `}jobs`]),
      intent.city
        ? `Show me ${intent.query === '' ? '' : `${intent.query} `}jobs anywhere`
        : 'Show me jobs in Austin',
    ];
    await activity.addMessages(
      conversationId,
      [
        { role: 'user', text: message },
        { role: 'assistant', text: reply },
      ],
      nowMs,
    );
    return ok({ conversationId, reply, positions: found, suggestions });
  },
};
