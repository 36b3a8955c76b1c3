import { escapeHtml } from '../lib/html';
import { Random } from './prng';

/**
 * Jobs posted in the country's language, as multinational employers post some of theirs: the
 * title and description are local, the role family, profession, discipline and department stay
 * in the employer's English taxonomy.
 */

/** The language (BCP 47) of local postings in each country that has them. */
const LANGUAGE_BY_COUNTRY: Readonly<Record<string, string>> = {
  DE: 'de',
  FR: 'fr',
  ES: 'es',
  MX: 'es-MX',
  BR: 'pt-BR',
  JP: 'ja',
  PL: 'pl',
  NL: 'nl',
  SE: 'sv',
};

/** Of the positions of a role with a local title, in a seniority written locally. */
const LOCAL_SHARE = 0.6;
/** Drawn apart from the positions' own numbers, so the English positions stay as they were. */
const LANGUAGE_SEED = 20_261_129;
const LOCAL_LEVELS = new Set(['Associate', 'Mid-level', 'Senior']);

type Family =
  | 'Frontend Engineer'
  | 'Backend Engineer'
  | 'Full Stack Engineer'
  | 'Mobile Engineer'
  | 'DevOps Engineer'
  | 'Data Engineer'
  | 'Data Scientist'
  | 'Data Analyst'
  | 'Product Manager'
  | 'Product Designer'
  | 'Accountant'
  | 'Logistics Coordinator';

interface LanguageTexts {
  titles: Readonly<Record<Family, string>>;
  /** A senior title from the title. */
  senior: (title: string) => string;
  /** A junior title from the title. */
  associate: (title: string) => string;
  aboutHeading: string;
  intro: (title: string, team: string) => string;
  onsite: (city: string) => string;
  hybrid: (city: string) => string;
  remote: string;
  dutiesHeading: string;
  duties: readonly string[];
  profileHeading: string;
  years: (years: number) => string;
  experienceWith: (skill: string) => string;
  languages: string;
  offerHeading: string;
  benefits: readonly string[];
  equalOpportunity: string;
}

const TEXTS: Readonly<Record<string, LanguageTexts>> = {
  de: {
    titles: {
      'Frontend Engineer': 'Softwareentwickler (m/w/d) Frontend',
      'Backend Engineer': 'Softwareentwickler (m/w/d) Backend',
      'Full Stack Engineer': 'Full-Stack-Entwickler (m/w/d)',
      'Mobile Engineer': 'App-Entwickler (m/w/d) iOS und Android',
      'DevOps Engineer': 'DevOps-Ingenieur (m/w/d)',
      'Data Engineer': 'Dateningenieur (m/w/d)',
      'Data Scientist': 'Datenwissenschaftler (m/w/d)',
      'Data Analyst': 'Datenanalyst (m/w/d)',
      'Product Manager': 'Produktmanager (m/w/d)',
      'Product Designer': 'Produktdesigner (m/w/d)',
      Accountant: 'Buchhalter (m/w/d)',
      'Logistics Coordinator': 'Logistikkoordinator (m/w/d)',
    },
    senior: (title) => `Senior ${title}`,
    associate: (title) => `Junior ${title}`,
    aboutHeading: 'Über die Rolle',
    intro: (title, team) =>
      `Als ${title} im Team ${team} gestaltest du mit uns die Logistik von Tausenden Unternehmen.`,
    onsite: (city) => `Die Stelle ist vor Ort in ${city}.`,
    hybrid: (city) => `Die Stelle ist hybrid mit Büro in ${city}.`,
    remote: 'Die Stelle ist remote.',
    dutiesHeading: 'Deine Aufgaben',
    duties: [
      'Du arbeitest eng mit Entwicklern, Designern und Produktmanagern zusammen',
      'Du verantwortest deine Arbeit von der Idee bis zum Betrieb',
      'Du nutzt Daten, um unsere Prozesse zu verbessern',
    ],
    profileHeading: 'Dein Profil',
    years: (years) => `Mindestens ${years} Jahre Berufserfahrung`,
    experienceWith: (skill) => `Praktische Erfahrung mit ${skill}`,
    languages: 'Sehr gute Deutsch- und Englischkenntnisse',
    offerHeading: 'Wir bieten',
    benefits: [
      'Betriebliche Altersvorsorge',
      'Jährliches Weiterbildungsbudget',
      '30 Tage Urlaub',
      'Flexible Arbeitszeiten',
      'Zuschuss zum Deutschlandticket',
    ],
    equalOpportunity:
      'Northwind Labs fördert Chancengleichheit. Wir freuen uns über Bewerbungen aller Menschen.',
  },
  fr: {
    titles: {
      'Frontend Engineer': 'Ingénieur logiciel frontend (H/F)',
      'Backend Engineer': 'Ingénieur logiciel backend (H/F)',
      'Full Stack Engineer': 'Développeur full stack (H/F)',
      'Mobile Engineer': 'Développeur mobile iOS et Android (H/F)',
      'DevOps Engineer': 'Ingénieur DevOps (H/F)',
      'Data Engineer': 'Ingénieur de données (H/F)',
      'Data Scientist': 'Scientifique des données (H/F)',
      'Data Analyst': 'Analyste de données (H/F)',
      'Product Manager': 'Chef de produit (H/F)',
      'Product Designer': 'Designer produit (H/F)',
      Accountant: 'Comptable (H/F)',
      'Logistics Coordinator': 'Coordinateur logistique (H/F)',
    },
    senior: (title) => title.replace(' (H/F)', ' senior (H/F)'),
    associate: (title) => title.replace(' (H/F)', ' junior (H/F)'),
    aboutHeading: 'Le poste',
    intro: (title, team) =>
      `En tant que ${title} dans l’équipe ${team}, vous simplifiez la logistique de milliers d’entreprises.`,
    onsite: (city) => `Le poste est basé à ${city}, sur site.`,
    hybrid: (city) => `Le poste est hybride, basé à ${city}.`,
    remote: 'Le poste est en télétravail.',
    dutiesHeading: 'Vos missions',
    duties: [
      'Travailler avec les développeurs, les designers et les chefs de produit',
      'Porter vos projets de l’idée à la mise en production',
      'Utiliser les données pour améliorer nos processus',
    ],
    profileHeading: 'Votre profil',
    years: (years) => `Au moins ${years} ans d’expérience professionnelle`,
    experienceWith: (skill) => `Expérience pratique de ${skill}`,
    languages: 'Français et anglais courants',
    offerHeading: 'Ce que nous offrons',
    benefits: [
      'Mutuelle prise en charge à 100 %',
      'Budget annuel de formation',
      'Tickets restaurant',
      'Horaires flexibles',
      'Prime de participation',
    ],
    equalOpportunity:
      'Northwind Labs s’engage pour l’égalité des chances. Nous accueillons toutes les candidatures.',
  },
  es: {
    titles: {
      'Frontend Engineer': 'Desarrollador/a Frontend',
      'Backend Engineer': 'Desarrollador/a Backend',
      'Full Stack Engineer': 'Desarrollador/a Full Stack',
      'Mobile Engineer': 'Desarrollador/a de aplicaciones móviles',
      'DevOps Engineer': 'Ingeniero/a DevOps',
      'Data Engineer': 'Ingeniero/a de Datos',
      'Data Scientist': 'Científico/a de Datos',
      'Data Analyst': 'Analista de Datos',
      'Product Manager': 'Gerente de Producto',
      'Product Designer': 'Diseñador/a de Producto',
      Accountant: 'Contable',
      'Logistics Coordinator': 'Coordinador/a de Logística',
    },
    senior: (title) => `${title} Senior`,
    associate: (title) => `${title} Junior`,
    aboutHeading: 'Sobre el puesto',
    intro: (title, team) =>
      `Como ${title} en el equipo de ${team}, ayudarás a miles de empresas a mover sus productos.`,
    onsite: (city) => `El puesto es presencial en ${city}.`,
    hybrid: (city) => `El puesto es híbrido, con oficina en ${city}.`,
    remote: 'El puesto es en remoto.',
    dutiesHeading: 'Qué harás',
    duties: [
      'Trabajar con desarrolladores, diseñadores y gerentes de producto',
      'Llevar tu trabajo de la idea a producción',
      'Usar datos para mejorar nuestros procesos',
    ],
    profileHeading: 'Qué buscamos',
    years: (years) => `Al menos ${years} años de experiencia profesional`,
    experienceWith: (skill) => `Experiencia práctica con ${skill}`,
    languages: 'Español e inglés fluidos',
    offerHeading: 'Qué ofrecemos',
    benefits: [
      'Seguro médico privado',
      'Presupuesto anual de formación',
      'Horario flexible',
      'Retribución flexible',
      'Días de voluntariado pagados',
    ],
    equalOpportunity:
      'Northwind Labs promueve la igualdad de oportunidades. Damos la bienvenida a todas las candidaturas.',
  },
  'pt-BR': {
    titles: {
      'Frontend Engineer': 'Desenvolvedor(a) Front-end',
      'Backend Engineer': 'Desenvolvedor(a) Back-end',
      'Full Stack Engineer': 'Desenvolvedor(a) Full Stack',
      'Mobile Engineer': 'Desenvolvedor(a) Mobile',
      'DevOps Engineer': 'Engenheiro(a) DevOps',
      'Data Engineer': 'Engenheiro(a) de Dados',
      'Data Scientist': 'Cientista de Dados',
      'Data Analyst': 'Analista de Dados',
      'Product Manager': 'Gerente de Produto',
      'Product Designer': 'Designer de Produto',
      Accountant: 'Contador(a)',
      'Logistics Coordinator': 'Coordenador(a) de Logística',
    },
    senior: (title) => `${title} Sênior`,
    associate: (title) => `${title} Júnior`,
    aboutHeading: 'Sobre a vaga',
    intro: (title, team) =>
      `Como ${title} no time de ${team}, você vai ajudar milhares de empresas a movimentar seus produtos.`,
    onsite: (city) => `A vaga é presencial em ${city}.`,
    hybrid: (city) => `A vaga é híbrida, com escritório em ${city}.`,
    remote: 'A vaga é remota.',
    dutiesHeading: 'O que você vai fazer',
    duties: [
      'Trabalhar com desenvolvedores, designers e gerentes de produto',
      'Levar seu trabalho da ideia à produção',
      'Usar dados para melhorar nossos processos',
    ],
    profileHeading: 'O que buscamos',
    years: (years) => `Pelo menos ${years} anos de experiência profissional`,
    experienceWith: (skill) => `Experiência prática com ${skill}`,
    languages: 'Português fluente e inglês avançado',
    offerHeading: 'O que oferecemos',
    benefits: [
      'Plano de saúde e odontológico',
      'Vale-refeição',
      'Auxílio home office',
      'Orçamento anual para cursos',
      'Participação nos lucros',
    ],
    equalOpportunity:
      'A Northwind Labs promove a igualdade de oportunidades. Todas as candidaturas são bem-vindas.',
  },
  ja: {
    titles: {
      'Frontend Engineer': 'フロントエンドエンジニア',
      'Backend Engineer': 'バックエンドエンジニア',
      'Full Stack Engineer': 'フルスタックエンジニア',
      'Mobile Engineer': 'モバイルアプリエンジニア',
      'DevOps Engineer': 'DevOpsエンジニア',
      'Data Engineer': 'データエンジニア',
      'Data Scientist': 'データサイエンティスト',
      'Data Analyst': 'データアナリスト',
      'Product Manager': 'プロダクトマネージャー',
      'Product Designer': 'プロダクトデザイナー',
      Accountant: '経理担当',
      'Logistics Coordinator': '物流コーディネーター',
    },
    senior: (title) => `シニア${title}`,
    associate: (title) => `ジュニア${title}`,
    aboutHeading: '募集内容',
    intro: (title, team) =>
      `${team}チームの${title}として、数千社の物流を支えるサービスを開発していただきます。`,
    onsite: (city) => `勤務地は${city}です（出社）。`,
    hybrid: (city) => `${city}オフィスとリモートを組み合わせたハイブリッド勤務です。`,
    remote: 'フルリモート勤務です。',
    dutiesHeading: '業務内容',
    duties: [
      'エンジニア、デザイナー、プロダクトマネージャーと協力して開発する',
      '企画から運用まで一貫して担当する',
      'データを活用して業務プロセスを改善する',
    ],
    profileHeading: '応募資格',
    years: (years) => `${years}年以上の実務経験`,
    experienceWith: (skill) => `${skill}の実務経験`,
    languages: 'ビジネスレベルの日本語と英語',
    offerHeading: '待遇・福利厚生',
    benefits: [
      '社会保険完備',
      '年間学習予算',
      'フレックスタイム制',
      '交通費全額支給',
      '在宅勤務手当',
    ],
    equalOpportunity:
      'Northwind Labsは機会均等を推進しています。あらゆる背景を持つ方のご応募をお待ちしています。',
  },
  pl: {
    titles: {
      'Frontend Engineer': 'Programista Frontend',
      'Backend Engineer': 'Programista Backend',
      'Full Stack Engineer': 'Programista Full Stack',
      'Mobile Engineer': 'Programista aplikacji mobilnych',
      'DevOps Engineer': 'Inżynier DevOps',
      'Data Engineer': 'Inżynier danych',
      'Data Scientist': 'Specjalista ds. analizy danych',
      'Data Analyst': 'Analityk danych',
      'Product Manager': 'Menedżer produktu',
      'Product Designer': 'Projektant produktu',
      Accountant: 'Księgowy',
      'Logistics Coordinator': 'Koordynator ds. logistyki',
    },
    senior: (title) => `Starszy ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    associate: (title) => `Młodszy ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    aboutHeading: 'O stanowisku',
    intro: (title, team) =>
      `Jako ${title} w zespole ${team} pomożesz tysiącom firm w logistyce ich towarów.`,
    onsite: (city) => `Praca stacjonarna w ${city}.`,
    hybrid: (city) => `Praca hybrydowa, biuro w ${city}.`,
    remote: 'Praca zdalna.',
    dutiesHeading: 'Twoje zadania',
    duties: [
      'Współpraca z programistami, projektantami i menedżerami produktu',
      'Prowadzenie projektów od pomysłu do wdrożenia',
      'Wykorzystywanie danych do usprawniania procesów',
    ],
    profileHeading: 'Czego oczekujemy',
    years: (years) =>
      `Co najmniej ${years} ${years === 1 ? 'rok' : years < 5 ? 'lata' : 'lat'} doświadczenia zawodowego`,
    experienceWith: (skill) => `Praktyczne doświadczenie z ${skill}`,
    languages: 'Biegła znajomość języka polskiego i angielskiego',
    offerHeading: 'Co oferujemy',
    benefits: [
      'Prywatna opieka medyczna',
      'Karta sportowa',
      'Roczny budżet szkoleniowy',
      'Elastyczne godziny pracy',
      'Umowa o pracę',
    ],
    equalOpportunity:
      'Northwind Labs wspiera równość szans. Zapraszamy do aplikowania wszystkie osoby.',
  },
  nl: {
    titles: {
      'Frontend Engineer': 'Frontend-ontwikkelaar',
      'Backend Engineer': 'Softwareontwikkelaar Backend',
      'Full Stack Engineer': 'Full-stack-ontwikkelaar',
      'Mobile Engineer': 'App-ontwikkelaar',
      'DevOps Engineer': 'DevOps-engineer',
      'Data Engineer': 'Data-engineer',
      'Data Scientist': 'Datawetenschapper',
      'Data Analyst': 'Data-analist',
      'Product Manager': 'Productmanager',
      'Product Designer': 'Productontwerper',
      Accountant: 'Boekhouder',
      'Logistics Coordinator': 'Logistiek coördinator',
    },
    senior: (title) => `Senior ${title}`,
    associate: (title) => `Junior ${title}`,
    aboutHeading: 'Over de functie',
    intro: (title, team) =>
      `Als ${title} in het team ${team} help je duizenden bedrijven hun goederen te verplaatsen.`,
    onsite: (city) => `Deze functie is op kantoor in ${city}.`,
    hybrid: (city) => `Deze functie is hybride, met kantoor in ${city}.`,
    remote: 'Deze functie is volledig op afstand.',
    dutiesHeading: 'Wat ga je doen',
    duties: [
      'Je werkt samen met ontwikkelaars, ontwerpers en productmanagers',
      'Je brengt je werk van idee tot productie',
      'Je gebruikt data om onze processen te verbeteren',
    ],
    profileHeading: 'Wat breng je mee',
    years: (years) => `Minimaal ${years} jaar werkervaring`,
    experienceWith: (skill) => `Praktische ervaring met ${skill}`,
    languages: 'Goede beheersing van Nederlands en Engels',
    offerHeading: 'Wat bieden wij',
    benefits: [
      'Goede pensioenregeling',
      'Jaarlijks opleidingsbudget',
      'Flexibele werktijden',
      'Reiskostenvergoeding',
      'Dertiende maand',
    ],
    equalOpportunity:
      'Northwind Labs staat voor gelijke kansen. Iedereen is welkom om te solliciteren.',
  },
  sv: {
    titles: {
      'Frontend Engineer': 'Frontendutvecklare',
      'Backend Engineer': 'Systemutvecklare backend',
      'Full Stack Engineer': 'Fullstackutvecklare',
      'Mobile Engineer': 'Apputvecklare',
      'DevOps Engineer': 'DevOps-ingenjör',
      'Data Engineer': 'Dataingenjör',
      'Data Scientist': 'Dataforskare',
      'Data Analyst': 'Dataanalytiker',
      'Product Manager': 'Produktchef',
      'Product Designer': 'Produktdesigner',
      Accountant: 'Redovisningsekonom',
      'Logistics Coordinator': 'Logistikkoordinator',
    },
    senior: (title) => `Senior ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    associate: (title) => `Junior ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    aboutHeading: 'Om rollen',
    intro: (title, team) =>
      `Som ${title} i teamet ${team} hjälper du tusentals företag att flytta sina varor.`,
    onsite: (city) => `Tjänsten är på plats i ${city}.`,
    hybrid: (city) => `Tjänsten är hybrid med kontor i ${city}.`,
    remote: 'Tjänsten är på distans.',
    dutiesHeading: 'Vad du kommer att göra',
    duties: [
      'Arbeta nära utvecklare, designer och produktchefer',
      'Ta ditt arbete från idé till drift',
      'Använda data för att förbättra våra processer',
    ],
    profileHeading: 'Vem du är',
    years: (years) => `Minst ${years} års arbetslivserfarenhet`,
    experienceWith: (skill) => `Praktisk erfarenhet av ${skill}`,
    languages: 'Flytande svenska och engelska',
    offerHeading: 'Vi erbjuder',
    benefits: [
      'Tjänstepension',
      'Friskvårdsbidrag',
      'Årlig utbildningsbudget',
      'Flexibla arbetstider',
      'Sex veckors semester',
    ],
    equalOpportunity:
      'Northwind Labs arbetar för lika möjligheter. Vi välkomnar sökande med alla bakgrunder.',
  },
};

const YEARS_BY_LEVEL: Readonly<Record<string, number>> = {
  Associate: 1,
  'Mid-level': 3,
  Senior: 5,
};

/** What a local posting is composed of. */
export interface LocalPostingInput {
  id: number;
  countryCode: string;
  family: string;
  level: string;
  specialization: string | null;
  businessUnit: string;
  skills: readonly string[];
  workLocationOption: 'onsite' | 'hybrid' | 'remote';
  city: string;
}

export interface LocalPosting {
  /** BCP 47. */
  language: string;
  name: string;
  descriptionHtml: string;
}

const textsOf = (language: string): LanguageTexts | undefined =>
  TEXTS[language] ?? TEXTS[language.split('-')[0] ?? language];

const isLocalFamily = (texts: LanguageTexts, family: string): family is Family =>
  Object.hasOwn(texts.titles, family);

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * The position posted in its country's language, for some of the positions of the roles and
 * seniorities written locally in the countries that post locally; null for an English posting.
 * The same id gives the same answer on every run.
 */
export const localPosting = (input: LocalPostingInput): LocalPosting | null => {
  const language = LANGUAGE_BY_COUNTRY[input.countryCode];
  const texts = language === undefined ? undefined : textsOf(language);
  if (language === undefined || texts === undefined) return null;
  if (!isLocalFamily(texts, input.family) || !LOCAL_LEVELS.has(input.level)) return null;
  const random = new Random(LANGUAGE_SEED + input.id);
  if (!random.chance(LOCAL_SHARE)) return null;
  const base = texts.titles[input.family];
  const leveled =
    input.level === 'Senior'
      ? texts.senior(base)
      : input.level === 'Associate'
        ? texts.associate(base)
        : base;
  const name = input.specialization ? `${leveled}, ${input.specialization}` : leveled;
  const arrangement =
    input.workLocationOption === 'onsite'
      ? texts.onsite(input.city)
      : input.workLocationOption === 'hybrid'
        ? texts.hybrid(input.city)
        : texts.remote;
  const requirements = [
    texts.years(YEARS_BY_LEVEL[input.level] ?? 3),
    ...input.skills.slice(0, 3).map(texts.experienceWith),
    texts.languages,
  ];
  const descriptionHtml = [
    `<h2>${escapeHtml(texts.aboutHeading)}</h2>`,
    `<p>${escapeHtml(texts.intro(name, input.businessUnit))} ${escapeHtml(arrangement)}</p>`,
    `<h3>${escapeHtml(texts.dutiesHeading)}</h3>`,
    list(texts.duties),
    `<h3>${escapeHtml(texts.profileHeading)}</h3>`,
    list(requirements),
    `<h3>${escapeHtml(texts.offerHeading)}</h3>`,
    list(random.sample(texts.benefits, 4)),
    `<p>${escapeHtml(texts.equalOpportunity)}</p>`,
  ].join('');
  return { language, name, descriptionHtml };
};
