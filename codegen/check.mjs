// Fails when generated/ is not exactly what the contract produces (changed, missing or new files).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The English texts of the forms, which codegen/forms.mjs extracts from schemas/.
const FORM_MESSAGES = 'src/i18n/locales/en/formSchemas.json';
execFileSync(process.execPath, [join(root, 'codegen', 'generate.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
const drift = execFileSync(
  'git',
  ['status', '--porcelain', '--untracked-files=all', '--', 'generated', FORM_MESSAGES],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (drift.trim() !== '') {
  console.error(
    `generated/ or ${FORM_MESSAGES} is out of date with openapi/pcsx.yaml or schemas/. Run \`npm run gen\` and commit:`,
  );
  console.error(drift);
  console.error(
    execFileSync('git', ['diff', '--stat', '--', 'generated', FORM_MESSAGES], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  process.exit(1);
}
console.log('gen:check: generated/ matches the contract');
