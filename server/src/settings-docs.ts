import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { defaultText, expectation, SETTINGS } from './settings';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The documents that show the settings table, between these two comments. */
export const SETTINGS_DOCUMENTS = ['README.md', 'docs/deploy.md'];
const BEGIN =
  '<!-- settings table: made by `npm run docs:settings` from server/src/settings.ts -->';
const END = '<!-- end of settings table -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** Every setting as a Markdown table (name, what it takes, default, meaning), as Prettier writes it. */
export const settingsTable = async (): Promise<string> => {
  const rows = Object.entries(SETTINGS).map(([name, setting]) => {
    const readers: readonly string[] = 'readBy' in setting ? setting.readBy : ['server'];
    const notes = [
      'testsOnly' in setting ? '**Tests only:** ' : '',
      readers.includes('server') ? '' : `\`${readers.join('`, `')}\` only: `,
    ].join('');
    return `| \`${name}\` | ${cell(expectation(setting))} | ${cell(defaultText(setting))} | ${cell(notes + setting.meaning)} |`;
  });
  const table = ['| variable | value | default | meaning |', '| --- | --- | --- | --- |', ...rows];
  const options = await resolveConfig(join(REPO_ROOT, 'README.md'));
  return (await format(table.join('\n'), { ...options, parser: 'markdown' })).trimEnd();
};

/** The document with its settings table made afresh; the text as it is when it has no markers. */
export const withSettingsTable = (text: string, table: string): string => {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) return text;
  return `${text.slice(0, begin + BEGIN.length)}\n\n${table}\n\n${text.slice(end)}`;
};

export const documentPath = (document: string): string => join(REPO_ROOT, document);

// `npm run docs:settings`: writes the table into each document (its tests check it is current).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = await settingsTable();
  for (const document of SETTINGS_DOCUMENTS) {
    const path = documentPath(document);
    const text = readFileSync(path, 'utf8');
    const updated = withSettingsTable(text, table);
    if (updated === text) console.log(`${document}: up to date`);
    else {
      writeFileSync(path, updated);
      console.log(`${document}: settings table written`);
    }
  }
}
