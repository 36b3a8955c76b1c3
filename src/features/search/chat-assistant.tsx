import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from '../../i18n/localized-navigation';
import { useSendChatMessage } from '@generated/api/chat/chat';
import type { PositionSummary } from '@generated/api/models';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { locationsLabel } from '../../shared/location-label';

interface ChatEntry {
  id: number;
  author: 'candidate' | 'assistant';
  text: string;
  positions: PositionSummary[];
}

/**
 * The job assistant sidebar: answers questions with jobs from the index. It sits in a column the
 * search page makes for it, so the job details and the navbar stay uncovered.
 */
export const ChatAssistant = ({ onClose }: { onClose: () => void }) => {
  const { t, locale } = useMessages('search', 'searchTools');
  const boot = useSession();
  // The assistant's words come from the catalogues, so they follow the page's language when it
  // changes after the boot data was worded.
  const title = t('search.assistant.title', { company: boot.configs.pcsxConfig.companyName });
  const greeting = t('searchTools.chat.greeting');
  const inputId = useId();
  const nextId = useRef(1);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [entries, setEntries] = useState<ChatEntry[]>([
    { id: 0, author: 'assistant', text: greeting, positions: [] },
  ]);
  const [message, setMessage] = useState('');
  const send = useSendChatMessage();

  const add = (entry: Omit<ChatEntry, 'id'>) =>
    setEntries((current) => [...current, { ...entry, id: nextId.current++ }]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    add({ author: 'candidate', text, positions: [] });
    setMessage('');
    send.mutate(
      { data: { message: text, domain: boot.domain, conversationId } },
      {
        onSuccess: (reply) => {
          setConversationId(reply.conversationId);
          add({ author: 'assistant', text: reply.reply, positions: reply.positions });
        },
        onError: (error) => {
          add({ author: 'assistant', text: getRequestErrorMessage(error), positions: [] });
        },
      },
    );
  };

  return (
    <aside className="chat-sidebar" aria-labelledby={`${inputId}-title`}>
      <div className="chat-sidebar__panel">
        <div className="side-panel__header">
          <h2 id={`${inputId}-title`}>{title}</h2>
          <button
            type="button"
            className="button"
            onClick={onClose}
            aria-label={t('searchTools.chat.closeLabel', { title })}
          >
            {t('searchTools.chat.close')}
          </button>
        </div>
        <ol className="chat-sidebar__log" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id} className={`chat-entry chat-entry--${entry.author}`}>
              <span className="visually-hidden">
                {entry.author === 'candidate'
                  ? t('searchTools.chat.you')
                  : t('searchTools.chat.assistant')}
              </span>
              <p>{entry.text}</p>
              {entry.positions.length > 0 && (
                <ul className="card-list">
                  {entry.positions.map((position) => (
                    <li key={position.id} className="card chat-entry__job">
                      <Link to={position.positionUrl}>{position.name}</Link>
                      <p className="muted">
                        {locationsLabel(position.standardizedLocations, locale)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {send.isPending && (
            <li className="chat-entry chat-entry--assistant" role="status">
              {t('searchTools.chat.thinking')}
            </li>
          )}
        </ol>
        <form className="chat-sidebar__form" onSubmit={onSubmit}>
          <label htmlFor={inputId}>{t('searchTools.chat.inputLabel')}</label>
          <input
            id={inputId}
            value={message}
            maxLength={500}
            onChange={(event) => setMessage(event.target.value)}
            placeholder={t('searchTools.chat.inputPlaceholder')}
          />
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t('searchTools.chat.send')}
          </button>
        </form>
      </div>
    </aside>
  );
};
