import { escapeHtml } from '../lib/html';
import type { Random } from './prng';
import type { RoleFamily } from './roles';

export interface DescriptionInput {
  title: string;
  role: RoleFamily;
  level: string;
  businessUnit: string;
  skills: readonly string[];
  workLocationOption: 'onsite' | 'hybrid' | 'remote';
  locationFlexibility: string | null;
  city: string;
}

const YEARS_BY_LEVEL: Readonly<Record<string, string>> = {
  Intern: 'Currently studying toward a degree in a related field',
  Associate: '1+ years of relevant experience, or an equivalent internship',
  'Mid-level': '3+ years of relevant experience',
  Senior: '5+ years of relevant experience',
  Staff: '8+ years of experience, including leading work across teams',
  Principal: '10+ years of experience shaping technical direction',
  Manager: '3+ years managing a team, after hands-on experience in the field',
  Director: '8+ years of leadership experience, including leading managers',
};

const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const INTROS = [
  (input: DescriptionInput) =>
    `As ${withArticle(input.title)} in our ${input.businessUnit} team, you will ${input.role.duties[0] ?? 'do great work'}.`,
  (input: DescriptionInput) =>
    `Northwind Labs moves goods for thousands of businesses. ${input.businessUnit} is looking for ${withArticle(input.title)} to ${input.role.duties[1] ?? 'help us grow'}.`,
  (input: DescriptionInput) =>
    `Join our ${input.role.department} organisation as ${withArticle(input.title)} and help us ${input.role.duties[2] ?? 'grow'}.`,
];

const ARRANGEMENTS: Readonly<
  Record<DescriptionInput['workLocationOption'], (input: DescriptionInput) => string>
> = {
  onsite: (input) => `This role is based on site in ${input.city}.`,
  hybrid: (input) =>
    `This is a hybrid role based in ${input.city}: ${(input.locationFlexibility ?? 'some days in the office').toLowerCase()}.`,
  remote: (input) =>
    `This role is remote: ${(input.locationFlexibility ?? 'work from anywhere').toLowerCase()}.`,
};

const BENEFITS = [
  'Medical, dental and vision cover from day one',
  'A yearly learning budget and time to use it',
  '16 weeks of paid parental leave',
  'Retirement plan with company match',
  'Flexible hours and paid volunteering days',
  'Home office stipend',
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** An HTML job description composed from templates: paragraphs and bullet lists. */
export const describePosition = (input: DescriptionInput, random: Random): string => {
  const intro = random.pick(INTROS)(input);
  const duties = random
    .sample(input.role.duties, random.int(3, input.role.duties.length))
    .map(capitalize);
  const [first, second, third, ...rest] = input.skills;
  const requirements = [
    YEARS_BY_LEVEL[input.level] ?? '3+ years of relevant experience',
    ...[first, second, third]
      .filter((skill): skill is string => skill !== undefined)
      .map((skill) => `Hands-on experience with ${skill}`),
    'Clear written and spoken communication in English',
  ];
  const niceToHave = rest.slice(0, 3).map((skill) => `Experience with ${skill}`);
  const benefits = random.sample(BENEFITS, 4);
  return [
    '<h2>About the role</h2>',
    `<p>${escapeHtml(intro)} ${escapeHtml(ARRANGEMENTS[input.workLocationOption](input))}</p>`,
    '<h3>What you will do</h3>',
    list(duties),
    '<h3>What you bring</h3>',
    list(requirements),
    ...(niceToHave.length > 0 ? ['<h3>Nice to have</h3>', list(niceToHave)] : []),
    '<h3>What we offer</h3>',
    list(benefits),
    `<p>Northwind Labs is an equal opportunity employer. We welcome applicants of every background.</p>`,
  ].join('');
};
