import { randomBytes } from 'node:crypto';
import { notFound } from '../http/errors';
import { translatorFor } from '../i18n/messages';
import { chatReply, chatSuggestions, readIntent, searchIntent } from '../search/chat-assistant';
import { withSavedState } from './support';
import { ok, type Handlers } from './types';

const MAX_POSITIONS = 5;

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

    const { page, intent } = await searchIntent(
      services.search,
      readIntent(body.message, await reference.allLocations()),
      MAX_POSITIONS,
      locale,
    );
    const found = await withSavedState(services, caller, await positions.findMany(page.ids));
    const reply = chatReply(intent, page.count, found.length, translatorFor(locale));
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
