// Fails when generated/ or the forms' English texts differ from what the working tree's contract,
// schemas and codegen config produce. Generates into a scratch folder and never writes the tree,
// so it works before a commit (and as the pre-commit hook).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GenerationError,
  OUTPUTS,
  describeDiff,
  diffOutputs,
  isClean,
  withGeneration,
} from './pipeline.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  const report = withGeneration(root, (workDir) => {
    const diff = diffOutputs(root, workDir);
    return isClean(diff) ? [] : describeDiff(root, workDir, diff);
  });
  if (report.length > 0) {
    console.error(
      `gen:check: ${OUTPUTS.join(' or ')} differs from what openapi/pcsx.yaml and schemas/ produce. Run \`npm run gen\`:`,
    );
    console.error(report.join('\n'));
    process.exit(1);
  }
  console.log('gen:check: generated/ matches the contract');
} catch (error) {
  if (!(error instanceof GenerationError)) throw error;
  console.error(`gen:check: ${error.message}`);
  process.exit(1);
}
