import { REFERENCE_DATE_MS } from '../site';
import { CITIES, COUNTRY_PAY, type City } from './cities';
import { describePosition } from './descriptions';
import { localPosting } from './local-postings';
import { Random } from './prng';
import {
  FIRST_NAMES,
  LAST_NAMES,
  ROLE_FAMILIES,
  ROLE_TYPES,
  SENIORITY_LEVELS,
  titleFor,
  type RoleFamily,
} from './roles';

export const FIRST_POSITION_ID = 1000;
const DAY_SECONDS = 86_400;
const REFERENCE_TS = Math.floor(REFERENCE_DATE_MS / 1000);
const POSITION_SEED = 20_261_101;

type WorkLocationOption = 'onsite' | 'hybrid' | 'remote';

/** Everything about one position; `locationId`s are 1-based indexes into CITIES. */
export interface GeneratedPosition {
  id: number;
  name: string;
  role: RoleFamily;
  level: string;
  businessUnit: string;
  employmentType: string;
  workLocationOption: WorkLocationOption;
  locationFlexibility: string | null;
  locationId: number;
  secondaryLocationId: number | null;
  postedTs: number;
  creationTs: number;
  archivedAt: number | null;
  skills: string[];
  descriptionHtml: string;
  /** BCP 47 language of the name and description. */
  language: string;
  salary: { min: number; max: number; currency: string; period: 'hour' | 'year' } | null;
  validThrough: string | null;
  hiringManager: { name: string; title: string } | null;
  applicantCount: number;
  overrides: Record<string, string | boolean>;
}

export const cityLocationId = (name: string): number => {
  const index = CITIES.findIndex((place) => place.city === name);
  if (index < 0) throw new Error(`Unknown seed city ${name}`);
  return index + 1;
};

const cityOf = (locationId: number): City => {
  const place = CITIES[locationId - 1];
  if (!place) throw new Error(`Unknown location id ${locationId}`);
  return place;
};

const roleNamed = (name: string): RoleFamily => {
  const role = ROLE_FAMILIES.find((candidate) => candidate.family === name);
  if (!role) throw new Error(`Unknown role family ${name}`);
  return role;
};

const remoteFlexibility = (place: City) =>
  `Remote within ${place.countryCode === 'US' ? 'the United States' : place.countryName}`;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface PositionSpec {
  id: number;
  role: RoleFamily;
  level: string;
  specialization: string | null;
  businessUnit: string;
  employmentType: string;
  workLocationOption: WorkLocationOption;
  locationFlexibility: string | null;
  locationId: number;
  secondaryLocationId: number | null;
  postedDaysAgo: number;
  archivedDaysAgo: number | null;
  skills: string[];
}

const buildPosition = (spec: PositionSpec, random: Random): GeneratedPosition => {
  const place = cityOf(spec.locationId);
  const name = titleFor(spec.role, spec.level, spec.specialization);
  const postedTs = REFERENCE_TS - Math.round(spec.postedDaysAgo * DAY_SECONDS);
  const creationTs = postedTs - random.int(0, 5) * DAY_SECONDS - random.int(0, 86_399);
  const levelInfo = SENIORITY_LEVELS.find((level) => level.level === spec.level);
  const pay = COUNTRY_PAY[place.countryCode] ?? { currency: 'USD', perUsd: 1 };
  const yearly = spec.role.basePay * (levelInfo?.payFactor ?? 1) * pay.perUsd;
  const hourly = spec.employmentType !== 'Full-time' && spec.employmentType !== 'Contract';
  const salary = random.chance(0.9)
    ? hourly
      ? {
          min: roundTo(yearly / 2080, 0.5),
          max: roundTo((yearly * 1.2) / 2080, 0.5),
          currency: pay.currency,
          period: 'hour' as const,
        }
      : {
          min: roundTo(yearly * 0.88, 1000),
          max: roundTo(yearly * 1.18, 1000),
          currency: pay.currency,
          period: 'year' as const,
        }
    : null;
  const managerName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  return {
    id: spec.id,
    name,
    role: spec.role,
    level: spec.level,
    businessUnit: spec.businessUnit,
    employmentType: spec.employmentType,
    workLocationOption: spec.workLocationOption,
    locationFlexibility: spec.locationFlexibility,
    locationId: spec.locationId,
    secondaryLocationId: spec.secondaryLocationId,
    postedTs,
    creationTs,
    archivedAt:
      spec.archivedDaysAgo === null ? null : REFERENCE_TS - spec.archivedDaysAgo * DAY_SECONDS,
    skills: spec.skills,
    descriptionHtml: describePosition(
      {
        title: name,
        role: spec.role,
        level: spec.level,
        businessUnit: spec.businessUnit,
        skills: spec.skills,
        workLocationOption: spec.workLocationOption,
        locationFlexibility: spec.locationFlexibility,
        city: place.city,
      },
      random,
    ),
    language: 'en',
    salary,
    validThrough: new Date((postedTs + 60 * DAY_SECONDS) * 1000).toISOString(),
    hiringManager: random.chance(0.8)
      ? { name: managerName, title: `${spec.role.managerTitle}, ${spec.businessUnit}` }
      : null,
    applicantCount: random.int(4, 420),
    overrides:
      spec.level === 'Intern'
        ? { applyButtonLabel: 'Apply for this internship' }
        : spec.level === 'Director'
          ? { applyButtonLabel: 'Express interest', hideSimilarJobs: true }
          : {},
  };
};

/**
 * Skills for a role: most from the family, one to three more from families of the same career
 * discipline, so every skill fits the role (no Kubernetes in procurement).
 */
const pickSkills = (role: RoleFamily, random: Random): string[] => {
  const own = random.sample(role.skills, random.int(4, Math.min(7, role.skills.length)));
  const related = [
    ...new Set(
      ROLE_FAMILIES.filter((other) => other.careerDiscipline === role.careerDiscipline).flatMap(
        (other) => other.skills,
      ),
    ),
  ].filter((skill) => !own.includes(skill));
  return [...own, ...random.sample(related, Math.min(related.length, random.int(1, 3)))];
};

/**
 * Hand-written positions with stable ids that the demo candidate's data refers to (offers,
 * applications, drafts, the job cart). Two of them are closed.
 */
const showcaseSpecs = (random: Random): PositionSpec[] => {
  const spec = (
    id: number,
    roleName: string,
    level: string,
    specialization: string | null,
    businessUnit: string,
    city: string,
    workLocationOption: WorkLocationOption,
    postedDaysAgo: number,
    skills: string[],
    extra: Partial<PositionSpec> = {},
  ): PositionSpec => {
    const locationId = cityLocationId(city);
    return {
      id,
      role: roleNamed(roleName),
      level,
      specialization,
      businessUnit,
      employmentType: 'Full-time',
      workLocationOption,
      locationFlexibility:
        workLocationOption === 'hybrid'
          ? `${random.int(2, 3)} days a week in office`
          : workLocationOption === 'remote'
            ? remoteFlexibility(cityOf(locationId))
            : null,
      locationId,
      secondaryLocationId: null,
      postedDaysAgo,
      archivedDaysAgo: null,
      skills,
      ...extra,
    };
  };
  return [
    spec(1000, 'Frontend Engineer', 'Senior', null, 'Platform', 'Austin', 'hybrid', 12, [
      'React',
      'TypeScript',
      'Accessibility',
      'GraphQL',
      'CSS',
      'Jest',
    ]),
    spec(
      1001,
      'Data Scientist',
      'Mid-level',
      'Forecasting',
      'Supply Chain Intelligence',
      'Seattle',
      'remote',
      20,
      ['Python', 'SQL', 'Forecasting', 'Statistics', 'Machine Learning', 'Pandas'],
    ),
    spec(1002, 'Product Designer', 'Mid-level', null, 'Design Systems', 'London', 'hybrid', 30, [
      'Figma',
      'Prototyping',
      'User Research',
      'Design Systems',
      'Accessibility',
    ]),
    spec(
      1003,
      'Site Reliability Engineer',
      'Senior',
      null,
      'Cloud Infrastructure',
      'Austin',
      'hybrid',
      6,
      ['Kubernetes', 'Terraform', 'AWS', 'Go', 'Observability', 'Linux'],
      { secondaryLocationId: cityLocationId('Toronto') },
    ),
    spec(1004, 'Technical Program Manager', 'Senior', null, 'Platform', 'Seattle', 'hybrid', 60, [
      'Program Management',
      'Agile',
      'Risk Management',
      'Stakeholder Management',
      'Jira',
    ]),
    spec(1005, 'Backend Engineer', 'Mid-level', 'Payments', 'Commerce', 'Austin', 'onsite', 45, [
      'Java',
      'PostgreSQL',
      'Kafka',
      'REST APIs',
      'Microservices',
    ]),
    spec(1006, 'Data Engineer', 'Senior', null, 'Data Platform', 'Austin', 'remote', 3, [
      'Python',
      'SQL',
      'Spark',
      'Airflow',
      'dbt',
      'Snowflake',
    ]),
    spec(
      1007,
      'Frontend Engineer',
      'Staff',
      'Design Systems',
      'Design Systems',
      'Austin',
      'hybrid',
      9,
      ['React', 'TypeScript', 'Accessibility', 'Storybook', 'CSS', 'Design Systems'],
    ),
    spec(
      1008,
      'QA Automation Engineer',
      'Mid-level',
      null,
      'Commerce',
      'Austin',
      'onsite',
      100,
      ['Playwright', 'Test Automation', 'Java', 'API Testing', 'CI/CD'],
      { archivedDaysAgo: 40 },
    ),
    spec(
      1009,
      'Mobile Engineer',
      'Senior',
      'iOS',
      'Mobile',
      'San Francisco',
      'hybrid',
      90,
      ['Swift', 'iOS', 'Accessibility', 'Mobile CI', 'Kotlin'],
      { archivedDaysAgo: 10 },
    ),
    spec(
      1010,
      'Customer Success Manager',
      'Mid-level',
      'Enterprise',
      'Customer Experience',
      'Toronto',
      'hybrid',
      15,
      ['Customer Onboarding', 'Account Management', 'Salesforce', 'Renewals', 'Communication'],
    ),
    spec(
      1011,
      'Machine Learning Engineer',
      'Senior',
      'Ranking',
      'Decision Science',
      'Bengaluru',
      'hybrid',
      8,
      ['Python', 'PyTorch', 'MLOps', 'Feature Engineering', 'Spark'],
    ),
    spec(1012, 'Frontend Engineer', 'Manager', 'Platform', 'Platform', 'Austin', 'hybrid', 18, [
      'React',
      'TypeScript',
      'Leadership',
      'Mentoring',
      'Agile',
    ]),
    spec(1013, 'Product Manager', 'Senior', 'Growth', 'Growth', 'New York', 'hybrid', 25, [
      'Product Strategy',
      'Roadmapping',
      'User Research',
      'SQL',
      'Data Analysis',
    ]),
    spec(
      1014,
      'Full Stack Engineer',
      'Mid-level',
      'Internal Tools',
      'Developer Experience',
      'Austin',
      'remote',
      2,
      ['Node.js', 'React', 'TypeScript', 'PostgreSQL', 'GraphQL'],
    ),
    spec(
      1015,
      'Warehouse Operations Manager',
      'Manager',
      'Fulfillment',
      'Warehouse Operations',
      'Dallas',
      'onsite',
      11,
      ['Lean Manufacturing', 'Inventory Management', 'WMS', 'Team Leadership', 'Safety Compliance'],
    ),
  ];
};

const EMPLOYMENT_TYPES = [
  ['Full-time', 82],
  ['Contract', 9],
  ['Part-time', 6],
  ['Temporary', 3],
] as const;

const generatedSpec = (id: number, random: Random): PositionSpec => {
  const role = random.weighted(ROLE_FAMILIES.map((family) => [family, family.weight] as const));
  const level = random.weighted(
    SENIORITY_LEVELS.map((entry) => [entry.level, entry.weight] as const),
  );
  const isOperations = role.department === 'Operations';
  const workLocationOption = random.weighted<WorkLocationOption>(
    isOperations
      ? [
          ['onsite', 85],
          ['hybrid', 12],
          ['remote', 3],
        ]
      : [
          ['onsite', 40],
          ['hybrid', 38],
          ['remote', 22],
        ],
  );
  const locationId =
    CITIES.indexOf(random.weighted(CITIES.map((place) => [place, place.weight] as const))) + 1;
  const place = cityOf(locationId);
  const secondaryLocationId =
    workLocationOption !== 'remote' && random.chance(0.06)
      ? CITIES.indexOf(random.pick(CITIES.filter((other) => other !== place))) + 1
      : null;
  // Recent postings are more common than old ones.
  const postedDaysAgo = Math.pow(random.float(), 1.4) * 120;
  const archived = random.chance(0.02);
  return {
    id,
    role,
    level,
    specialization: random.chance(0.45) ? random.pick(role.specializations) : null,
    businessUnit: random.pick(role.businessUnits),
    employmentType: level === 'Intern' ? 'Internship' : random.weighted(EMPLOYMENT_TYPES),
    workLocationOption,
    locationFlexibility:
      workLocationOption === 'hybrid'
        ? `${random.int(2, 4)} days a week in office`
        : workLocationOption === 'remote'
          ? remoteFlexibility(place)
          : null,
    locationId,
    secondaryLocationId,
    postedDaysAgo,
    archivedDaysAgo: archived ? Math.floor(random.float() * postedDaysAgo) : null,
    skills: pickSkills(role, random),
  };
};

/** The position as posted in its country's language, when it is one of those posted locally. */
const inLocalLanguage = (position: GeneratedPosition, spec: PositionSpec): GeneratedPosition => {
  const place = cityOf(spec.locationId);
  const local = localPosting({
    id: spec.id,
    countryCode: place.countryCode,
    family: spec.role.family,
    level: spec.level,
    specialization: spec.specialization,
    businessUnit: spec.businessUnit,
    skills: spec.skills,
    workLocationOption: spec.workLocationOption,
    city: place.city,
  });
  return local ? { ...position, ...local } : position;
};

/**
 * `count` positions (at least the showcase ones): the same seed gives the same positions, and a
 * larger count only appends positions.
 */
export const generatePositions = (count: number): GeneratedPosition[] => {
  const random = new Random(POSITION_SEED);
  const specs = showcaseSpecs(random);
  const positions = specs.map((spec) => buildPosition(spec, random));
  for (let id = FIRST_POSITION_ID + positions.length; positions.length < count; id += 1) {
    const spec = generatedSpec(id, random);
    // The English posting is composed either way, so later positions draw the same numbers.
    positions.push(inLocalLanguage(buildPosition(spec, random), spec));
  }
  return positions;
};

export const ROLE_TYPE_FOR_LEVEL = (level: string): string =>
  SENIORITY_LEVELS.find((entry) => entry.level === level)?.isManager === true
    ? ROLE_TYPES.manager
    : ROLE_TYPES.individual;
