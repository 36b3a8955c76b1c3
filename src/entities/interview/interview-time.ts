import type { Translate } from '../../i18n/use-messages';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { isTimeZone } from '../../lib/time-zones';

export interface InterviewTimeInput {
  /** Start, an ISO 8601 instant (UTC). */
  startsAt: string;
  /** End, an ISO 8601 instant; adds the duration when given. */
  endsAt?: string | null;
  /** The IANA zone the interview or event is held in, e.g. `America/Chicago`. */
  timeZone: string;
  /** The viewer's IANA zone; the browser's when omitted. */
  viewerTimeZone?: string;
  /** A BCP 47 locale for dates and times. */
  locale: string;
}

const isValidTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

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
 * A person's name for a zone: the city of an IANA id (`America/Argentina/Buenos_Aires` →
 * "Buenos Aires"), or Intl's long name for ids that name no place (`UTC`, `Etc/GMT+5`).
 */
export const timeZoneCity = (timeZone: string, locale: string, at: Date = new Date()): string => {
  const parts = timeZone.split('/');
  const lastPart = parts[parts.length - 1];
  if (parts.length > 1 && parts[0] !== 'Etc' && lastPart) return lastPart.replace(/_/g, ' ');
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
};

/**
 * The text for an interview's or event's time, as the viewer should read it.
 * - Zones that show the same clock at that instant: the viewer's date and time.
 * - Zones that differ: "09:00 Chicago time (10:00 your time)" after the viewer's date, and the
 *   interview zone's own date too when the two zones are on different days at that moment.
 * Dates are always the viewer's; the duration follows when the end is known.
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
  const localZone = timeZoneName(viewerZone, input.locale, start);

  const date = dateFormat(input.locale, viewerZone).format(start);
  const localTime = clockFormat(input.locale, viewerZone).format(start);

  const end = input.endsAt ? new Date(input.endsAt) : undefined;
  const minutes =
    end && !Number.isNaN(end.getTime()) && end > start
      ? Math.round((end.getTime() - start.getTime()) / 60_000)
      : 0;

  let when: string;
  if (wallClockKey(start, eventZone) === wallClockKey(start, viewerZone)) {
    when = t('candidate.calendar.time.sameZone', { date, time: localTime });
  } else {
    const values = {
      date,
      zoneTime: clockFormat(input.locale, eventZone).format(start),
      zone: timeZoneName(eventZone, input.locale, start),
      localTime,
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
