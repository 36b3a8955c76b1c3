// Regenerates everything under generated/ from openapi/pcsx.yaml and schemas/.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

run(bin('orval'), ['--config', 'codegen/orval.config.ts']);
run(process.execPath, ['codegen/forms.mjs']);
run(process.execPath, ['codegen/mock-index.mjs']);
mkdirSync(join(root, 'generated', 'server'), { recursive: true });
run(bin('openapi-typescript'), ['openapi/pcsx.yaml', '-o', 'generated/server/pcsx.ts']);
// Formatting is part of the output, so the drift check compares like with like.
run(bin('prettier'), [
  '--write',
  '--log-level',
  'warn',
  '--ignore-path',
  'codegen/.prettierignore',
  'generated',
  'src/i18n/locales/en/formSchemas.json',
]);
