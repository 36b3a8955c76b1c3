// `npm run i18n:check`: the message catalogues and the code agree.
// - every message is valid ICU; every id the code names exists in the English source catalogue;
// - no catalogue keeps an id the code no longer names;
// - every other locale has exactly English's ids, each with English's placeholders;
// - every locale folder is a language of `src/shared/languages.ts`, and every language has a folder.
// The same for the reference server's catalogue (`server/src/i18n/locales/<locale>.json`, ids
// `server.…`, used in `server/src`), which has a file for every locale the app has.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { UI_LANGUAGE_CODES } from '../src/shared/languages.ts';
import { PAGE_IDS, uncapitalize } from '../src/shared/page-ids.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(root, 'src', 'i18n', 'locales');
const SOURCE_LOCALE = 'en';
const problems = [];

const readCatalogues = (locale) =>
  Object.fromEntries(
    readdirSync(join(localesDir, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')),
      ]),
  );

/** The placeholder names of a compiled message, sorted, plural and select branches included. */
const placeholdersOf = (compiled, names = new Set()) => {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object') {
      Object.values(format).forEach(
        (branch) => Array.isArray(branch) && placeholdersOf(branch, names),
      );
    }
  }
  return names;
};

/**
 * Plural branches a locale can use: its CLDR categories (Intl.PluralRules) and exact numbers
 * (`=0`, compiled to "0"); `other` is required, as ICU falls back to it.
 */
const pluralProblems = (locale, id, compiled, problems) => {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (!format || typeof format !== 'object') continue;
    if (type === 'plural' || type === 'selectordinal') {
      const categories = new Intl.PluralRules(locale, {
        type: type === 'plural' ? 'cardinal' : 'ordinal',
      }).resolvedOptions().pluralCategories;
      const branches = Object.keys(format).filter((key) => key !== 'offset');
      if (!branches.includes('other')) problems.push(`${locale}: ${id} {${name}} lacks "other"`);
      for (const branch of branches) {
        if (!/^\d+$/.test(branch) && !categories.includes(branch))
          problems.push(
            `${locale}: ${id} {${name}} has the branch "${branch}", which ${locale} plurals do not use (${categories.join(', ')})`,
          );
      }
    }
    Object.values(format).forEach(
      (branch) => Array.isArray(branch) && pluralProblems(locale, id, branch, problems),
    );
  }
};

const compile = (locale, id, message) => {
  try {
    const compiled = compileMessageOrThrow(message);
    pluralProblems(locale, id, compiled, problems);
    return compiled;
  } catch (error) {
    problems.push(`${locale}: ${id} is not valid ICU: ${error.message}`);
    return [];
  }
};

const source = readCatalogues(SOURCE_LOCALE);
const namespaces = Object.keys(source);
const sourceIds = new Map();
for (const [namespace, messages] of Object.entries(source)) {
  for (const [id, message] of Object.entries(messages)) {
    if (!id.startsWith(`${namespace}.`))
      problems.push(`en/${namespace}.json: ${id} must start with "${namespace}."`);
    sourceIds.set(id, [...placeholdersOf(compile(SOURCE_LOCALE, id, message))].sort().join(','));
  }
}

// Ids are written whole in the code, so a literal of the id's shape is a use.
const idPattern = new RegExp(`(['"\`])((?:${namespaces.join('|')})(?:\\.[A-Za-z0-9]+)+)\\1`, 'g');
const codeFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === localesDir ? [] : codeFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
const usedIds = new Set();
for (const file of codeFiles(join(root, 'src'))) {
  for (const [, , id] of readFileSync(file, 'utf8').matchAll(idPattern)) {
    usedIds.add(id);
    if (!sourceIds.has(id)) problems.push(`${relative(root, file)}: ${id} is in no catalogue`);
  }
}
// Page titles and the branding editor's page names are named by page id (`pageTitleId` and
// `pageLabelId`), whose types already refuse a page id without its message.
for (const pageId of Object.values(PAGE_IDS)) {
  for (const prefix of ['common.pageTitle', 'brandingAdmin.page']) {
    const id = `${prefix}.${uncapitalize(pageId)}`;
    if (sourceIds.has(id)) usedIds.add(id);
  }
}
// The generated forms carry the ids of their texts (codegen/forms.mjs extracts them).
const generatedFormsDir = join(root, 'generated', 'forms');
for (const file of readdirSync(generatedFormsDir).filter((name) => name.endsWith('.json'))) {
  for (const [, , id] of readFileSync(join(generatedFormsDir, file), 'utf8').matchAll(idPattern)) {
    usedIds.add(id);
    if (!sourceIds.has(id)) problems.push(`generated/forms/${file}: ${id} is in no catalogue`);
  }
}
for (const id of sourceIds.keys()) {
  if (!usedIds.has(id)) problems.push(`${id} is in a catalogue but the code never uses it`);
}

// A locale is a folder of catalogues and a line of the languages list, which names it in itself.
const localeFolders = readdirSync(localesDir);
for (const code of UI_LANGUAGE_CODES.filter((language) => !localeFolders.includes(language))) {
  problems.push(`${code} is in src/shared/languages.ts but has no folder of catalogues`);
}
for (const locale of localeFolders.filter((folder) => !UI_LANGUAGE_CODES.includes(folder))) {
  problems.push(`${locale}/ has catalogues but is not in src/shared/languages.ts`);
}
for (const locale of localeFolders.filter((name) => name !== SOURCE_LOCALE)) {
  const files = readdirSync(join(localesDir, locale)).filter((file) => !file.endsWith('.json'));
  if (files.length > 0) problems.push(`${locale}/ holds files that are not catalogues: ${files}`);
  const catalogues = readCatalogues(locale);
  for (const namespace of namespaces) {
    const messages = catalogues[namespace] ?? {};
    for (const id of Object.keys(source[namespace])) {
      if (!(id in messages)) problems.push(`${locale}/${namespace}.json lacks ${id}`);
    }
    for (const [id, message] of Object.entries(messages)) {
      if (!sourceIds.has(id)) {
        problems.push(`${locale}/${namespace}.json keeps ${id}, which English no longer has`);
        continue;
      }
      const placeholders = [...placeholdersOf(compile(locale, id, message))].sort().join(',');
      if (placeholders !== sourceIds.get(id)) {
        problems.push(
          `${locale}: ${id} has placeholders {${placeholders}}, English {${sourceIds.get(id)}}`,
        );
      }
    }
  }
}

// The reference server's catalogue: one file per locale, the ids of its code.
const serverRoot = join(root, 'server', 'src');
const serverLocalesDir = join(serverRoot, 'i18n', 'locales');
const SERVER_NAMESPACE = 'server';
const serverLabel = (locale) => relative(root, join(serverLocalesDir, `${locale}.json`));
const readServerCatalogue = (locale) =>
  JSON.parse(readFileSync(join(serverLocalesDir, `${locale}.json`), 'utf8'));

const serverSource = readServerCatalogue(SOURCE_LOCALE);
const serverIds = new Map();
for (const [id, message] of Object.entries(serverSource)) {
  if (!id.startsWith(`${SERVER_NAMESPACE}.`))
    problems.push(`${serverLabel(SOURCE_LOCALE)}: ${id} must start with "${SERVER_NAMESPACE}."`);
  serverIds.set(id, [...placeholdersOf(compile(SOURCE_LOCALE, id, message))].sort().join(','));
}

const serverIdPattern = new RegExp(`(['"\`])(${SERVER_NAMESPACE}(?:\\.[A-Za-z0-9]+)+)\\1`, 'g');
const serverCodeFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === serverLocalesDir ? [] : serverCodeFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
const usedServerIds = new Set();
for (const file of serverCodeFiles(serverRoot)) {
  for (const [, , id] of readFileSync(file, 'utf8').matchAll(serverIdPattern)) {
    usedServerIds.add(id);
    if (!serverIds.has(id))
      problems.push(`${relative(root, file)}: ${id} is not in ${serverLabel(SOURCE_LOCALE)}`);
  }
}
for (const id of serverIds.keys()) {
  if (!usedServerIds.has(id))
    problems.push(`${id} is in ${serverLabel(SOURCE_LOCALE)} but the server never uses it`);
}

// Every locale the app has gets a server catalogue; a file not written yet is reported once.
const appLocales = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LOCALE)
  .map((entry) => entry.name);
const serverFiles = readdirSync(serverLocalesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .filter((locale) => locale !== SOURCE_LOCALE);
for (const locale of serverFiles.filter((name) => !appLocales.includes(name))) {
  problems.push(`${serverLabel(locale)}: ${locale} is not a locale of the app`);
}
for (const locale of appLocales) {
  if (!serverFiles.includes(locale)) {
    problems.push(`${serverLabel(locale)} is missing (${serverIds.size} messages to translate)`);
    continue;
  }
  const messages = readServerCatalogue(locale);
  for (const id of serverIds.keys()) {
    if (!(id in messages)) problems.push(`${serverLabel(locale)} lacks ${id}`);
  }
  for (const [id, message] of Object.entries(messages)) {
    if (!serverIds.has(id)) {
      problems.push(`${serverLabel(locale)} keeps ${id}, which English no longer has`);
      continue;
    }
    const placeholders = [...placeholdersOf(compile(locale, id, message))].sort().join(',');
    if (placeholders !== serverIds.get(id)) {
      problems.push(
        `${locale}: ${id} has placeholders {${placeholders}}, English {${serverIds.get(id)}}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues: ${problems.length} problem(s)`);
  problems.forEach((problem) => console.error(`  ${problem}`));
  process.exit(1);
}
console.log(
  `Message catalogues: ${sourceIds.size} messages in ${namespaces.length} namespaces, all used, all valid.`,
);
console.log(
  `Server catalogue: ${serverIds.size} messages in ${appLocales.length + 1} locales, all used, all valid.`,
);
