import { useState } from 'react';
import { useGetDashboardEvents } from '@generated/api/dashboard/dashboard';
import type { CandidateEvent } from '@generated/api/models';
import { AddToCalendarButton } from '../../entities/interview/add-to-calendar-button';
import { formatInterviewTime } from '../../entities/interview/interview-time';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useNow } from '../../lib/use-now';
import { QueryState } from '../../ui/query-state';
import { useEventRegistration } from './use-event-registration';

/** Events that have not ended, soonest first; those that have, latest first. */
export const splitEvents = (events: readonly CandidateEvent[], nowMs: number) => ({
  upcoming: events
    .filter((event) => Date.parse(event.endsAt) > nowMs)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
  past: events
    .filter((event) => Date.parse(event.endsAt) <= nowMs)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt)),
});

const RegistrationControl = ({ event }: { event: CandidateEvent }) => {
  const { t } = useMessages('candidate');
  const toggleRegistration = useEventRegistration();
  const [isPending, setIsPending] = useState(false);
  const onToggle = async () => {
    setIsPending(true);
    try {
      await toggleRegistration(event);
    } finally {
      setIsPending(false);
    }
  };
  return (
    <p className="event-registration" aria-busy={isPending}>
      {event.registered && <strong>{t('candidate.events.registered')} </strong>}
      <button
        type="button"
        className={event.registered ? 'button' : 'button button--primary'}
        aria-disabled={isPending}
        onClick={() => {
          if (!isPending) void onToggle();
        }}
      >
        {event.registered ? t('candidate.events.cancel') : t('candidate.events.register')}
        <span className="visually-hidden">
          {t('candidate.events.context', { title: event.title })}
        </span>
      </button>
    </p>
  );
};

interface EventCardProps {
  event: CandidateEvent;
  isUpcoming: boolean;
  /** The screen's clock: one timer for the page, not one per card. */
  nowMs: number;
}

const EventCard = ({ event, isUpcoming, nowMs }: EventCardProps) => {
  const { t, locale } = useMessages('candidate');
  const viewerTimeZone = useViewerTimeZone();
  const { domain } = useSession();
  const headingId = `event-${event.id}`;
  const canChangeRegistration = isUpcoming && Date.parse(event.startsAt) > nowMs;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{event.title}</h3>
      <p>
        <time dateTime={event.startsAt}>
          {formatInterviewTime(
            {
              startsAt: event.startsAt,
              endsAt: event.endsAt,
              timeZone: event.timezone,
              viewerTimeZone,
              locale,
            },
            t,
          )}
        </time>
      </p>
      <p>{event.description}</p>
      {event.isVirtual && <p>{t('candidate.events.virtual')}</p>}
      {event.location && <p>{t('candidate.events.location', { location: event.location })}</p>}
      {event.joinUrl && isUpcoming && (
        <p>
          <a href={event.joinUrl} target="_blank" rel="noopener noreferrer">
            {t('candidate.events.join')}
            <span className="visually-hidden">
              {t('candidate.events.context', { title: event.title })}
            </span>
          </a>
        </p>
      )}
      {canChangeRegistration && <RegistrationControl event={event} />}
      {/* Under way: registration can no longer change, and says so. */}
      {isUpcoming && !canChangeRegistration && (
        <p>
          {event.registered
            ? t('candidate.events.registered')
            : t('candidate.events.registrationClosed')}
        </p>
      )}
      {!isUpcoming && event.registered && <p>{t('candidate.events.attended')}</p>}
      {isUpcoming && (
        <AddToCalendarButton
          name={event.title}
          fileName={`event-${event.id}`}
          entry={{
            uid: `event-${event.id}@${domain}`,
            startsAt: event.startsAt,
            endsAt: event.endsAt,
            summary: event.title,
            description: event.description,
            location: event.location ?? event.joinUrl,
            url: event.joinUrl,
          }}
        />
      )}
    </li>
  );
};

/** Recruiting events: when and where, registering and cancelling, and adding them to a calendar. */
export const EventsScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const events = useGetDashboardEvents({ domain });
  const nowMs = useNow();
  return (
    <section aria-labelledby="events-heading">
      <h1 id="events-heading">{t('candidate.events.heading')}</h1>
      <p className="muted">{t('candidate.events.intro')}</p>
      <QueryState
        {...events}
        isEmpty={(data) => data.events.length === 0}
        emptyMessage={t('candidate.events.none')}
      >
        {(data) => {
          const { upcoming, past } = splitEvents(data.events, nowMs);
          return (
            <>
              <section aria-labelledby="events-upcoming">
                <h2 id="events-upcoming">{t('candidate.events.upcoming')}</h2>
                {upcoming.length > 0 ? (
                  <ul className="card-list">
                    {upcoming.map((event) => (
                      <EventCard key={event.id} event={event} isUpcoming nowMs={nowMs} />
                    ))}
                  </ul>
                ) : (
                  <p>{t('candidate.events.none')}</p>
                )}
              </section>
              <section aria-labelledby="events-past">
                <h2 id="events-past">{t('candidate.events.past')}</h2>
                {past.length > 0 ? (
                  <ul className="card-list">
                    {past.map((event) => (
                      <EventCard key={event.id} event={event} isUpcoming={false} nowMs={nowMs} />
                    ))}
                  </ul>
                ) : (
                  <p>{t('candidate.events.nonePast')}</p>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { EventsScreen as Component };
