// Turns schemas/ into what the browser loads: per form a bundled JSON Schema (file $refs inlined
// as local $defs), its UI schema (ui:embed resolved) and a precompiled validator, so no schema is
// compiled at run time and the app needs no 'unsafe-eval'. Also checks that a plain Ajv 2020
// instance holding every file accepts them, as the reference server does.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv2020Module from 'ajv/dist/2020.js';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const outDir = join(root, 'generated', 'forms');
const SCHEMA_SUFFIX = '.schema.json';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(root, file)}: ${error.message}`);
  }
};

/**
 * Texts a person reads in a form (labels, help, descriptions, options, rule messages, HTML). The
 * generated forms carry a message id in their place; the English text goes to the `formSchemas`
 * catalogue, which every locale translates.
 */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'currentLabel',
  'message',
  'html',
  'frameTitle',
  'successMessage',
  'addButtonText',
  'itemTitle',
  'ariaLabel',
]);
// Structural keywords add nothing to an id: `properties.email.title` → `email.title`.
const SILENT_KEYS = new Set(['properties', 'items', 'ui:options', 'oneOf', 'anyOf', '$defs']);
const FORM_MESSAGES_FILE = join(root, 'src', 'i18n', 'locales', 'en', 'formSchemas.json');
const formMessages = new Map();

const camelCase = (text) => {
  const words = String(text)
    .replace(/^ui:/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  return (
    words
      .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
      .join('') || 'text'
  );
};

/**
 * A form text as an ICU message: the engine's placeholders (`{x}`, `{{x}}`, `[x]`, `[[x]]`,
 * `%(x)s`) become ICU arguments, so translations keep them and the catalogue check counts them.
 */
const toIcuMessage = (text) =>
  text
    .replace(/%\((\w+)\)s/g, '{$1}')
    .replace(
      /\{\{(\w+)\}\}|\[\[(\w+)\]\]|\[(\w+)\]/g,
      (_, ...names) => `{${names.slice(0, 3).find(Boolean)}}`,
    );

const messageIdFor = (path, text) => {
  const base = ['formSchemas', ...path].join('.');
  for (let suffix = 1; ; suffix += 1) {
    const id = suffix === 1 ? base : `${base}${suffix}`;
    const existing = formMessages.get(id);
    if (existing === undefined || existing === text) return id;
  }
};

/** A schema file with every text replaced by its message id (each file read once). */
const localizedFiles = new Map();
const readSchemaFile = (file) => {
  let document = localizedFiles.get(file);
  if (!document) {
    const path = relative(schemasDir, file).split('\\').join('/');
    const name = basename(path).replace(/(\.schema|\.ui)?\.json$/, '');
    const fileKey = path.startsWith('defs/') ? camelCase(`def ${name}`) : camelCase(name);
    const localize = (node, segments, key) => {
      if (typeof node === 'string') {
        if (!TEXT_KEYS.has(key) || node.trim() === '') return node;
        const message = toIcuMessage(node);
        const id = messageIdFor([fileKey, ...segments, camelCase(key)], message);
        formMessages.set(id, message);
        return id;
      }
      if (Array.isArray(node)) {
        return node.map((item, index) => {
          const label =
            item && typeof item === 'object'
              ? (item.const ?? (key === 'rules' ? item.type : undefined) ?? index)
              : index;
          return localize(item, [...segments, camelCase(label)], undefined);
        });
      }
      if (node === null || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node).map(([childKey, value]) => [
          childKey,
          localize(
            value,
            typeof value === 'string' || SILENT_KEYS.has(childKey)
              ? segments
              : [...segments, camelCase(childKey)],
            childKey,
          ),
        ]),
      );
    };
    document = localize(readJson(file), [], undefined);
    localizedFiles.set(file, document);
  }
  return structuredClone(document);
};
const jsonFiles = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));

const defFiles = jsonFiles(join(schemasDir, 'defs'));
const formNames = jsonFiles(join(schemasDir, 'forms'))
  .filter((file) => file.endsWith(SCHEMA_SUFFIX))
  .map((file) => basename(file, SCHEMA_SUFFIX));

/** The server's view: every file added to one Ajv 2020 instance, refs resolved by $id. */
const checkWithPlainAjv = () => {
  const ajv = new Ajv2020({ allErrors: true });
  defFiles.forEach((file) => ajv.addSchema(readJson(file)));
  const forms = formNames.map((name) =>
    readJson(join(schemasDir, 'forms', `${name}${SCHEMA_SUFFIX}`)),
  );
  forms.forEach((schema) => ajv.addSchema(schema));
  forms.forEach((schema) => ajv.getSchema(schema.$id));
};

const withoutKeys = (object, keys) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

const defKeyFor = (file) => basename(file).replace(/(\.schema)?\.json$/, '');

/**
 * Inlines every file $ref of a form as `$defs/<file name>`, rewriting refs inside inlined files so
 * they point into the bundle. The result has no $id, so rjsf resolves every ref locally.
 */
const bundleSchema = (formFile) => {
  const defs = {};
  const rewrite = (node, file, localPrefix) => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file, localPrefix));
    if (node === null || typeof node !== 'object') return node;
    const result = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const [target, fragment = ''] = value.split('#');
        if (target === '') {
          result.$ref = `#${localPrefix}${fragment}`;
        } else {
          const targetFile = posix.normalize(posix.join(posix.dirname(file), target));
          const defKey = defKeyFor(targetFile);
          if (!(defKey in defs)) {
            defs[defKey] = null;
            const inlined = withoutKeys(readSchemaFile(join(schemasDir, targetFile)), [
              '$id',
              '$schema',
            ]);
            defs[defKey] = rewrite(inlined, targetFile, `/$defs/${defKey}`);
          }
          result.$ref = `#/$defs/${defKey}${fragment}`;
        }
      } else {
        result[key] = rewrite(value, file, localPrefix);
      }
    }
    return result;
  };
  const schema = withoutKeys(readSchemaFile(formFile), ['$id']);
  const bundled = rewrite(schema, relative(schemasDir, formFile).split('\\').join('/'), '');
  const sortedDefs = Object.fromEntries(
    Object.keys(defs)
      .sort()
      .map((key) => [key, defs[key]]),
  );
  return Object.keys(sortedDefs).length > 0
    ? { ...bundled, $defs: { ...bundled.$defs, ...sortedDefs } }
    : bundled;
};

/** `"ui:embed": "<form>"` takes that form's UI schema, so an embedded form keeps its own layout. */
const resolveUiSchema = (name, seen = []) => {
  if (seen.includes(name)) throw new Error(`ui:embed cycle: ${[...seen, name].join(' → ')}`);
  const resolve = (node) => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const { 'ui:embed': embedded, ...rest } = node;
    const base = typeof embedded === 'string' ? resolveUiSchema(embedded, [...seen, name]) : {};
    return {
      ...base,
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolve(v)])),
    };
  };
  return resolve(readSchemaFile(join(schemasDir, 'forms', `${name}.ui.json`)));
};

/**
 * Ajv's standalone output is CommonJS (`exports["<hash>"] = validate…` and `require(…).default`
 * for its runtime helpers); rewritten here as an ES module so Vite and Vitest load it as is.
 */
const toEsModule = (commonJs) => {
  const imports = [];
  const exportsMap = [];
  let code = commonJs.replace(/^"use strict";/, '');
  code = code.replace(/require\("([^"]+)"\)\.default/g, (_match, specifier) => {
    let index = imports.findIndex((entry) => entry.specifier === specifier);
    if (index === -1) {
      index = imports.length;
      imports.push({ specifier });
    }
    return `runtime${index}`;
  });
  // Ajv writes `exports["<hash>"] = …`, or `exports.<hash> = …` when the hash is an identifier.
  code = code.replace(
    /exports(?:\["([^"]+)"\]|\.([A-Za-z_$][\w$]*)) = (\w+);/g,
    (_match, quotedKey, key, name) => {
      exportsMap.push([quotedKey ?? key, name]);
      return '';
    },
  );
  if (/\brequire\(|\bexports\b|\bmodule\.exports\b/.test(code)) {
    throw new Error('Unexpected CommonJS left in the precompiled validator');
  }
  const header = imports
    .map(({ specifier }, index) =>
      [
        `import * as runtimeModule${index} from '${specifier}.js';`,
        // Node hands over module.exports as the default export, Vite the module's own default.
        `const runtime${index} = typeof runtimeModule${index}.default === 'function' ? runtimeModule${index}.default : runtimeModule${index}.default.default;`,
      ].join('\n'),
    )
    .join('\n');
  const body = exportsMap.map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`).join('\n');
  return `// Generated by codegen/forms.mjs from schemas/. Do not edit.\n${header}\n${code}\nexport default {\n${body}\n};\n`;
};

/** The precompiled validator of a bundled schema, as an ES module (also used by the benchmark). */
export const compileValidatorModule = (schema) =>
  toEsModule(
    compileSchemaValidatorsCode(schema, {
      AjvClass: Ajv2020,
      // The schemas use no `format` (a plain Ajv rejects unknown ones), so ajv-formats stays out.
      ajvFormatOptions: false,
      // The engine writes every message itself, so Ajv's texts and schema copies are left out.
      ajvOptionsOverrides: { verbose: false, messages: false, code: { lines: false } },
    }),
  );

const VALIDATOR_DECLARATION = `// Generated by codegen/forms.mjs from schemas/. Do not edit.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const validateFunctions: ValidatorFunctions;
export default validateFunctions;
`;

const writeIndex = () => {
  const loaders = formNames
    .map(
      (name) => `  '${name}': () =>
    Promise.all([
      import('./${name}.schema.json'),
      import('./${name}.ui.json'),
      import('./${name}.validator.js'),
    ]).then(([schema, uiSchema, validator]) => ({
      schema: schema.default,
      uiSchema: uiSchema.default,
      validateFunctions: validator.default,
    })),`,
    )
    .join('\n');
  writeFileSync(
    join(outDir, 'index.ts'),
    `// Generated by codegen/forms.mjs from schemas/. Do not edit.
/** Every form of schemas/forms, each loaded on demand as its own chunk. */
export const FORM_NAMES = [${formNames.map((name) => `'${name}'`).join(', ')}] as const;

export type FormName = (typeof FORM_NAMES)[number];

export const FORM_MODULES = {
${loaders}
} as const;
`,
  );
};

const generate = () => {
  checkWithPlainAjv();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const name of formNames) {
    const schema = bundleSchema(join(schemasDir, 'forms', `${name}${SCHEMA_SUFFIX}`));
    writeFileSync(join(outDir, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
    writeFileSync(
      join(outDir, `${name}.ui.json`),
      `${JSON.stringify(resolveUiSchema(name), null, 2)}\n`,
    );
    writeFileSync(join(outDir, `${name}.validator.js`), compileValidatorModule(schema));
    writeFileSync(join(outDir, `${name}.validator.d.ts`), VALIDATOR_DECLARATION);
  }
  writeIndex();
  const catalogue = Object.fromEntries([...formMessages].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(FORM_MESSAGES_FILE, `${JSON.stringify(catalogue, null, 2)}\n`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) generate();
