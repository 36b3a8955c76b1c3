import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import type { components } from '../../../generated/server/pcsx';

type ParsedResume = components['schemas']['ParsedResume'];
type ParsedSkillGroup = components['schemas']['ParsedSkillGroup'];
type ExperienceEntry = components['schemas']['ExperienceEntry'];
type EducationEntry = components['schemas']['EducationEntry'];
type DateRange = components['schemas']['DateRange'];
type PhoneValue = components['schemas']['PhoneValue'];

/** A known city: its name as written in text, and the profile's form of it. */
export interface KnownLocation {
  city: string;
  standardized: string;
}

/** The profile's limits, so whatever parsing finds can be applied as it is. */
const LIMITS = {
  name: 60,
  email: 254,
  title: 100,
  school: 120,
  description: 2000,
  skillGroups: 20,
  skillsPerGroup: 100,
  experience: 30,
  education: 20,
  groupLabel: 100,
} as const;
/** Longer lines are cut before matching, so no pattern runs over a whole paragraph. */
const MAX_LINE_LENGTH = 400;
/** The phone number is looked for near the top, where contact details are. */
const CONTACT_AREA_CHARACTERS = 2000;

type Section = 'header' | 'experience' | 'education' | 'skills' | 'other';

const HEADINGS: readonly (readonly [Exclude<Section, 'header'>, RegExp])[] = [
  [
    'experience',
    /^((work|professional|employment|relevant) )?(experience|history)$|^employment( history)?$|^work history$|^career history$/,
  ],
  ['education', /^(education|academic background|education (and|&) training|qualifications)$/],
  [
    'skills',
    /^((technical|key|core|professional) )?(skills|competencies|technologies)$|^skills (and|&) (tools|technologies)$|^tools$/,
  ],
  [
    'other',
    /^(summary|professional summary|profile|objective|about( me)?|projects|certifications|awards|languages|interests|links|references|publications|volunteer(ing)?( experience)?|contact)$/,
  ],
];

const headingOf = (line: string): Exclude<Section, 'header'> | null => {
  const key = line
    .toLowerCase()
    .replace(/[:\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (key === '' || key.length > 40) return null;
  return HEADINGS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
};

const clip = (text: string, length: number): string => text.trim().slice(0, length).trim();

const BULLET = /^\s*[•·▪‣◦●*–-]\s+/;

// ---------- dates ----------

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH_NAME =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = `(?:(?:0?[1-9]|1[0-2])/(?:19|20)\\d{2}|(?:${MONTH_NAME})\\.?\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const NOW_WORDS = 'present|current|now|today';
const DATE_RANGE = new RegExp(
  `(${DATE})\\s*(?:-|–|—|to|until)\\s*(${DATE}|${NOW_WORDS})(?![\\d/])`,
  'i',
);
const SINGLE_DATE = new RegExp(`(?<![\\d/])(${DATE})(?![\\d/])`, 'i');

/** "06/2021", "Jun 2021", "June 2021" or "2021" as MM/YYYY; a bare year is its first or last month. */
const monthYear = (raw: string, isEnd: boolean): string | null => {
  const text = raw.trim().toLowerCase();
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (numeric) return `${(numeric[1] ?? '').padStart(2, '0')}/${numeric[2] ?? ''}`;
  const named = /^([a-z]+)\.?\s+(\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.findIndex((prefix) => (named[1] ?? '').startsWith(prefix));
    return month < 0 ? null : `${String(month + 1).padStart(2, '0')}/${named[2] ?? ''}`;
  }
  if (/^\d{4}$/.test(text)) return `${isEnd ? '12' : '01'}/${text}`;
  return null;
};

interface FoundRange {
  range: DateRange;
  /** The line with the dates taken out. */
  rest: string;
}

const dateRangeIn = (line: string): FoundRange | null => {
  const match = DATE_RANGE.exec(line);
  if (!match) return null;
  const startDate = monthYear(match[1] ?? '', false);
  const endText = match[2] ?? '';
  const isCurrent = new RegExp(`^(${NOW_WORDS})$`, 'i').test(endText.trim());
  const endDate = isCurrent ? null : monthYear(endText, true);
  if (startDate === null || (!isCurrent && endDate === null)) return null;
  return {
    range: { startDate, endDate, isCurrent },
    rest: line.replace(match[0], ' '),
  };
};

/** A graduation date alone ("May 2019") stands for both ends of the range. */
const singleDateIn = (line: string): FoundRange | null => {
  const match = SINGLE_DATE.exec(line);
  const date = match ? monthYear(match[1] ?? '', true) : null;
  if (!match || date === null) return null;
  return {
    range: { startDate: date, endDate: date, isCurrent: false },
    rest: line.replace(match[0], ' '),
  };
};

/** Drops what is left around removed dates: brackets, trailing separators and spaces. */
const tidy = (text: string): string =>
  text
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|,;:–—-]+|[\s|,;:–—-]+$/g, '')
    .trim();

// ---------- name, email, phone, location ----------

const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$/u;
const NOT_NAMES = new Set(['resume', 'curriculum vitae', 'cv', 'résumé']);

const titleCase = (word: string): string =>
  word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word;

const nameIn = (headerLines: readonly string[]): { firstname: string; lastname: string } | null => {
  for (const line of headerLines.slice(0, 5)) {
    if (NOT_NAMES.has(line.toLowerCase())) continue;
    const words = line.split(/\s+/);
    if (words.length < 2 || words.length > 4 || !words.every((word) => NAME_WORD.test(word))) {
      continue;
    }
    const [first = '', ...rest] = words.map(titleCase);
    return { firstname: clip(first, LIMITS.name), lastname: clip(rest.join(' '), LIMITS.name) };
  }
  return null;
};

/**
 * Bounded parts, and a local part that starts where a run of its characters starts, so a long run
 * without an "@" is read once rather than once from every position in it.
 */
const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/;

/** The first email on the (already cut) lines. */
const emailIn = (lines: readonly string[]): string | null => {
  for (const line of lines) {
    const found = EMAIL.exec(line)?.[0].toLowerCase();
    if (found !== undefined) return found.length <= LIMITS.email ? found : null;
  }
  return null;
};

const phoneIn = (text: string): PhoneValue | null => {
  const [found] = findPhoneNumbersInText(text.slice(0, CONTACT_AREA_CHARACTERS), 'US');
  if (!found) return null;
  const { number } = found;
  const national = number.nationalNumber;
  return {
    callingCode: `+${number.countryCallingCode}`,
    number:
      number.countryCallingCode === '1' && national.length === 10
        ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
        : national.slice(0, 20),
    selectedCountryCode: number.country ?? 'US',
  };
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The known city named first in the text. */
export const locationIn = (text: string, locations: readonly KnownLocation[]): string | null => {
  let best: { at: number; standardized: string } | null = null;
  for (const location of locations) {
    const at = text.search(new RegExp(`\\b${escapeRegExp(location.city)}\\b`));
    if (at >= 0 && (best === null || at < best.at)) {
      best = { at, standardized: location.standardized };
    }
  }
  return best?.standardized ?? null;
};

// ---------- skills ----------

const SKILL_SEPARATORS = /[,;|•·()]+/;
const MAX_SKILL_WORDS = 4;

/** Looks skills up by their lowercased words; the longest match at each place wins. */
class SkillMatcher {
  private readonly byKey = new Map<string, string>();

  constructor(vocabulary: readonly string[]) {
    for (const name of vocabulary) this.byKey.set(name.toLowerCase(), name);
  }

  /** Skills named in a piece of text, in order; short names such as "Go" or "R" only as written. */
  find(text: string, isStrict: boolean): string[] {
    const found: string[] = [];
    for (const chunk of text.split(SKILL_SEPARATORS)) {
      const words = chunk
        .split(/\s+/)
        .map((word) => word.replace(/[.:!?]+$/, ''))
        .filter(Boolean);
      let index = 0;
      while (index < words.length) {
        let matched = 0;
        for (let size = Math.min(MAX_SKILL_WORDS, words.length - index); size > 0; size -= 1) {
          const phrase = words.slice(index, index + size).join(' ');
          const name = this.byKey.get(phrase.toLowerCase());
          if (name !== undefined && (!isStrict || name.length > 3 || name === phrase)) {
            found.push(name);
            matched = size;
            break;
          }
        }
        index += Math.max(1, matched);
      }
    }
    return found;
  }
}

/** A skills section's lines as groups ("Languages: TypeScript, Go" → Languages); unlabelled lines share one. */
const skillGroupsIn = (lines: readonly string[], matcher: SkillMatcher): ParsedSkillGroup[] => {
  const groups = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const line of lines) {
    const labelled = /^([^:]{1,60}):\s*(.+)$/.exec(line);
    const label = labelled ? clip(labelled[1] ?? '', LIMITS.groupLabel) : '';
    const skills = matcher
      .find(labelled ? (labelled[2] ?? '') : line.replace(BULLET, ''), false)
      .filter((skill) => !seen.has(skill));
    if (skills.length === 0) continue;
    for (const skill of skills) seen.add(skill);
    groups.set(label, [...(groups.get(label) ?? []), ...skills]);
  }
  return [...groups]
    .map(([label, skills]) => ({ label, skills: skills.slice(0, LIMITS.skillsPerGroup) }))
    .slice(0, LIMITS.skillGroups);
};

// ---------- experience ----------

const TITLE_COMPANY_SEPARATORS = [' at ', ' @ ', ' | ', ' — ', ' – ', ' - ', ', '];

const splitTitleCompany = (text: string): { title: string; company: string } | null => {
  for (const separator of TITLE_COMPANY_SEPARATORS) {
    const at = text.indexOf(separator);
    if (at > 0) {
      const title = tidy(text.slice(0, at));
      // "Contoso Health, Austin, TX": the company is the first part.
      const company = tidy(text.slice(at + separator.length).split(/ \| | — | – |, /)[0] ?? '');
      if (title !== '' && company !== '') return { title, company };
    }
  }
  return null;
};

/** A line that may name a job: short, not a bullet, not a sentence. */
const isHeaderLike = (line: string): boolean =>
  line.length <= 80 && !BULLET.test(line) && !/[.!?]$/.test(line) && dateRangeIn(line) === null;

const descriptionOf = (lines: readonly string[]): string | null => {
  const text = lines
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean)
    .join('\n');
  return text === '' ? null : clip(text, LIMITS.description);
};

const experienceIn = (lines: readonly string[]): ExperienceEntry[] => {
  interface Header {
    dateLine: number;
    firstLine: number;
    title: string;
    company: string;
    range: DateRange;
  }
  const headers: Header[] = [];
  lines.forEach((line, index) => {
    const found = dateRangeIn(line);
    if (!found) return;
    const rest = tidy(found.rest);
    const previousEnd = headers.at(-1)?.dateLine ?? -1;
    const before = (offset: number): string | null => {
      const at = index - offset;
      const candidate = at > previousEnd ? lines[at] : undefined;
      return candidate !== undefined && isHeaderLike(candidate) ? candidate : null;
    };
    const previous = before(1);
    let header: Omit<Header, 'dateLine' | 'range'> | null = null;
    if (rest !== '') {
      // "Frontend Engineer" above "Contoso Health | Austin, TX | 06/2021 – Present".
      const split = splitTitleCompany(rest);
      if (previous !== null && !/ at | @ /.test(rest)) {
        header = {
          firstLine: index - 1,
          title: tidy(previous),
          company: tidy(rest.split(/ \| | — | – |, /)[0] ?? ''),
        };
      } else if (split) header = { firstLine: index, ...split };
    } else if (previous !== null) {
      const split = splitTitleCompany(previous);
      const earlier = before(2);
      if (split) header = { firstLine: index - 1, ...split };
      else if (earlier !== null) {
        header = { firstLine: index - 2, title: tidy(earlier), company: tidy(previous) };
      }
    }
    if (header && header.title !== '' && header.company !== '') {
      headers.push({ ...header, dateLine: index, range: found.range });
    }
  });
  return headers.slice(0, LIMITS.experience).map((header, position) => ({
    title: clip(header.title, LIMITS.title),
    company: clip(header.company, LIMITS.title),
    dateRange: header.range,
    description: descriptionOf(
      lines.slice(header.dateLine + 1, headers[position + 1]?.firstLine ?? lines.length),
    ),
  }));
};

// ---------- education ----------

const SCHOOL =
  /\b(university|college|institute|school|academy|polytechnic|universidad|université)\b/i;
const DEGREE =
  /(?<![\p{L}.])(Ph\.?\s?D\.?|MBA|B\.?\s?Sc\.?|B\.?\s?S\.?|B\.?\s?A\.?|B\.?\s?Eng\.?|M\.?\s?Sc\.?|M\.?\s?S\.?|M\.?\s?A\.?|M\.?\s?Eng\.?|(?:Bachelor|Master|Associate|Doctor)(?:'s|’s)?(?: of (?:[A-Z][a-z]+)(?: [A-Z][a-z]+)?)?|(?:High School )?Diploma|Certificate)(?=[\s,|;:)]|$)/u;

const degreeIn = (text: string): { degree: string; field: string | null } | null => {
  const match = DEGREE.exec(text);
  if (!match) return null;
  const after = text.slice(match.index + match[0].length);
  const field = tidy(
    after.replace(/^\s*(in|of|,|-|–)\s+/i, '').split(/ \| | — | – |, |;/)[0] ?? '',
  );
  return {
    degree: clip(match[0], LIMITS.school),
    field: field === '' || SCHOOL.test(field) ? null : clip(field, LIMITS.school),
  };
};

const schoolIn = (text: string): string | null => {
  const parts = text.split(/ \| | — | – | - /);
  const part = parts.find((candidate) => SCHOOL.test(candidate));
  if (part === undefined) return null;
  // "B.S. in Computer Science, The University of Texas at Austin": the part naming the school.
  const named = DEGREE.test(part) ? part.split(', ').find((piece) => SCHOOL.test(piece)) : part;
  return named === undefined ? null : clip(tidy(named), LIMITS.school);
};

const educationIn = (lines: readonly string[]): EducationEntry[] => {
  interface Block {
    school: string | null;
    degree: { degree: string; field: string | null } | null;
    range: DateRange | null;
  }
  const blocks: Block[] = [];
  let current: Block = { school: null, degree: null, range: null };
  for (const line of lines) {
    const dated = dateRangeIn(line) ?? singleDateIn(line);
    const text = dated ? dated.rest : line;
    const school = schoolIn(text);
    const degree = degreeIn(text);
    if ((school !== null && current.school !== null) || (degree && current.degree)) {
      blocks.push(current);
      current = { school: null, degree: null, range: null };
    }
    current = {
      school: current.school ?? school,
      degree: current.degree ?? degree,
      range: current.range ?? dated?.range ?? null,
    };
  }
  blocks.push(current);
  return blocks
    .flatMap((block) =>
      block.school !== null && block.degree !== null && block.range !== null
        ? [
            {
              school: block.school,
              degree: block.degree.degree,
              field: block.degree.field,
              dateRange: block.range,
            },
          ]
        : [],
    )
    .slice(0, LIMITS.education);
};

// ---------- the whole resume ----------

/**
 * What a resume's text says about its author: name, contact details, a known city, skills of the
 * site's vocabulary, and experience and education entries under their headings. Nothing found
 * is null or empty; the result always fits the profile's limits.
 */
export const parseResumeText = (
  text: string,
  context: { locations: readonly KnownLocation[]; skills: readonly string[] },
): ParsedResume => {
  const sections: Record<Section, string[]> = {
    header: [],
    experience: [],
    education: [],
    skills: [],
    other: [],
  };
  let section: Section = 'header';
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim().slice(0, MAX_LINE_LENGTH))
    .filter(Boolean);
  // Every pattern reads the cut lines, never the raw text, so its cost is bounded per line.
  const cutText = lines.join('\n');
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) section = heading;
    else sections[section].push(line);
  }
  const matcher = new SkillMatcher(context.skills);
  const skillGroups =
    sections.skills.length > 0
      ? skillGroupsIn(sections.skills, matcher)
      : [{ label: '', skills: [...new Set(matcher.find(cutText, true))] }].filter(
          (group) => group.skills.length > 0,
        );
  const name = nameIn(sections.header);
  const headerText = sections.header.join('\n');
  return {
    hasText: lines.length > 0,
    firstname: name?.firstname ?? null,
    lastname: name?.lastname ?? null,
    email: emailIn(lines),
    phone: phoneIn(headerText === '' ? cutText : headerText),
    location: locationIn(headerText, context.locations) ?? locationIn(cutText, context.locations),
    skillGroups: skillGroups.map((group) => ({
      ...group,
      skills: group.skills.slice(0, LIMITS.skillsPerGroup),
    })),
    experience: experienceIn(sections.experience),
    education: educationIn(sections.education),
  };
};
