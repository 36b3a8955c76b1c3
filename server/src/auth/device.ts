/** What a candidate recognises a signed-in browser by: its name and its system's. */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

/** Longer User-Agent headers are cut before matching: no real browser sends more. */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * Browser names, most specific first: Edge, Opera and Samsung Internet also say "Chrome", and
 * every Chromium browser also says "Safari".
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*\bAppleWebKit\//, 'Safari'],
];

/** Systems, phones and tablets before the desktop systems whose names their agents repeat. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (
  patterns: readonly (readonly [RegExp, string])[],
  text: string,
): string | null => patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and system named by a User-Agent header, in the words the candidate knows them by
 * ("Chrome", "Windows"); null for what it does not tell. Only this summary is stored.
 */
export const describeDevice = (userAgent: string | undefined): DeviceSummary => {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  return { browser: firstMatch(BROWSERS, text), os: firstMatch(SYSTEMS, text) };
};
