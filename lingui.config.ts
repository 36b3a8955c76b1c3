import { readdirSync } from 'node:fs';
import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';

/** One catalogue per namespace: the English source files name them. */
const namespaces = readdirSync(new URL('./src/i18n/locales/en', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** Every locale with a catalogue folder, English first. */
const locales = [
  'en',
  ...readdirSync(new URL('./src/i18n/locales', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map((entry) => entry.name)
    .sort(),
];

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: namespaces.map((namespace) => ({
    path: `<rootDir>/src/i18n/locales/{locale}/${namespace}`,
    include: [],
  })),
};

export default config;
