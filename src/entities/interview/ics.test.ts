import { buildIcs, escapeIcsText, foldIcsLine, toIcsDateTime } from './ics';

interface Property {
  name: string;
  params: string;
  value: string;
}

/** A reader written from RFC 5545 alone: unfold, split properties, unescape TEXT values. */
const parseIcs = (text: string) => {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.split('\r\n');
  expect(lines.pop()).toBe('');
  const components: Property[][] = [];
  let current: Property[] | null = null;
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const head = line.slice(0, colon);
    const [name = '', ...params] = head.split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') current = [];
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT' && current) components.push(current);
      if (value === 'VEVENT') current = null;
    } else if (current) {
      current.push({ name, params: params.join(';'), value });
    }
  }
  expect(stack).toEqual([]);
  return components;
};

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );

const property = (event: Property[], name: string) => event.find((item) => item.name === name);

const STAMP = new Date('2026-03-20T08:00:00Z');

describe('buildIcs', () => {
  const entry = {
    uid: 'interview-8801@northwindlabs.com',
    startsAt: '2026-03-24T15:00:00Z',
    endsAt: '2026-03-24T16:00:00Z',
    summary: 'Technical interview — Site Reliability Engineer, Platform; Austin',
    description:
      'Interviewers: Priya Raman, Marcus Chen\nJoin: https://meet.northwindlabs.com/j/8801-sre\nBring C:\\notes',
    location: 'Friedrichstraße 68, 10117 Berlin, Germany',
    url: 'https://meet.northwindlabs.com/j/8801-sre?pwd=a,b;c',
  };

  it('writes a VCALENDAR with one VEVENT that reads back to the same values', () => {
    const text = buildIcs([entry], STAMP);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = parseIcs(text);
    expect(events).toHaveLength(1);
    const [event = []] = events;
    expect(property(event, 'UID')?.value).toBe('interview-8801@northwindlabs.com');
    expect(property(event, 'DTSTAMP')?.value).toBe('20260320T080000Z');
    expect(property(event, 'DTSTART')?.value).toBe('20260324T150000Z');
    expect(property(event, 'DTEND')?.value).toBe('20260324T160000Z');
    expect(unescapeText(property(event, 'SUMMARY')?.value ?? '')).toBe(entry.summary);
    expect(unescapeText(property(event, 'DESCRIPTION')?.value ?? '')).toBe(entry.description);
    expect(unescapeText(property(event, 'LOCATION')?.value ?? '')).toBe(entry.location);
    expect(property(event, 'URL')?.value).toBe(entry.url);
  });

  it('uses CRLF only and folds every line to at most 75 octets without splitting a character', () => {
    const text = buildIcs([{ ...entry, description: 'Größe → '.repeat(40) }], STAMP);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const [event = []] = parseIcs(text);
    expect(unescapeText(property(event, 'DESCRIPTION')?.value ?? '')).toBe('Größe → '.repeat(40));
  });

  it('leaves out LOCATION, URL and DESCRIPTION when there are none, and writes several events', () => {
    const text = buildIcs(
      [
        { ...entry, location: null, url: null, description: null },
        { ...entry, uid: 'event-305@northwindlabs.com' },
      ],
      STAMP,
    );
    const events = parseIcs(text);
    expect(events).toHaveLength(2);
    expect(events[0]?.map((item) => item.name)).toEqual([
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
    ]);
    expect(property(events[1] ?? [], 'UID')?.value).toBe('event-305@northwindlabs.com');
  });
});

describe('iCalendar pieces', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('writes UTC date-times and rejects what is not a date', () => {
    expect(toIcsDateTime('2026-11-26T09:30:00-06:00')).toBe('20261126T153000Z');
    expect(() => toIcsDateTime('soon')).toThrow(RangeError);
  });

  it('folds long lines with a leading space on each continuation', () => {
    const folded = foldIcsLine(`SUMMARY:${'x'.repeat(160)}`);
    const lines = folded.split('\r\n');
    expect(lines.map((line) => line.length)).toEqual([75, 75, 20]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });
});
