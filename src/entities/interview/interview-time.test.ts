import { i18n } from '../../i18n/i18n';
import type { Translate } from '../../i18n/use-messages';
import { formatInterviewTime, timeZoneName } from './interview-time';

/** The candidate catalogue in English (the test setup loads every catalogue). */
const t: Translate<'candidate'> = (id, values) => i18n._(id, values);

const format = (startsAt: string, timeZone: string, viewerTimeZone: string, endsAt?: string) =>
  formatInterviewTime({ startsAt, endsAt, timeZone, viewerTimeZone, locale: 'en-US' }, t);

describe('formatInterviewTime', () => {
  it('shows the interview zone with the viewer time alongside in summer time', () => {
    expect(format('2026-06-10T15:00:00Z', 'America/Chicago', 'America/New_York')).toBe(
      'Wed, Jun 10, 2026 · 10:00 Central Daylight Time (11:00 your time, Eastern Daylight Time)',
    );
  });

  it('shows the issue example: 15:00 UTC in Chicago seen from New York in winter', () => {
    expect(format('2026-01-14T15:00:00Z', 'America/Chicago', 'America/New_York')).toBe(
      'Wed, Jan 14, 2026 · 09:00 Central Standard Time (10:00 your time, Eastern Standard Time)',
    );
  });

  it('shows the date and time once, with the zone named, when the zones agree', () => {
    expect(format('2026-01-14T15:00:00Z', 'America/Chicago', 'America/Chicago')).toBe(
      'Wed, Jan 14, 2026 · 09:00 Central Standard Time',
    );
  });

  it('handles the half-hour offset of Kolkata', () => {
    expect(format('2026-03-02T09:00:00Z', 'Asia/Kolkata', 'Europe/Berlin')).toBe(
      'Mon, Mar 2, 2026 · 14:30 India Standard Time (10:00 your time, Central European Standard Time)',
    );
  });

  it('dates the interview in the viewer zone and names the other day when it crosses midnight', () => {
    // 09:00 Tuesday in Tokyo is 20:00 Monday in New York.
    expect(format('2026-06-09T00:00:00Z', 'Asia/Tokyo', 'America/New_York')).toBe(
      'Mon, Jun 8, 2026 · 09:00 Japan Standard Time on Tue, Jun 9, 2026 (20:00 your time, Eastern Daylight Time)',
    );
    // The same interview read in Tokyo: one zone, one day.
    expect(format('2026-06-09T00:00:00Z', 'Asia/Tokyo', 'Asia/Tokyo')).toBe(
      'Tue, Jun 9, 2026 · 09:00 Japan Standard Time',
    );
  });

  it('follows the DST change: Chicago and Berlin are 7 hours apart, then 6', () => {
    // US clocks moved forward on 8 March 2026; Europe's on 29 March.
    expect(format('2026-03-09T15:00:00Z', 'America/Chicago', 'Europe/Berlin')).toBe(
      'Mon, Mar 9, 2026 · 10:00 Central Daylight Time (16:00 your time, Central European Standard Time)',
    );
    expect(format('2026-03-06T15:00:00Z', 'America/Chicago', 'Europe/Berlin')).toBe(
      'Fri, Mar 6, 2026 · 09:00 Central Standard Time (16:00 your time, Central European Standard Time)',
    );
    expect(format('2026-03-30T15:00:00Z', 'America/Chicago', 'Europe/Berlin')).toBe(
      'Mon, Mar 30, 2026 · 10:00 Central Daylight Time (17:00 your time, Central European Summer Time)',
    );
  });

  it('treats zones with the same clock at that moment as the same', () => {
    expect(format('2026-06-10T15:00:00Z', 'America/Toronto', 'America/New_York')).toBe(
      'Wed, Jun 10, 2026 · 11:00 Eastern Daylight Time',
    );
  });

  it('adds the duration in hours and minutes when the end is known', () => {
    const at = (end: string) =>
      format('2026-01-14T15:00:00Z', 'America/Chicago', 'America/Chicago', end);
    expect(at('2026-01-14T17:00:00Z')).toBe(
      'Wed, Jan 14, 2026 · 09:00 Central Standard Time · 2 hours',
    );
    expect(at('2026-01-14T16:30:00Z')).toBe(
      'Wed, Jan 14, 2026 · 09:00 Central Standard Time · 1 hour 30 minutes',
    );
    expect(at('2026-01-14T15:01:00Z')).toBe(
      'Wed, Jan 14, 2026 · 09:00 Central Standard Time · 1 minute',
    );
    expect(at('2026-01-14T14:00:00Z')).toBe('Wed, Jan 14, 2026 · 09:00 Central Standard Time');
  });

  it('adds the duration when the end is known, across zones', () => {
    expect(
      format('2026-01-14T15:00:00Z', 'America/Chicago', 'Asia/Tokyo', '2026-01-14T15:45:00Z'),
    ).toBe(
      'Thu, Jan 15, 2026 · 09:00 Central Standard Time on Wed, Jan 14, 2026 (00:00 your time, Japan Standard Time) · 45 minutes',
    );
  });

  it('uses the browser zone by default and survives an unknown zone', () => {
    const text = formatInterviewTime(
      { startsAt: '2026-01-14T15:00:00Z', timeZone: 'Not/AZone', locale: 'en-US' },
      t,
    );
    expect(text).toMatch(/^(Wed, Jan 14|Thu, Jan 15), 2026 · \d\d:00 \D+$/);
    expect(formatInterviewTime({ startsAt: 'nonsense', timeZone: 'UTC', locale: 'en' }, t)).toBe(
      '',
    );
  });
});

describe('timeZoneName', () => {
  it("names a zone in the locale's words, standard or summer time at that instant", () => {
    expect(timeZoneName('America/Chicago', 'en-US', new Date('2026-01-14T15:00:00Z'))).toBe(
      'Central Standard Time',
    );
    expect(timeZoneName('America/Chicago', 'en-US', new Date('2026-06-14T15:00:00Z'))).toBe(
      'Central Daylight Time',
    );
    const now = new Date();
    expect(timeZoneName('Asia/Tokyo', 'de', now)).toBe('Japanische Normalzeit');
    expect(timeZoneName('Asia/Tokyo', 'ar', now)).toBe('توقيت اليابان الرسمي');
    expect(timeZoneName('Asia/Tokyo', 'ja', now)).toBe('日本標準時');
  });

  it('names a zone for all the year when no instant is given', () => {
    expect(timeZoneName('America/Chicago', 'en-US')).toBe('Central Time');
    expect(timeZoneName('America/Chicago', 'de')).toBe('Nordamerikanische Zentralzeit');
  });

  it('names a zone saved under an old name as it names the current one', () => {
    expect(timeZoneName('Asia/Calcutta', 'en-US')).toBe(timeZoneName('Asia/Kolkata', 'en-US'));
  });
});
