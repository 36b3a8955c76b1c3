import { randomBytes } from 'node:crypto';
import { notFound } from '../http/errors';
import { translatorFor } from '../i18n/messages';
import {
  chatReply,
  chatSuggestions,
  paySummary,
  readIntent,
  searchIntent,
} from '../search/chat-assistant';
import { withSavedState } from './support';
import { ok, type Handlers } from './types';

const MAX_POSITIONS = 5;
/** How many of the best matches a question about pay is answered from. */
const PAY_SAMPLE = 100;

export const chatHandlers: Handlers<'sendChatMessage'> = {
  /** One exchange with the search assistant, kept in the caller's conversation. */
  sendChatMessage: async ({ body, services, caller, locale }) => {
    const { activity, reference, positions } = services.repositories;
    const ownerKey = services.identity.ownerKey(caller);
    const nowMs = services.now();
    let conversationId = body.conversationId ?? null;
    if (conversationId !== null) {
      if (!(await activity.conversationExists(conversationId, ownerKey)))
        throw notFound('server.chat.conversationNotFound');
    } else {
      conversationId = `conv_${randomBytes(6).toString('hex')}`;
      await activity.createConversation(conversationId, ownerKey, nowMs);
    }

    const asked = readIntent(body.message, await reference.allLocations());
    const { page, intent } = await searchIntent(
      services.search,
      asked,
      asked.asksPay ? PAY_SAMPLE : MAX_POSITIONS,
      locale,
    );
    const pay = intent.asksPay
      ? paySummary([...(await positions.salaryRanges(page.ids)).values()])
      : null;
    const found = await withSavedState(
      services,
      caller,
      await positions.findMany(page.ids.slice(0, MAX_POSITIONS)),
    );
    const reply = chatReply(intent, page.count, found.length, translatorFor(locale), pay, locale);
    const suggestions = chatSuggestions(intent, found[0]?.name);
    await activity.addMessages(
      conversationId,
      [
        { role: 'user', text: body.message },
        { role: 'assistant', text: reply },
      ],
      nowMs,
    );
    return ok({ conversationId, reply, positions: found, suggestions });
  },
};
