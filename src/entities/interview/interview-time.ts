import type { Translate } from '../../i18n/use-messages';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { isTimeZone } from '../../shared/is-time-zone';

export interface InterviewTimeInput {
  /** Start, an ISO 8601 instant (UTC). */
  startsAt: string;
  /** End, an ISO 8601 instant; adds the duration when given. */
  endsAt?: string | null;
  /** The IANA zone the interview or event is held in, e.g. `America/Chicago`. */
  timeZone: string;
  /** The viewer's IANA zone (the one saved in Settings); the browser's when omitted. */
  viewerTimeZone?: string;
  /** A BCP 47 locale for dates and times. */
  locale: string;
}

const clockFormat = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });

const dateFormat = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });

/** The wall-clock date and time of an instant in a zone, as a comparable key. */
const wallClockKey = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);

const calendarDayKey = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(instant);

/**
 * A zone's name as the locale writes it, from the browser's own data: at an instant, standard or
 * summer time ("Central Standard Time", "Nordamerikanische Zentral-Normalzeit", "日本標準時");
 * without one, the name for all the year ("Central Time"). An offset such as "GMT-02:00" where
 * the locale has no name for the zone.
 */
export const timeZoneName = (timeZone: string, locale: string, at?: Date): string =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: at ? 'long' : 'longGeneric' })
    .formatToParts(at ?? new Date())
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The text for an interview's or event's time, as the viewer should read it, every zone named.
 * - Zones that show the same clock at that instant: the viewer's date and time in that zone.
 * - Zones that differ: "09:00 Central Standard Time (00:00 your time, Japan Standard Time)" after
 *   the viewer's date, and the interview zone's own date too when the two zones are on different
 *   days at that moment.
 * The viewer's zone is the one saved in Settings, else the browser's. Dates are always the
 * viewer's; the duration follows when the end is known.
 */
export const formatInterviewTime = (
  input: InterviewTimeInput,
  t: Translate<'candidate'>,
): string => {
  const start = new Date(input.startsAt);
  if (Number.isNaN(start.getTime())) return '';
  const requestedViewerZone = input.viewerTimeZone ?? browserTimeZone();
  const viewerZone = isTimeZone(requestedViewerZone) ? requestedViewerZone : 'UTC';
  // An unknown zone from the server is shown in the viewer's zone rather than failing the page.
  const eventZone = isTimeZone(input.timeZone) ? input.timeZone : viewerZone;

  const date = dateFormat(input.locale, viewerZone).format(start);
  const localTime = clockFormat(input.locale, viewerZone).format(start);

  const end = input.endsAt ? new Date(input.endsAt) : undefined;
  const minutes =
    end && !Number.isNaN(end.getTime()) && end > start
      ? Math.round((end.getTime() - start.getTime()) / 60_000)
      : 0;

  const localZone = timeZoneName(viewerZone, input.locale, start);
  let when: string;
  if (wallClockKey(start, eventZone) === wallClockKey(start, viewerZone)) {
    when = t('candidate.calendar.time.sameZone', { date, time: localTime, zone: localZone });
  } else {
    const values = {
      date,
      zoneTime: clockFormat(input.locale, eventZone).format(start),
      zone: timeZoneName(eventZone, input.locale, start),
      localTime,
      localZone,
    };
    when =
      calendarDayKey(start, eventZone) === calendarDayKey(start, viewerZone)
        ? t('candidate.calendar.time.otherZone', values)
        : t('candidate.calendar.time.otherZoneOtherDay', {
            ...values,
            zoneDate: dateFormat(input.locale, eventZone).format(start),
          });
  }
  if (minutes <= 0) return when;
  return t('candidate.calendar.time.withDuration', {
    when,
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
};
