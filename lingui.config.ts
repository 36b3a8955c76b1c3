import { readdirSync } from 'node:fs';
import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';

/** One catalogue per namespace: the English source files name them. */
const namespaces = readdirSync(new URL('./src/i18n/locales/en', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: namespaces.map((namespace) => ({
    path: `<rootDir>/src/i18n/locales/{locale}/${namespace}`,
    include: [],
  })),
};

export default config;
