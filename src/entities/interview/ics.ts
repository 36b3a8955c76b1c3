/** One appointment for a calendar file. */
export interface CalendarEntry {
  /** Globally unique and stable, so importing the file again updates the same entry. */
  uid: string;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

const CRLF = '\r\n';
/** Content lines are folded at 75 octets, continuation lines starting with one space. */
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = '-//Careers portal//Interviews and events//EN';

/** `20260324T150000Z`: a UTC date-time as RFC 5545 writes it. */
export const toIcsDateTime = (value: string | Date): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(String(value));
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
};

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become `\n`. */
export const escapeIcsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** Folds one content line into lines of at most 75 octets, never splitting a character. */
export const foldIcsLine = (line: string): string => {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const size = octets(character);
    if (currentOctets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
};

/** A URI value has no escaping; control characters, which a line cannot hold, are dropped. */
const uriValue = (value: string) => value.replace(/\p{Cc}/gu, '');

/** One content line, `NAME:value`. */
const contentLine = (name: string, value: string) => `${name}:${value}`;

/**
 * A calendar file (RFC 5545, iCalendar) with one VEVENT per entry, times in UTC, lines folded and
 * ended with CRLF. `stampedAt` is when the file was made (DTSTAMP).
 */
export const buildIcs = (
  entries: readonly CalendarEntry[],
  stampedAt: Date = new Date(),
): string => {
  const lines = [
    contentLine('BEGIN', 'VCALENDAR'),
    contentLine('VERSION', '2.0'),
    contentLine('PRODID', PRODUCT_ID),
    contentLine('CALSCALE', 'GREGORIAN'),
    contentLine('METHOD', 'PUBLISH'),
  ];
  for (const entry of entries) {
    lines.push(
      contentLine('BEGIN', 'VEVENT'),
      contentLine('UID', escapeIcsText(entry.uid)),
      contentLine('DTSTAMP', toIcsDateTime(stampedAt)),
      contentLine('DTSTART', toIcsDateTime(entry.startsAt)),
      contentLine('DTEND', toIcsDateTime(entry.endsAt)),
      contentLine('SUMMARY', escapeIcsText(entry.summary)),
    );
    if (entry.location) lines.push(contentLine('LOCATION', escapeIcsText(entry.location)));
    if (entry.url) lines.push(contentLine('URL', uriValue(entry.url)));
    if (entry.description) lines.push(contentLine('DESCRIPTION', escapeIcsText(entry.description)));
    lines.push(contentLine('END', 'VEVENT'));
  }
  lines.push(contentLine('END', 'VCALENDAR'));
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
};
