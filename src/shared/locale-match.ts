/** Languages written right to left; their pages get `dir="rtl"`. */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

// Old or macro-language codes a browser may still send, and the app locale that serves them.
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  iw: 'he',
  in: 'id',
  no: 'nb',
  nn: 'nb',
};

const parse = (tag: string): Intl.Locale | null => {
  try {
    return new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return null;
  }
};

/** The app's regional variant of a language for a tag's script and region, if it has variants. */
const regionalVariant = (locale: Intl.Locale): string | null => {
  const { language, region, script } = locale;
  switch (language) {
    case 'zh':
      return script === 'Hant' || ['TW', 'HK', 'MO'].includes(region ?? '') ? 'zh-TW' : 'zh-CN';
    case 'es':
      return region && region !== 'ES' ? 'es-419' : 'es';
    case 'pt':
      return region && region !== 'BR' ? 'pt-PT' : 'pt-BR';
    case 'fr':
      return region === 'CA' ? 'fr-CA' : 'fr';
    default:
      return null;
  }
};

/**
 * The app locale that best serves a BCP 47 tag (`de-AT` → `de`, `es-MX` → `es-419`,
 * `zh-Hant-HK` → `zh-TW`, `no` → `nb`), or null when the app has none for its language.
 */
export const matchLocale = (tag: string, available: readonly string[]): string | null => {
  const exact = available.find((code) => code.toLowerCase() === tag.trim().toLowerCase());
  if (exact) return exact;
  const locale = parse(tag);
  if (!locale) return null;
  const language = LANGUAGE_ALIASES[locale.language] ?? locale.language;
  const candidates = [regionalVariant(locale), language];
  return candidates.find((code) => code !== null && available.includes(code)) ?? null;
};

export const isRightToLeft = (locale: string): boolean =>
  RTL_LANGUAGES.has(parse(locale)?.language ?? '');

/** What the locale may be chosen from, in the order the choice considers them. */
export interface LocaleSources {
  /** The `hl` URL parameter. */
  hl: string | null;
  /** The signed-in candidate's saved language. */
  saved: string | null;
  /** The browser's preferred languages (`navigator.languages`). */
  browser: readonly string[];
  /** The employer's default language. */
  employerDefault: string | null;
}

export type LocaleChoice =
  | { locale: string; source: keyof LocaleSources | 'fallback' }
  | { locale: string; source: 'unknownHl'; requested: string };

/**
 * The locale a page shows: `hl`, then the saved setting, the browser's languages, the employer's
 * default, then English. An `hl` the app has no locale for means English.
 */
export const chooseLocale = (
  sources: LocaleSources,
  available: readonly string[],
  fallback: string,
): LocaleChoice => {
  if (sources.hl !== null && sources.hl !== '') {
    const locale = matchLocale(sources.hl, available);
    return locale
      ? { locale, source: 'hl' }
      : { locale: fallback, source: 'unknownHl', requested: sources.hl };
  }
  const ordered: [keyof LocaleSources, readonly (string | null)[]][] = [
    ['saved', [sources.saved]],
    ['browser', sources.browser],
    ['employerDefault', [sources.employerDefault]],
  ];
  for (const [source, tags] of ordered) {
    for (const tag of tags) {
      const locale = tag ? matchLocale(tag, available) : null;
      if (locale) return { locale, source };
    }
  }
  return { locale: fallback, source: 'fallback' };
};
