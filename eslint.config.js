import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Layers, lowest first: a folder may import only the folders before it in this list, and features
// never import each other. MSW and test helpers never reach production code. `shared` is the code
// the server runs too: it imports no other layer and no browser API (see below).
const LAYERS = ['shared', 'lib', 'i18n', 'api', 'ui', 'entities', 'forms', 'features', 'app'];
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: LAYERS.slice(index + 1).map((above) => `./src/${above}`),
  message: `src/${layer} may import only ${LAYERS.slice(0, index).join(', ') || 'packages'}: move the shared code down a layer.`,
}));
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'Features must not import each other; move shared code to entities, forms, ui, api, lib or shared.',
}));
// The server runs only the shared layer of the app's code.
const serverZone = {
  target: './server',
  from: './src',
  except: ['./shared'],
  message: 'The server may import only src/shared from the app: move the code there, DOM-free.',
};
const boundaryZones = [...layerZones, ...featureZones, serverZone];
// Outside tests, nothing imports MSW or test helpers; only the entry point starts MSW, in mock mode,
// by a dynamic import.
const testHelperZone = {
  target: LAYERS.map((layer) => `./src/${layer}`),
  from: './src/test',
  message: 'Production code must not import test helpers.',
};
const mocksZone = (layers) => ({
  target: layers.map((layer) => `./src/${layer}`),
  from: './src/mocks',
  message: 'Production code must not import MSW mocks.',
});
const productionZones = [...boundaryZones, testHelperZone, mocksZone(LAYERS)];
const entryZones = [...boundaryZones, testHelperZone, mocksZone(LAYERS.slice(0, -1))];
// The server: routes are registered in `app.ts` through `contract/`, and nothing else reaches
// them; elsewhere only the loaded contract (`contract/document.ts`) is read. A migration never
// changes once it has run, so it imports none of the code that does (seed, schema, app).
const serverFolders = readdirSync(new URL('./server/src', import.meta.url)).filter(
  (name) => name !== 'app.ts' && name !== 'contract',
);
const serverZones = [
  {
    target: serverFolders.filter((name) => name !== 'routes').map((name) => `./server/src/${name}`),
    from: './server/src/routes',
    message: 'Only app.ts and contract/register.ts import routes/.',
  },
  {
    target: serverFolders.map((name) => `./server/src/${name}`),
    from: './server/src/contract',
    except: ['./document.ts'],
    message:
      'Outside app.ts and contract/, only contract/document.ts (the loaded contract) is read.',
  },
  {
    target: './server/src/db/migrations',
    from: ['./server/src', './src', './generated'],
    message: 'A migration imports only kysely: copy what it needs into it, as it is today.',
  },
];
const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'src/test/**',
  'src/mocks/**',
  'src/forms/test-utils.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'dist-mock/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // Query keys come from the generated key getters or a queryOptions factory, never inline.
      '@tanstack/query/prefer-query-options': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: productionZones }] },
  },
  {
    // Every user-visible string is a message in src/i18n; literals here are ids, names and codes.
    // The languages' own names (`languages.ts`) and locale tags (`locale-match.ts`) are not text.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      ...TEST_FILES,
      'src/i18n/**',
      'src/shared/languages.ts',
      'src/shared/locale-match.ts',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // Text without a capital letter and without spaces is a key, path, class or code.
          ignore: [
            '^[^A-Z\\s]*$',
            '^[a-z][a-zA-Z0-9]*$',
            '^[A-Z][A-Z0-9_]*$',
            // Dotted names: message ids (camelCase namespaces too) and field paths.
            '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$',
          ],
          ignoreNames: [
            {
              regex: { pattern: '^(className|class|key|id|htmlFor|to|href|src|rel|target|role)$' },
            },
            { regex: { pattern: '^(type|name|method|autoComplete|inputMode|variant|position)$' } },
            {
              regex: {
                pattern:
                  '^(pageId|trigger|route|mode|encType|accept|pattern|dir|lang|export|module|loader)$',
              },
            },
            { regex: { pattern: '^(data-|aria-(controls|describedby|labelledby|live|current))' } },
            { regex: { pattern: '^[A-Z][A-Z0-9_]*$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'Intl.*',
            'URLSearchParams',
            '*.get',
            '*.set',
            '*.has',
            '*.append',
            '*.delete',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.addEventListener',
            '*.removeEventListener',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            'useMatch',
            'matchMedia',
            'useMediaQuery',
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...serverZones] }],
    },
  },
  {
    files: ['src/app/start.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: entryZones }] },
  },
  {
    // Links and navigations keep the page's `hl`, so they go through the localized wrappers.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/localized-navigation.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message:
                'Import it from src/i18n/localized-navigation, which keeps the hl parameter.',
            },
          ],
        },
      ],
    },
  },
  {
    // Both the browser and the server run src/shared: no browser globals, no browser-only or
    // Node-only packages. A type build without the DOM lib checks it too (src/shared/tsconfig.json).
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'location',
          'history',
          'HTMLElement',
          'Element',
          'matchMedia',
        ].map((name) => ({
          name,
          message: `src/shared runs on the server too, which has no ${name}.`,
        })),
        ...['process', 'Buffer', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: `src/shared runs in the browser too, which has no ${name}.`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react-dom',
            'react-router-dom',
            'react-router',
            'dompurify',
            'leaflet',
            'canvas-confetti',
            '@radix-ui/react-dialog',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-tabs',
          ].map((name) => ({
            name,
            message: 'src/shared runs on the server too: no browser-only packages.',
          })),
          patterns: [
            {
              group: ['react-dom/*'],
              message: 'src/shared runs on the server too: no browser-only packages.',
            },
            {
              group: ['node:*'],
              message: 'src/shared runs in the browser too: no Node modules.',
            },
          ],
        },
      ],
    },
  },
);
