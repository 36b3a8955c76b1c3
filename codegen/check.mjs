// Fails when generated/ or the forms' English texts differ from what the working tree's contract,
// schemas and codegen config produce. Generates into a scratch folder and never writes the tree,
// so it works before a commit. With `--staged` (the pre-commit hook, .githooks/pre-commit) it
// checks the staged files instead, and only when the commit touches them.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GenerationError,
  OUTPUTS,
  SOURCES,
  describeDiff,
  diffOutputs,
  isClean,
  stagedCopy,
  withGeneration,
} from './pipeline.mjs';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const staged = process.argv.includes('--staged');

/** Whether the staged changes touch the contract, schemas, codegen or generated code. */
const stagesSources = () => {
  try {
    execFileSync('git', ['diff', '--cached', '--quiet', '--', ...SOURCES], { cwd: repository });
    return false;
  } catch {
    return true;
  }
};

if (staged && !stagesSources()) {
  console.log('gen:check: the commit does not touch the contract or the generated code');
} else {
  const root = staged ? stagedCopy(repository) : repository;
  const label = staged ? 'gen:check (staged files)' : 'gen:check';
  try {
    const report = withGeneration(root, (workDir) => {
      const diff = diffOutputs(root, workDir);
      return isClean(diff) ? [] : describeDiff(root, workDir, diff);
    });
    if (report.length > 0) {
      console.error(
        `${label}: ${OUTPUTS.join(' or ')} differs from what openapi/pcsx.yaml and schemas/ produce. Run \`npm run gen\`${staged ? ' and stage the result' : ''}:`,
      );
      console.error(report.join('\n'));
      process.exitCode = 1;
    } else {
      console.log(`${label}: generated/ matches the contract`);
    }
  } catch (error) {
    if (!(error instanceof GenerationError)) throw error;
    console.error(`${label}: ${error.message}`);
    process.exitCode = 1;
  } finally {
    if (staged) rmSync(root, { recursive: true, force: true });
  }
}
