// Regenerates generated/ and the forms' English texts from openapi/pcsx.yaml and schemas/. The
// generation runs in a scratch folder; the tree changes only once every step has succeeded.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GenerationError,
  applyOutputs,
  diffOutputs,
  isClean,
  withGeneration,
} from './pipeline.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
try {
  const diff = withGeneration(root, (workDir) => {
    const found = diffOutputs(root, workDir);
    applyOutputs(root, workDir, found);
    return found;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    isClean(diff)
      ? `gen: generated/ was already up to date (${seconds} s)`
      : `gen: ${diff.changed.length} changed, ${diff.missing.length} new, ${diff.extra.length} removed file(s) (${seconds} s)`,
  );
} catch (error) {
  if (!(error instanceof GenerationError)) throw error;
  console.error(`gen: ${error.message}`);
  console.error('gen: generated/ was left as it was.');
  process.exit(1);
}
